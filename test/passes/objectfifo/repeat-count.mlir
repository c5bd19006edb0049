// A fifo's repeat_count: with one buffer the producer's channel repeats the
// task (repeat_count - 1) over one BD, as mlir-aie does since August 2026;
// IR of the April syntax keeps one BD copy per repeat. Two buffers take the
// copies either way; the producer's locks count every repeat.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=APRIL
// CHECK-LABEL: %mem_1_2 = aie.mem(%tile_1_2) {
// CHECK-NEXT:    %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb2, repeat_count = 2)
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK:         aie.dma_bd(%one_buff_0 : memref<16xi32> offset = 0 len = 16)
// CHECK:         aie.next_bd ^bb1
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-LABEL: %mem_2_2 = aie.mem(%tile_2_2) {
// CHECK-NEXT:    %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb5)
// CHECK-COUNT-4: aie.dma_bd(%two_buff_
// APRIL-LABEL: %mem_1_2 = aie.mem(%tile_1_2) {
// APRIL-NEXT:    %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb4)
// APRIL-COUNT-3: aie.dma_bd(%one_buff_0 : memref<16xi32>, 0, 16)
module {
  aie.device(npu1) {
    %t12 = aie.tile(1, 2)
    %t13 = aie.tile(1, 3)
    %t22 = aie.tile(2, 2)
    %t23 = aie.tile(2, 3)
    aie.objectfifo @one(%t12, {%t13}, 1 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @two(%t22, {%t23}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xi32>>
  }
}
