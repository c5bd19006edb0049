// An asymmetric objectfifo (`consumerElemType`) always goes through DMAs,
// even between neighbouring cores: the producer's buffers and MM2S BDs hold
// its own objects, the consumers' buffers and S2MM BDs the smaller ones (one
// producer object arrives as several consumer objects). Initial values stay
// on the producer's buffers; a consumer that acquires two at once gets
// three buffers.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// CHECK-DAG: %x_cons_buff_0 = aie.buffer(%tile_0_3) {sym_name = "x_cons_buff_0"} : memref<4xi32>
// CHECK-DAG: %x_cons_buff_2 = aie.buffer(%tile_0_3) {sym_name = "x_cons_buff_2"} : memref<4xi32>
// CHECK-DAG: %x_cons_prod_lock_0 = aie.lock(%tile_0_3) {init = 3 : i32, sym_name = "x_cons_prod_lock_0"}
// CHECK-DAG: %x_buff_1 = aie.buffer(%tile_0_2) {sym_name = "x_buff_1"} : memref<8xi32>
// CHECK-DAG: %w_cons_buff_0 = aie.buffer(%tile_0_2) {sym_name = "w_cons_buff_0"} : memref<10xi32>
// CHECK-DAG: %w_buff_0 = aie.buffer(%mem_tile_0_1) {sym_name = "w_buff_0"} : memref<40xi32> = dense<7>
// CHECK-DAG: %w_cons_lock_0 = aie.lock(%mem_tile_0_1) {init = 1 : i32, sym_name = "w_cons_lock_0"}
// CHECK-DAG: aie.flow(%mem_tile_0_1, DMA : 0, %tile_0_2, DMA : 0)
// CHECK-DAG: aie.flow(%tile_0_2, DMA : 0, %tile_0_3, DMA : 0)
// CHECK-LABEL: aie.memtile_dma(%mem_tile_0_1) {
// CHECK: aie.dma_bd(%w_buff_0 : memref<40xi32> offset = 0 len = 40)
// CHECK-LABEL: aie.mem(%tile_0_2) {
// CHECK: aie.dma_start(S2MM, 0, ^bb1, ^bb2)
// CHECK: aie.dma_bd(%w_cons_buff_0 : memref<10xi32> offset = 0 len = 10)
// CHECK: aie.dma_start(MM2S, 0, ^bb3, ^bb5)
// CHECK: aie.dma_bd(%x_buff_0 : memref<8xi32> offset = 0 len = 8)
// CHECK: aie.dma_bd(%x_buff_1 : memref<8xi32> offset = 0 len = 8)
// CHECK-LABEL: aie.mem(%tile_0_3) {
// CHECK: aie.dma_bd(%x_cons_buff_0 : memref<4xi32> offset = 0 len = 4)
// CHECK: aie.dma_bd(%x_cons_buff_1 : memref<4xi32> offset = 0 len = 4)
// CHECK: aie.dma_bd(%x_cons_buff_2 : memref<4xi32> offset = 0 len = 4)

aie.device(npu2) {
  %mt = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  %t03 = aie.tile(0, 3)
  aie.objectfifo @w(%mt, {%t02}, 1 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<10xi32>> = [dense<7> : memref<40xi32>]
  aie.objectfifo @x(%t02, {%t03}, 2 : i32) : !aie.objectfifo<memref<8xi32>> -> !aie.objectfifo<memref<4xi32>>
  %c2 = aie.core(%t02) {
    %a = aie.objectfifo.acquire @w(Consume, 1) : !aie.objectfifosubview<memref<10xi32>>
    %e = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<10xi32>> -> memref<10xi32>
    aie.objectfifo.release @w(Consume, 1)
    %p = aie.objectfifo.acquire @x(Produce, 1) : memref<8xi32>
    aie.objectfifo.release @x(Produce, 1)
    aie.end
  }
  %c3 = aie.core(%t03) {
    %o:2 = aie.objectfifo.acquire @x(Consume, 2) : memref<4xi32>, memref<4xi32>
    aie.objectfifo.release @x(Consume, 2)
    aie.end
  }
}
