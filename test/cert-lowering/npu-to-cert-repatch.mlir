// A BD written once and pushed again with other addresses (mlir-aie's
// add_one_ctrl_packet): every address_patch gets a uC-DMA write of the BD
// after its APPLY_OFFSET_57, with the words the writes since left (here a
// new length), so each push reads the address its patch set.
// RUN: aiec --aie-npu-to-cert %s | FileCheck %s

// CHECK:      memref.global "private" constant @[[D0:.*]] : memref<9xi32> = dense<[2, 0, 1074331648, 0, 1073741824, 0, 0, 33554432, 0]>
// CHECK:      memref.global "private" constant @[[D1:.*]] : memref<9xi32> = dense<[2, 8, 1074331648, 0, 1073741824, 0, 0, 33554432, 0]>
// CHECK:      memref.global "private" constant @[[D2:.*]] : memref<9xi32> = dense<[1, 16, 1074331648, 0, 1073741824, 0, 0, 33554432, 0]>
// CHECK:      aiex.cert.job(2) {
// CHECK:        aiex.cert.apply_offset_57(@[[D0]], 1, 1)
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@[[C0:.*]])
// CHECK-NEXT:   aiex.cert.write32(119316, 2147483648)
// CHECK-NEXT:   aiex.cert.wait_tcts(0, 6, 1)
// CHECK-NEXT:   aiex.cert.apply_offset_57(@[[D1]], 1, 1)
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@[[C1:.*]])
// CHECK-NEXT:   aiex.cert.write32(119316, 2147483648)
// CHECK-NEXT:   aiex.cert.wait_tcts(0, 6, 1)
// CHECK-NEXT:   aiex.cert.write32(118784, 1)
// CHECK-NEXT:   aiex.cert.apply_offset_57(@[[D2]], 1, 1)
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@[[C2:.*]])
// CHECK-NEXT:   aiex.cert.write32(119316, 2147483648)
// CHECK-NEXT:   aiex.cert.wait_tcts(0, 6, 1)
// CHECK-NEXT: }
aie.device(npu1_1col) {
  memref.global "private" constant @bd : memref<8xi32> = dense<[2, 0, 0x40090000, 0, 0x40000000, 0, 0, 0x2000000]>
  aie.runtime_sequence @seq(%a: memref<8xi32>, %b: memref<8xi32>) {
    %0 = memref.get_global @bd : memref<8xi32>
    aiex.npu.blockwrite(%0) {address = 0x1d000 : ui32, column = 0 : i32, row = 0 : i32} : memref<8xi32>
    aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 1 : i32, arg_plus = 0 : i32}
    aiex.npu.write32 {address = 0x1d214 : ui32, column = 0 : i32, row = 0 : i32, value = 0x80000000 : ui32}
    aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
    aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 1 : i32, arg_plus = 8 : i32}
    aiex.npu.write32 {address = 0x1d214 : ui32, column = 0 : i32, row = 0 : i32, value = 0x80000000 : ui32}
    aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1d000 : ui32, column = 0 : i32, row = 0 : i32, value = 1 : ui32}
    aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 1 : i32, arg_plus = 16 : i32}
    aiex.npu.write32 {address = 0x1d214 : ui32, column = 0 : i32, row = 0 : i32, value = 0x80000000 : ui32}
    aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
  }
}
