// What drives an objectfifo's ends, in mlir-aie's newest spelling
// (`prod_port`/`cons_ports` of `#aie.end_port<DMA|Core[ : n]>`, `transport`
// with a packet header only where a stream carries one), and its earlier
// one (`aie_stream`, `prod_dma_channel`/`cons_dma_channels`).
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(2, 4)
  %c = aie.tile(3, 4)
  // expected-error@+1 {{a Core stream port end can only be used in 1-to-1 object FIFOs}}
  aie.objectfifo @bcast (%a, {%b, %c}, 2 : i32) {cons_ports = [#aie.end_port<Core : 1>, #aie.end_port<DMA>]} : !aie.objectfifo<memref<8xi16>>
}

// -----

// A mem tile consumer has no core to stream into.
aie.device(npu2) {
  %a = aie.tile(2, 2)
  %m = aie.tile(2, 1)
  // expected-error@+1 {{a Core stream port end is not available for shim and mem tiles}}
  aie.objectfifo @down (%a, {%m}, 2 : i32) {cons_ports = [#aie.end_port<Core : 0>]} : !aie.objectfifo<memref<8xi16>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(2, 3)
  // expected-error@+1 {{a Core stream port end sends over the stream, not through shared memory}}
  aie.objectfifo @mixed (%a, {%b}, 2 : i32) {prod_port = #aie.end_port<Core : 1>, transport = #aie.transport<shared_mem>} : !aie.objectfifo<memref<8xi16>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(2, 3)
  // expected-error@+1 {{`packet` belongs to a dma or auto transport, not shared_mem}}
  aie.objectfifo @hdr (%a, {%b}, 2 : i32) {transport = #aie.transport<shared_mem, packet = #aie.packet_info<pkt_type = 0, pkt_id = 4>>} : !aie.objectfifo<memref<8xi16>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(2, 3)
  // expected-error@+1 {{an objectFifo end is driven by a DMA channel or a Core stream port, not South}}
  aie.objectfifo @wire (%a, {%b}, 2 : i32) {cons_ports = [#aie.end_port<South : 1>]} : !aie.objectfifo<memref<8xi16>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(2, 3)
  // expected-error@+1 {{a Core end needs its stream port}}
  aie.objectfifo @noport (%a, {%b}, 2 : i32) {cons_ports = [#aie.end_port<Core>]} : !aie.objectfifo<memref<8xi16>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(2, 3)
  %c = aie.tile(2, 4)
  // expected-error@+1 {{`cons_ports` has 1 entries for 2 consumers}}
  aie.objectfifo @short (%a, {%b, %c}, 2 : i32) {cons_ports = [#aie.end_port<DMA : 0>]} : !aie.objectfifo<memref<8xi16>>
}

// -----

// A stream end keeps no objects, so none can start with values.
aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(3, 3)
  // expected-error@+1 {{`init_values` unavailable on stream end}}
  aie.objectfifo @init (%a, {%b}, 1 : i32) {prod_port = #aie.end_port<Core : 0>} : !aie.objectfifo<memref<2xi32>> = [dense<[5, 6]> : memref<2xi32>]
}

// -----

// The earlier spelling: a pinned DMA channel on a streamed fifo.
aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(3, 3)
  // expected-error@+1 {{'aie.objectfifo' op cannot pin a DMA channel on an objectfifo that also uses aie_stream (stream ports bypass DMA channels)}}
  aie.objectfifo @both (%a, {%b}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 1 : i32, cons_dma_channels = array<i32: 1>} : !aie.objectfifo<memref<8xi16>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(3, 3)
  // expected-error@+1 {{transport #aie.transport<wire> is not a transport}}
  aie.objectfifo @casc (%a, {%b}, 2 : i32) {transport = #aie.transport<wire>} : !aie.objectfifo<memref<8xi16>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(3, 3)
  // expected-error@+1 {{'aie.objectfifo' op 1 : i32 is not an end port}}
  aie.objectfifo @num (%a, {%b}, 2 : i32) {prod_port = 1 : i32} : !aie.objectfifo<memref<8xi16>>
}

// -----

// The earlier spelling of a packet header: `packet` (with `packet_id`) is
// `#aie.transport<dma, packet = #aie.packet_info<...>>`; an id alone is not.
aie.device(npu2) {
  %a = aie.tile(2, 2)
  %b = aie.tile(3, 3)
  // expected-error@+1 {{'aie.objectfifo' op packet_id is only meaningful on a packet objectfifo}}
  aie.objectfifo @id_only (%a, {%b}, 2 : i32) {packet_id = 3 : i8} : !aie.objectfifo<memref<8xi16>>
}
