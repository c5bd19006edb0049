// --aie-objectfifo-split on a link whose shared tile is a compute tile: its
// pool is the tile's, a segment per part, as a MemTile's would be, and the
// pool opens what is written for the fifo it is named for (a distribute's
// input); the shim end is named as the DMA endpoint it stands for. The
// tile's own core takes no part: an access to a linked fifo there is an
// error (second file).
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify %s | FileCheck %s
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-split %S/Inputs/link-tile-access.mlir

// CHECK:      aie.objectfifo.pool @in_cons_pool(%[[T2:.*]]) {depth = 2 : i32, fifoName = "in"} : memref<32xi32> {
// CHECK-NEXT:   aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
// CHECK-NEXT:   aie.objectfifo.segment @s1 {offset = 16 : i32, size = 16 : i32}
// CHECK-NEXT: }
// CHECK-NEXT: aie.route_endpoint @in_prod_dma(%{{.*}}tile_0_0) DMA {fifoName = "in"}
// CHECK-NEXT: aie.objectfifo.dma_endpoint @in_cons_dma(%[[T2]]) fills @in_cons_pool {fifoName = "in", segments = [@s0, @s1]}
// CHECK-NEXT: aie.route from @in_prod_dma to [@in_cons_dma]
// CHECK-NEXT: aie.objectfifo.dma_endpoint @a_prod_dma(%[[T2]]) drains @in_cons_pool {fifoName = "a", segments = [@s0]}
// CHECK:      aie.objectfifo.dma_endpoint @b_prod_dma(%[[T2]]) drains @in_cons_pool {fifoName = "b", segments = [@s1]}
// CHECK-NOT:  aie.objectfifo.link
// CHECK:      aiex.npu.dma_memcpy_nd({{.*}}metadata = @in_prod_dma}
aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t2 = aie.tile(0, 2)
  %t4 = aie.tile(0, 4)
  %t5 = aie.tile(0, 5)
  aie.objectfifo @in(%shim, {%t2}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
  aie.objectfifo @a(%t2, {%t4}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @b(%t2, {%t5}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@in] -> [@a, @b] ([] [0, 16])
  %c4 = aie.core(%t4) {
    %x = aie.objectfifo.acquire @a(Consume, 1) : memref<16xi32>
    aie.objectfifo.release @a(Consume, 1)
    aie.end
  }
  %c5 = aie.core(%t5) {
    %x = aie.objectfifo.acquire @b(Consume, 1) : memref<16xi32>
    aie.objectfifo.release @b(Consume, 1)
    aie.end
  }
  aie.runtime_sequence(%arg0: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
  }
}
