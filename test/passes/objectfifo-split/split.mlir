// --aie-objectfifo-split: a fifo whose ends share memory is one pool with
// two core endpoints; a fifo through DMAs is a pool per end (depths as the
// one-pass lowering gives them), DMA endpoints (a shim end a route
// endpoint) and a route; cores then name their endpoint, without a port,
// and a runtime sequence naming the fifo names its one shim end (named as
// the DMA endpoint it stands for, `<fifo>_prod_dma` or `<c>_dma`).
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s
// RUN: aiec --aie-objectfifo-split="packet-sw-objFifos=true" %s | FileCheck %s --check-prefix=PACKET
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify %s -o /dev/null

// CHECK-LABEL: aie.device(npu1_1col)
// Shared memory: (0, 2) and (0, 3) reach each other's memory.
// CHECK:      aie.objectfifo.pool @near_pool(%{{.*}}tile_0_2) {depth = 2 : i32, fifoName = "near"} : memref<8xi32> {
// CHECK-NEXT:   aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
// CHECK-NEXT: }
// CHECK-NEXT: aie.objectfifo.core_endpoint @near_prod(%{{.*}}tile_0_2) fills @near_pool
// CHECK-NEXT: aie.objectfifo.core_endpoint @near_cons(%{{.*}}tile_0_3) drains @near_pool
// A broadcast from the shim: a route endpoint, a pool per consumer (its
// depth: the largest acquire + 1), `iterCount` on the filling DMAs.
// CHECK-NEXT: aie.route_endpoint @in_prod_dma(%{{.*}}tile_0_0) DMA {fifoName = "in"}
// CHECK-NEXT: aie.objectfifo.pool @in_0_cons_pool(%{{.*}}tile_0_2) {depth = 3 : i32, fifoName = "in"} : memref<16xi32>
// CHECK:      aie.objectfifo.core_endpoint @in_0_cons(%{{.*}}tile_0_2) drains @in_0_cons_pool
// CHECK-NEXT: aie.objectfifo.dma_endpoint @in_0_cons_dma(%{{.*}}tile_0_2) fills @in_0_cons_pool {dimensions = #aie<bd_dim_layout_array_array{{\[\[}}<size = 4, stride = 4>, <size = 4, stride = 1>]]>, fifoName = "in", iterCount = 3 : i32}
// CHECK-NEXT: aie.objectfifo.pool @in_1_cons_pool(%{{.*}}tile_0_5) {depth = 4 : i32, fifoName = "in"}
// CHECK:      aie.objectfifo.core_endpoint @in_1_cons(%{{.*}}tile_0_5) drains @in_1_cons_pool
// CHECK-NEXT: aie.objectfifo.dma_endpoint @in_1_cons_dma(%{{.*}}tile_0_5) fills @in_1_cons_pool {fifoName = "in", iterCount = 3 : i32}
// CHECK-NEXT: aie.route from @in_prod_dma to [@in_0_cons_dma, @in_1_cons_dma]
// A core to the shim: the producer's pool holds the repeat count and the
// initial values; its draining DMA has `iterCount` and the stream layout.
// CHECK:      aie.objectfifo.pool @out_pool(%{{.*}}tile_0_5) {depth = 2 : i32, fifoName = "out", initValues = [dense<1> : memref<4xi32>, dense<2> : memref<4xi32>], repeatCount = 3 : i32} : memref<4xi32>
// CHECK:      aie.objectfifo.core_endpoint @out_prod(%{{.*}}tile_0_5) fills @out_pool
// CHECK-NEXT: aie.objectfifo.dma_endpoint @out_prod_dma(%{{.*}}tile_0_5) drains @out_pool {dimensions = #aie<bd_dim_layout_array_array{{\[\[}}<size = 2, stride = 2>, <size = 2, stride = 1>]]>, fifoName = "out", iterCount = 2 : i32}
// CHECK-NEXT: aie.route_endpoint @out_cons_dma(%{{.*}}tile_0_0) DMA {fifoName = "out"}
// CHECK-NEXT: aie.route from @out_prod_dma to [@out_cons_dma]
// CHECK-NOT:  aie.objectfifo @
// CHECK:      aie.objectfifo.acquire @near_prod(1) : memref<8xi32>
// CHECK:      aie.objectfifo.acquire @in_0_cons(2) : memref<16xi32>, memref<16xi32>
// CHECK:      aie.objectfifo.release @in_0_cons(2)
// CHECK:      aie.objectfifo.acquire @near_cons(1)
// CHECK:      aie.objectfifo.acquire @in_1_cons(3)
// CHECK:      aie.objectfifo.acquire @out_prod(1)
// CHECK:      aiex.npu.dma_wait {symbol = @out_cons_dma}

// PACKET: aie.route from @in_prod_dma to [@in_0_cons_dma, @in_1_cons_dma] {packet = #aie.packet_info<>}
// PACKET: aie.route from @out_prod_dma to [@out_cons_dma] {packet = #aie.packet_info<>}
aie.device(npu1_1col) {
  %shim = aie.tile(0, 0)
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  %t5 = aie.tile(0, 5)
  aie.objectfifo @near(%t2, {%t3}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @in(%shim, {%t2 dimensionsFromStream [<size = 4, stride = 4>, <size = 4, stride = 1>], %t5}, 2 : i32) {iter_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @out(%t5 dimensionsToStream [<size = 2, stride = 2>, <size = 2, stride = 1>], {%shim}, 2 : i32) {iter_count = 2 : i32, repeat_count = 3 : i32, initValues = [dense<1> : memref<4xi32>, dense<2> : memref<4xi32>]} : !aie.objectfifo<memref<4xi32>>
  %c2 = aie.core(%t2) {
    %a = aie.objectfifo.acquire @near(Produce, 1) : memref<8xi32>
    aie.objectfifo.release @near(Produce, 1)
    %b:2 = aie.objectfifo.acquire @in(Consume, 2) : memref<16xi32>, memref<16xi32>
    aie.objectfifo.release @in(Consume, 2)
    aie.end
  }
  %c3 = aie.core(%t3) {
    %a = aie.objectfifo.acquire @near(Consume, 1) : memref<8xi32>
    aie.objectfifo.release @near(Consume, 1)
    aie.end
  }
  %c5 = aie.core(%t5) {
    %b:3 = aie.objectfifo.acquire @in(Consume, 3) : memref<16xi32>, memref<16xi32>, memref<16xi32>
    aie.objectfifo.release @in(Consume, 3)
    %o = aie.objectfifo.acquire @out(Produce, 1) : memref<4xi32>
    aie.objectfifo.release @out(Produce, 1)
    aie.end
  }
  aie.runtime_sequence(%buf: memref<4xi32>) {
    aiex.npu.dma_wait {symbol = @out}
  }
}
