// An address_patch of a block write whose global nothing else reads patches
// that global in place, under its own name (as mlir-aie does); a global
// another block write also reads gets a patched copy instead.
// RUN: aiec --aie-npu-to-cert --split-input-file %s | FileCheck %s

// CHECK:     memref.global "private" constant @only : memref<9xi32> = dense<[2, 16, 1074331648, 0, 1073741824, 0, 0, 33554432, 0]>
// CHECK-NOT: memref.global
// CHECK:     aiex.cert.apply_offset_57(@only, 1, 1)
aie.device(npu1_1col) {
  memref.global "private" constant @only : memref<8xi32> = dense<[2, 0, 0x40090000, 0, 0x40000000, 0, 0, 0x2000000]>
  aie.runtime_sequence @seq(%a: memref<8xi32>, %b: memref<8xi32>) {
    %0 = memref.get_global @only : memref<8xi32>
    aiex.npu.blockwrite(%0) {address = 0x1d000 : ui32, column = 0 : i32, row = 0 : i32} : memref<8xi32>
    aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 1 : i32, arg_plus = 16 : i32}
  }
}

// -----

// CHECK:     memref.global "private" constant @shared : memref<8xi32> = dense<[2, 0, 1074331648, 0, 1073741824, 0, 0, 33554432]>
// CHECK:     memref.global "private" constant @[[COPY:shared_cert_[0-9]+]] : memref<9xi32> = dense<[2, 16, 1074331648, 0, 1073741824, 0, 0, 33554432, 0]>
// CHECK:     aiex.cert.apply_offset_57(@[[COPY]], 1, 1)
aie.device(npu1_1col) {
  memref.global "private" constant @shared : memref<8xi32> = dense<[2, 0, 0x40090000, 0, 0x40000000, 0, 0, 0x2000000]>
  aie.runtime_sequence @seq(%a: memref<8xi32>, %b: memref<8xi32>) {
    %0 = memref.get_global @shared : memref<8xi32>
    aiex.npu.blockwrite(%0) {address = 0x1d000 : ui32, column = 0 : i32, row = 0 : i32} : memref<8xi32>
    aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 1 : i32, arg_plus = 16 : i32}
    %1 = memref.get_global @shared : memref<8xi32>
    aiex.npu.blockwrite(%1) {address = 0x1d020 : ui32, column = 0 : i32, row = 0 : i32} : memref<8xi32>
  }
}
