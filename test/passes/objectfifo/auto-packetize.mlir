// --aie-auto-packetize-control-ingress: each shim column keeps one MM2S
// channel (K, stamped on its shim tiles) that control packets can share.
// RUN: aiec --aie-auto-packetize-control-ingress --split-input-file --verify-diagnostics %s | FileCheck %s

// Three ingress fifos on a two-channel shim: K = 0, the one fifo with a
// single consumer goes packet-switched on K and is cut at the mem tile; the
// two broadcasts take channel 1. The core now reads the relay.
// CHECK-LABEL: aie.device(npu1) @saturated
// CHECK:      %[[SHIM:.*]] = aie.tile(1, 0) {ctrl_pkt_trunk_chan = 0 : i32}
// CHECK:      %[[MEM:.*]] = aie.tile(1, 1)
// CHECK:      aie.objectfifo @big(%[[SHIM]], {%{{.*}}, %{{.*}}}, 2 : i32) {prod_dma_channel = 1 : i32}
// CHECK-NEXT: aie.objectfifo @one(%[[SHIM]], {%[[MEM]]}, 3 : i32) {packet, prod_dma_channel = 0 : i32} : !aie.objectfifo<memref<8xi16>>
// CHECK-NEXT: aie.objectfifo @one_relay(%[[MEM]], {%tile_1_2}, 3 : i32) : !aie.objectfifo<memref<8xi16>>
// CHECK-NEXT: aie.objectfifo.link [@one] -> [@one_relay]([] [0])
// CHECK-NEXT: aie.objectfifo @wide(%[[SHIM]], {%{{.*}}, %{{.*}}}, 2 : i32) {prod_dma_channel = 1 : i32}
// CHECK:      aie.objectfifo.acquire @one_relay(Consume, 1)
// CHECK:      aie.objectfifo.release @one_relay(Consume, 1)
// CHECK:      aiex.dma_configure_task_for @one
aie.device(npu1) @saturated {
  %s = aie.tile(1, 0)
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.objectfifo @big(%s, {%a, %b}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  // expected-warning @below {{auto-packetized objectFifo 'one' on column 1 from circuit -> packet for resident control coexistence (3 circuit shim-ingress legs on column 1 leave no free channel for the control overlay)}}
  aie.objectfifo @one(%s, {%a}, 3 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @wide(%s, {%a, %b}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
  aie.core(%a) {
    %x = aie.objectfifo.acquire @one(Consume, 1) : !aie.objectfifosubview<memref<8xi16>>
    aie.objectfifo.release @one(Consume, 1)
    aie.end
  }
  aie.runtime_sequence(%in : memref<8xi16>) {
    %t = aiex.dma_configure_task_for @one {
      aie.dma_bd(%in : memref<8xi16> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t)
  }
}

// -----

// Equal consumers and traffic: the last by name. A fifo into the mem tile
// already ends there: no relay.
// CHECK-LABEL: aie.device(npu2) @to_mem
// CHECK:      aie.objectfifo @x(%{{.*}}, {%{{.*}}}, 2 : i32) {prod_dma_channel = 1 : i32}
// CHECK-NEXT: aie.objectfifo @y(%{{.*}}, {%{{.*}}}, 2 : i32) {packet, prod_dma_channel = 0 : i32}
// CHECK-NOT:  _relay
aie.device(npu2) @to_mem {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  aie.objectfifo @x(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-warning @below {{auto-packetized objectFifo 'y'}}
  aie.objectfifo @y(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

// A manual shim mux of one device holds channel 0 of column 0, where
// another device has ingress: K = 1 in every device. Nothing fills the column, so nothing is packetized; the fifos are
// pinned off K, and a packet fifo already there is the trunk. Column 1 has
// no ingress: no stamp.
// CHECK-LABEL: aie.device(npu2) @muxed
// CHECK:      aie.tile(0, 0) {ctrl_pkt_trunk_chan = 1 : i32}
// CHECK-LABEL: aie.device(npu2) @free
// CHECK:      aie.tile(0, 0) {ctrl_pkt_trunk_chan = 1 : i32}
// CHECK:      aie.tile(1, 0)
// CHECK-NOT:  ctrl_pkt_trunk_chan
// CHECK:      aie.objectfifo @f0({{.*}}) {packet, packet_id = 4 : i8, prod_dma_channel = 1 : i32}
// CHECK-NEXT: aie.objectfifo @f0_relay
// CHECK:      aie.objectfifo @f1({{.*}}) {prod_dma_channel = 0 : i32}
module {
  aie.device(npu2) @muxed {
    %s = aie.tile(0, 0)
    %a = aie.tile(0, 2)
    aie.shim_mux(%s) {
      aie.connect<DMA : 0, North : 3>
    }
  }
  aie.device(npu2) @free {
    %s = aie.tile(0, 0)
    %s1 = aie.tile(1, 0)
    %a = aie.tile(0, 2)
    %b = aie.tile(1, 2)
    aie.objectfifo @f0(%s, {%a}, 2 : i32) {packet, packet_id = 4 : i8} : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @f1(%s, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @back(%b, {%s1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}

// -----

// Manual shim muxes hold both channels of column 2 between them.
module {
  // expected-error @below {{no shim mm2s channel is free of manual routing across all configs for column 2}}
  aie.device(npu2) @first {
    %s = aie.tile(2, 0)
    %a = aie.tile(2, 2)
    aie.shim_mux(%s) {
      aie.connect<DMA : 1, North : 7>
    }
    aie.objectfifo @p(%s, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
  aie.device(npu2) @second {
    %s = aie.tile(2, 0)
    aie.shim_mux(%s) {
      aie.connect<DMA : 0, North : 3>
    }
  }
}

// -----

// AIE1 arrays have no control overlay: left alone.
// CHECK-LABEL: aie.device(xcvc1902)
// CHECK-NOT:  ctrl_pkt_trunk_chan
// CHECK-NOT:  prod_dma_channel
aie.device(xcvc1902) {
  %s = aie.tile(2, 0)
  %a = aie.tile(2, 2)
  aie.objectfifo @p(%s, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @q(%s, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}
