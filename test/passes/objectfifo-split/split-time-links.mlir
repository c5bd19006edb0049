// --aie-objectfifo-split on links in time (`mode = #aie.link_mode<time>`,
// no offsets): a dispatch keeps its input's pool on the link's tile, which
// one dispatching endpoint `<in>_dispatch_dma` drains, taking turns between
// the outputs' consumers in the link's output order over a packet-switched
// route each (a header given by an output's transport is kept); a merge
// keeps its output's pool, which one merging endpoint `<out>_merge_dma`
// fills from a packet-switched fan-in route of the inputs' producers. The
// passes after the split lower both to packet flows.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s | FileCheck %s --check-prefix=LOWERED

// CHECK:      aie.objectfifo.pool @in_cons_pool(%[[MEM:.*]]) {depth = 2 : i32, fifoName = "in"}
// CHECK:      aie.objectfifo.dma_endpoint @in_cons_dma(%[[MEM]]) fills @in_cons_pool
// CHECK-NEXT: aie.objectfifo.dma_endpoint @in_dispatch_dma(%[[MEM]]) drains @in_cons_pool {dispatch = [@to_b_cons_dma, @to_a_cons_dma], fifoName = "in"}
// CHECK:      aie.route from @in_prod_dma to [@in_cons_dma]{{$}}
// CHECK:      aie.route from @in_dispatch_dma to [@to_a_cons_dma] {packet = #aie.packet_info<>}
// CHECK:      aie.route from @in_dispatch_dma to [@to_b_cons_dma] {packet = #aie.packet_info<pkt_id = 6>}
// CHECK-NOT:  @to_a_prod_dma
// CHECK:      aie.objectfifo.dma_endpoint @back_a_prod_dma
// CHECK-NEXT: aie.objectfifo.dma_endpoint @out_merge_dma(%[[MEM]]) fills @out_pool {fifoName = "out"}
// CHECK:      aie.objectfifo.dma_endpoint @back_b_prod_dma
// CHECK-NOT:  @back_b_cons_dma
// CHECK:      aie.objectfifo.pool @out_pool(%[[MEM]]) {depth = 2 : i32, fifoName = "out"}
// CHECK:      aie.route from [@back_a_prod_dma, @back_b_prod_dma] to [@out_merge_dma] {packet = #aie.packet_info<>}
// CHECK-NOT:  aie.objectfifo.link

// The dispatch's turns and the merge's fan-in as packet flows.
// LOWERED:      aie.packet_flow(0) {
// LOWERED-NEXT:   aie.packet_source<%mem_tile_0_1, DMA : 0>
// LOWERED-NEXT:   aie.packet_dest<%tile_0_2, DMA : 0>
// LOWERED:      aie.packet_flow(6) {
// LOWERED-NEXT:   aie.packet_source<%mem_tile_0_1, DMA : 0>
// LOWERED-NEXT:   aie.packet_dest<%tile_0_3, DMA : 0>
// LOWERED:      aie.packet_flow(1) {
// LOWERED-NEXT:   aie.packet_source<%tile_0_2, DMA : 0>
// LOWERED-NEXT:   aie.packet_source<%tile_0_3, DMA : 0>
// LOWERED-NEXT:   aie.packet_dest<%mem_tile_0_1, DMA : 1>
aie.device(npu2) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  aie.objectfifo @in(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @to_a(%m, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @to_b(%m, {%b}, 2 : i32) {transport = #aie.transport<dma, packet = #aie.packet_info<pkt_id = 6>>} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@in] -> [@to_b, @to_a] ([] []) {mode = #aie.link_mode<time>}
  aie.objectfifo @back_a(%a, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @back_b(%b, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @out(%m, {%s}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@back_a, @back_b] -> [@out] ([] []) {mode = #aie.link_mode<time>}
  %ca = aie.core(%a) {
    %x = aie.objectfifo.acquire @to_a(Consume, 1) : memref<16xi32>
    %y = aie.objectfifo.acquire @back_a(Produce, 1) : memref<16xi32>
    aie.objectfifo.release @to_a(Consume, 1)
    aie.objectfifo.release @back_a(Produce, 1)
    aie.end
  }
  %cb = aie.core(%b) {
    %x = aie.objectfifo.acquire @to_b(Consume, 1) : memref<16xi32>
    %y = aie.objectfifo.acquire @back_b(Produce, 1) : memref<16xi32>
    aie.objectfifo.release @to_b(Consume, 1)
    aie.objectfifo.release @back_b(Produce, 1)
    aie.end
  }
}
