// An `aie_stream` end is the core's stream port: the split makes it a route
// endpoint on bundle Core naming the port (no pool, no core endpoint), and
// the split pipeline lowers the design to the one-pass lowering's program.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=SPLIT
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.one.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.split.mlir
// RUN: aiec --emit=ctrl-asm %t.one.mlir -o %t.one.s
// RUN: aiec --emit=ctrl-asm %t.split.mlir -o %t.split.s
// RUN: diff %t.one.s %t.split.s

// SPLIT:      %[[P:.*]] = aie.tile(1, 2)
// SPLIT:      %[[C:.*]] = aie.tile(1, 4)
// SPLIT:      aie.route_endpoint @s_prod_dma(%[[P]]) Core {channelIndex = 0 : i32, fifoName = "s"}
// SPLIT-NOT:  @s_prod(
// SPLIT:      aie.objectfifo.pool @s_cons_pool(%[[C]]) {depth = 2 : i32, fifoName = "s"} : memref<8xi32>
// SPLIT:      aie.objectfifo.core_endpoint @s_cons(%[[C]]) drains @s_cons_pool
// SPLIT:      aie.objectfifo.dma_endpoint @s_cons_dma(%[[C]]) fills @s_cons_pool {fifoName = "s"}
// SPLIT:      aie.route from @s_prod_dma to [@s_cons_dma]
// SPLIT:      aie.route_endpoint @t_prod_dma(%[[C]]) Core {channelIndex = 0 : i32, fifoName = "t"}
// SPLIT:      aie.route_endpoint @t_cons_dma(%[[P]]) Core {channelIndex = 0 : i32, fifoName = "t"}
// SPLIT:      aie.route from @t_prod_dma to [@t_cons_dma]

// LOWERED-NOT:  aie.buffer(%{{.*}}tile_1_2)
// LOWERED:      aie.flow(%{{.*}}tile_1_2, Core : 0, %{{.*}}tile_1_4, DMA : 0)
// LOWERED:      aie.flow(%{{.*}}tile_1_4, Core : 0, %{{.*}}tile_1_2, Core : 0)
// LOWERED:      aie.mem(%{{.*}}tile_1_4)
// LOWERED-NEXT:   aie.dma_start(S2MM, 0
module {
  aie.device(npu1) {
    %p = aie.tile(1, 2)
    %c = aie.tile(1, 4)
    aie.objectfifo @s(%p, {%c}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @t(%c, {%p}, 2 : i32) {aie_stream = 2 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<8xi32>>
    %core_c = aie.core(%c) {
      %a = aie.objectfifo.acquire @s(Consume, 1) : memref<8xi32>
      aie.objectfifo.release @s(Consume, 1)
      aie.end
    }
  }
}
