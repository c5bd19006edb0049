// An objectfifo's own `packet` (mlir-aie's spelling before
// `#aie.transport<dma, packet = ...>`, which --aie-auto-packetize-control-ingress
// writes): carried by DMAs even between neighbours that share memory, on a
// packet flow with `packet_id` as its id, else the next free one; the
// producer's BDs and the shim allocation carry the header.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// CHECK:      aie.packet_flow(5) {
// CHECK-NEXT:   aie.packet_source<%[[S:.*]], DMA : 0>
// CHECK-NEXT:   aie.packet_dest<%[[A:.*]], DMA : 0>
// CHECK:      aie.packet_flow(6) {
// CHECK-NEXT:   aie.packet_source<%[[A]], DMA : 0>
// CHECK-NEXT:   aie.packet_dest<%[[B:.*]], DMA : 0>
// CHECK:      aie.flow(%[[B]], DMA : 0, %[[S]], DMA : 0)
// CHECK:      aie.shim_dma_allocation @in_shim_alloc(%[[S]], MM2S, 0, <pkt_id = 5>)
// CHECK-NEXT: aie.shim_dma_allocation @plain_shim_alloc(%[[S]], S2MM, 0)
// CHECK:      aie.dma_bd_packet(0, 6)
// CHECK-NEXT: aie.dma_bd(%mid_buff_0
// CHECK:      aie.dma_bd_packet(0, 6)
// CHECK-NEXT: aie.dma_bd(%mid_buff_1
aie.device(npu1) {
  %s = aie.tile(0, 0)
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  aie.objectfifo @in(%s, {%a}, 2 : i32) {packet, packet_id = 5 : i8} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @mid(%a, {%b}, 2 : i32) {packet} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @plain(%b, {%s}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
}
