// A transfer whose offset, size or stride is known only at run time needs
// a BD computed when the sequence runs: CERT control code cannot compute
// it, and the error at the transfer points to the C++ generator.
// RUN: not aiec %s --emit=ctrl-elf -o %t.elf 2>&1 | FileCheck %s
// CHECK: error: 'aiex.npu.address_patch' op 'arg_plus' is known only at run time here
// CHECK: help: {{.*}} emit the NPU instruction stream as a C++ generator with --aie-npu-to-cpp
aie.device(npu1_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<1024xi32>, %o: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, %o][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<1024xi32>
  }
}
