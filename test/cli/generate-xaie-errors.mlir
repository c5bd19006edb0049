// Errors of --aie-generate-xaie (mlir-aie's messages), each with a help line.
// RUN: not aiec --split-input-file %s --aie-generate-xaie 2>&1 | FileCheck %s

// CHECK: error: 'aie.core' op Expected lowered ELF file to be given as attribute `elf_file` for this core. Compile cores first.
// CHECK: help: compile the core to an ELF
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    %x = arith.constant 1 : i32
    aie.end
  }
}

// -----

// CHECK: error: 'builtin.module' op expected AIE.device operation at toplevel
// CHECK: help: name the device with --aie-device-name
aie.device(npu1) @other {
  %t = aie.tile(0, 2)
}

// -----

// CHECK: error: 'aie.mem' op DMA contains at least one multi-dimensional buffer descriptor. This is currently only supported for AIE-ML and later devices.
// CHECK: help: an AIE1 BD moves a linear range
aie.device(xcvc1902) {
  %t = aie.tile(7, 3)
  %b = aie.buffer(%t) {address = 4096 : i32, sym_name = "b"} : memref<16xi32>
  %m = aie.mem(%t) {
    %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    aie.dma_bd(%b : memref<16xi32>, 0, 16, [<size = 4, stride = 4>, <size = 4, stride = 1>]) {bd_id = 0 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.buffer' op does not have 'sym_name' attribute specified
// CHECK: help: name the buffer
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {address = 4096 : i32} : memref<16xi32>
}
