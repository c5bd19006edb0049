// `packet-sw-objFifos`: fifo ends are joined by packet flows with fresh ids
// (after the largest id in use); producer BDs carry the packet header and
// shim allocations the packet info.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform="packet-sw-objFifos=true" %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=CIRCUIT

// CHECK-LABEL: aie.device(npu1)
// CHECK:      %[[S:.*]] = aie.tile(0, 0)
// CHECK:      %[[A:.*]] = aie.tile(0, 2)
// CHECK:      %[[B:.*]] = aie.tile(1, 3)
// CHECK-NOT:  aie.flow
// CHECK:      aie.packet_flow(3)
// CHECK:      aie.packet_flow(4) {
// CHECK-NEXT:   aie.packet_source<%[[S]], DMA : 0>
// CHECK-NEXT:   aie.packet_dest<%[[B]], DMA : 0>
// CHECK-NEXT:   aie.packet_dest<%[[A]], DMA : 0>
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_flow(5) {
// CHECK-NEXT:   aie.packet_source<%[[A]], DMA : 0>
// CHECK-NEXT:   aie.packet_dest<%[[B]], DMA : 1>
// CHECK-NEXT: }
// CHECK:      aie.shim_dma_allocation @p_shim_alloc(%[[S]], MM2S, 0, <pkt_type = 0, pkt_id = 4>)
// CHECK:      aie.dma_start(MM2S, 0, ^bb4, ^bb6)
// CHECK:        aie.dma_bd_packet(0, 5)
// CHECK-NEXT:   aie.dma_bd(%q_buff_0 : memref<16xi32>, 0, 16)

// CIRCUIT-NOT: aie.packet_flow(4)
// CIRCUIT-NOT: aie.dma_bd_packet
// CIRCUIT:     aie.flow(%{{.*}}, DMA : 0, %{{.*}}, DMA : 1)
aie.device(npu1) {
  %s = aie.tile(0, 0)
  %a = aie.tile(0, 2)
  %b = aie.tile(1, 3)
  aie.packet_flow(3) {
    aie.packet_source<%a, Core : 0>
    aie.packet_dest<%b, Core : 0>
  }
  aie.objectfifo @p(%s, {%a, %b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @q(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}
