// Errors of --aie-generate-cdo, each with a help line and no file written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not aiec --split-input-file %s --aie-generate-cdo --work-dir-path=%t 2>&1 | FileCheck %s
// RUN: not aiec %S/Inputs/cdo-ok.mlir --aie-generate-cdo --aie-device-name=nope --work-dir-path=%t 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not aiec %S/Inputs/cdo-ok.mlir --aie-generate-cdo --cdo-aiesim --work-dir-path=%t 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: ls %t | FileCheck %s --check-prefix=NONE --allow-empty

// CHECK: error: 'aie.core' op the core's ELF ('core_0_2.elf') is not loaded: aiec's CDO covers the configuration, not the core programs
// CHECK: help: build the design with aiec (aiecc)
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    aie.end
  } {elf_file = "core_0_2.elf"}
}

// -----

// CHECK: error: CDO files are written for NPU devices; this device is xcve2302
// CHECK: help: mlir-aie's CDO generator supports npu1 and npu2 devices
aie.device(xcve2302) {
  %t = aie.tile(1, 3)
}

// -----

// CHECK: error: No 'main' device in module
// CHECK: help: name the device with --aie-device-name
aie.device(npu1) @other {
  %t = aie.tile(0, 2)
}

// -----

// mlir-aie's configuration takes a BD's locks in pairs (aiec's CERT
// lowering also takes one lock alone).
// CHECK: error: 'aie.use_lock' op buffer descriptor with a lock must have both use_lock(acquire) and use_lock(release)
// CHECK: help: aie-rt's BD takes a lock pair
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 0) {init = 0 : i32}
  %b = aie.buffer(%t) {address = 1024 : i32} : memref<16xi32>
  %m = aie.mem(%t) {
    %0 = aie.dma_start(S2MM, 0, ^bd, ^end)
  ^bd:
    aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
    aie.use_lock(%l, Release, 1)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// NAME: error: No such device: nope
// NAME: help: --aie-device-name names an aie.device by its symbol
// SIM: error: --cdo-aiesim is not covered: aiec writes no CDO for mlir-aie's simulator back end
// SIM: help: drop the flag
// NONE-NOT: bin
