// A fifo on `transport = #aie.transport<cascade>` is the cascade between two
// neighbouring cores: one consumer, depth 1, core tiles next to each other,
// objects of one value as wide as the cascade, nothing for `repeat_count`
// or a packet header to act on (test/sim/cascade-objectfifo.mlir runs one).
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu2) {
  %a = aie.tile(4, 4)
  %b = aie.tile(5, 4)
  %c = aie.tile(4, 3)
  // expected-error@+1 {{'aie.objectfifo' op a cascade transport is point to point, so it takes exactly one consumer tile}}
  aie.objectfifo @fan (%a, {%b, %c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<32xi16>>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(4, 4)
  %c = aie.tile(4, 3)
  // expected-error@+1 {{'aie.objectfifo' op a cascade transport holds no objects of its own, so its depth is 1}}
  aie.objectfifo @deep (%a, {%c}, [1, 2]) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<32xi16>>>
}

// -----

aie.device(npu2) {
  %m = aie.tile(4, 1)
  %a = aie.tile(4, 2)
  // expected-error@+1 {{'aie.objectfifo' op shim and mem tiles have no cascade interface}}
  aie.objectfifo @up (%a, {%m}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<32xi16>>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(4, 4)
  %c = aie.tile(4, 2)
  // expected-error@+1 {{'aie.objectfifo' op a cascade transport runs between neighbouring tiles, and these are not adjacent}}
  aie.objectfifo @far (%a, {%c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<32xi16>>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(4, 4)
  %c = aie.tile(4, 3)
  // expected-error@+1 {{'aie.objectfifo' op a cascade transport carries one value, so its element type holds one element}}
  aie.objectfifo @many (%a, {%c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<2xvector<32xi16>>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(4, 4)
  %c = aie.tile(4, 3)
  // expected-error@+1 {{'aie.objectfifo' op a cascade transport carries one 512-bit value on this target}}
  aie.objectfifo @narrow (%a, {%c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<16xi16>>>
}

// -----

// AIE1's cascade carries 384 bits.
aie.device(xcvc1902) {
  %a = aie.tile(4, 4)
  %c = aie.tile(5, 4)
  // expected-error@+1 {{'aie.objectfifo' op a cascade transport carries one 384-bit value on this target}}
  aie.objectfifo @aie1 (%a, {%c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<16xi32>>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(4, 4)
  %c = aie.tile(4, 3)
  // expected-error@+1 {{'aie.objectfifo' op `repeat_count` has nothing to act on in a cascade transport}}
  aie.objectfifo @again (%a, {%c}, 1 : i32) {repeat_count = 3 : i32, transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<32xi16>>>
}

// -----

aie.device(npu2) {
  %a = aie.tile(4, 4)
  %c = aie.tile(4, 3)
  // expected-error@+1 {{`packet` belongs to a dma or auto transport, not cascade}}
  aie.objectfifo @hdr (%a, {%c}, 1 : i32) {transport = #aie.transport<cascade, packet = <pkt_id = 2>>} : !aie.objectfifo<memref<1xvector<32xi16>>>
}

// -----

// Valid: south and east, the short header form elsewhere.
aie.device(npu2) {
  %a = aie.tile(4, 4)
  %c = aie.tile(4, 3)
  %e = aie.tile(5, 3)
  aie.objectfifo @down (%a, {%c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<32xi16>>>
  aie.objectfifo @right (%c, {%e}, [1, 1]) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<16xi32>>>
  aie.objectfifo @short (%a, {%e}, 2 : i32) {transport = #aie.transport<dma, packet = <pkt_id = 5>>} : !aie.objectfifo<memref<16xi32>>
}
