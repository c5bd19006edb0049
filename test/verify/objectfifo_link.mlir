// Verifier errors of aie.objectfifo.link (aie-passes.md §3.10): the link
// point, join and distribute, offsets, access patterns across the link,
// repeat counts.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  aie.objectfifo @in (%t12, {%t11}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @out (%t21, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // CHECK: {{^}}{{.*}}objectfifo_link.mlir:[[@LINE+5]]:3: error: ObjectFifoLinkOp must have a link point, i.e., a shared tile between objectFifos{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo.link [@in] -> [@out] ([] []){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: the input fifos' consumer must be the output fifos' producer{{$}}
  // expected-error@+1 {{ObjectFifoLinkOp must have a link point, i.e., a shared tile between objectFifos}}
  aie.objectfifo.link [@in] -> [@out] ([] [])
}

// -----

// Join: every input must end on the output's producer.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @a (%t12, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @b (%t13, {%t11}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t21, {%t23}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  // expected-error@+1 {{ObjectFifoLinkOp must have a link point, i.e., a shared tile between objectFifos}}
  aie.objectfifo.link [@a, @b] -> [@o] ([0, 12] [])
}

// -----

// Distribute: every output must start on the input's consumer.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t21}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  aie.objectfifo @o1 (%t21, {%t12}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o2 (%t11, {%t13}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  // expected-error@+1 {{ObjectFifoLinkOp must have a link point, i.e., a shared tile between objectFifos}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] [0, 12])
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t21 = aie.tile(2, 1)
  aie.objectfifo @a (%t12, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @b (%t13, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t21, {%t22}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @p (%t21, {%t12}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  // CHECK: {{^}}{{.*}}objectfifo_link.mlir:[[@LINE+5]]:3: error: ObjectFifoLinkOp does not support 'join' and 'distribute' at the same time{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo.link [@a, @b] -> [@o, @p] ([0, 6] [0, 6]){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{ObjectFifoLinkOp does not support 'join' and 'distribute' at the same time}}
  aie.objectfifo.link [@a, @b] -> [@o, @p] ([0, 6] [0, 6])
}

// -----

// The link point is a core, not a tile: the fifos fail too.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %c = aie.core(%t13) {
    aie.end
  }
  // expected-error@+1 {{consumer tile must implement TileLike interface}}
  aie.objectfifo @in (%t12, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{producer tile must implement TileLike interface}}
  aie.objectfifo @out (%c, {%t22}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{shared tile must implement TileLike interface}}
  aie.objectfifo.link [@in] -> [@out] ([] [])
}

// -----

// A join on a shim tile.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @a (%t12, {%t10}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @b (%t13, {%t10}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t10, {%t23}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  // expected-error@+1 {{ObjectFifoLinkOp join and distribute are unavailable on shim tiles}}
  aie.objectfifo.link [@a, @b] -> [@o] ([0, 12] [])
}

// -----

// A distribute on a shim tile.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t12, {%t10}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  aie.objectfifo @o1 (%t10, {%t13}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o2 (%t10, {%t22}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  // expected-error@+1 {{ObjectFifoLinkOp join and distribute are unavailable on shim tiles}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] [0, 12])
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @a (%t12, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @b (%t13, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t21, {%t23}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op number of provided src offsets must be equal to the number of input objectFifos}}
  aie.objectfifo.link [@a, @b] -> [@o] ([0] [])
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @a (%t12, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @b (%t13, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t21, {%t23}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op dst offsets should be empty for join}}
  aie.objectfifo.link [@a, @b] -> [@o] ([0, 12] [0])
}

// -----

// The output's largest index, 1 * 7 + 4 * 2 = 15, is beyond a 12-element input.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @a (%t12, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @b (%t13, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t21 dimensionsToStream [<size = 8, stride = 1>, <size = 3, stride = 4>], {%t23}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op specified output stride(s) and size(s) result in out of bounds access in join input, for index 15 in transfer of length 12.}}
  aie.objectfifo.link [@a, @b] -> [@o] ([0, 12] [])
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t21}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  aie.objectfifo @o1 (%t21, {%t12}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o2 (%t21, {%t13}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op number of provided dst offsets must be equal to the number of output objectFifos}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] [0])
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t21}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  aie.objectfifo @o1 (%t21, {%t12}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o2 (%t21, {%t13}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op src offsets should be empty for distribute}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([0] [0, 12])
}

// -----

// The input's largest index at the link tile, 16 * 31 + 7 = 503, is beyond a 128-element output.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t21 dimensionsFromStream [<size = 32, stride = 16>, <size = 8, stride = 1>]}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo @o1 (%t21, {%t12}, 2 : i32) : !aie.objectfifo<memref<128xi32>>
  aie.objectfifo @o2 (%t21, {%t13}, 2 : i32) : !aie.objectfifo<memref<128xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op specified input stride(s) and size(s) result in out of bounds access in distribute output, for index 503 in transfer of length 128.}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] [0, 128])
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t21}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  aie.objectfifo @o1 (%t21, {%t12}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o2 (%t21, {%t13}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<12xi32>>
  // expected-error@+1 {{repeat counts of output object FIFOs must be equal}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] [0, 12])
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t12, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t21, {%t13}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op all offsets should be empty if there is no join or distribute}}
  aie.objectfifo.link [@i] -> [@o] ([0] [0])
}

// -----

// A link in time moves whole objects in turn: no offsets, one object type;
// it merges or dispatches (never both, never one to one), each turn of a
// dispatch reaching one consumer, a merge's inputs under one header, and
// holds its objects on a tile with memory.
aie.device(npu1) {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t11}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @o1 (%t11, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @o2 (%t11, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op a time link moves whole objects and takes no offsets}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] [0, 8]) {mode = #aie.link_mode<time>}
}

// -----

aie.device(npu1) {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t11}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @o1 (%t11, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @o2 (%t11, {%t13}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op a time link's participants carry one object type, but 'o2' carries '!aie.objectfifo<memref<8xi32>>' and 'i' carries '!aie.objectfifo<memref<16xi32>>'}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] []) {mode = #aie.link_mode<time>}
}

// -----

aie.device(npu1) {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t11}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @o (%t11, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op mode #aie.link_mode<later> is not a link mode}}
  aie.objectfifo.link [@i] -> [@o] ([] []) {mode = #aie.link_mode<later>}
}

// -----

aie.device(npu1) {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t11}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @o (%t11, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{'aie.objectfifo.link' op a time link takes turns, so it needs several inputs or several outputs}}
  aie.objectfifo.link [@i] -> [@o] ([] []) {mode = #aie.link_mode<time>}
}

// -----

aie.device(npu2) {
  %t21 = aie.tile(2, 1)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  aie.objectfifo @a (%t22, {%t21}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @b (%t23, {%t21}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @c (%t21, {%t22}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @d (%t21, {%t23}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  // expected-error@+1 {{'aie.objectfifo.link' op a time link merges or dispatches, not both}}
  aie.objectfifo.link [@a, @b] -> [@c, @d] ([] []) {mode = #aie.link_mode<time>}
}

// -----

aie.device(npu2) {
  %t30 = aie.tile(3, 0)
  %t31 = aie.tile(3, 1)
  %t32 = aie.tile(3, 2)
  %t33 = aie.tile(3, 3)
  %t34 = aie.tile(3, 4)
  aie.objectfifo @in (%t30, {%t31}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @left (%t31, {%t32}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @both (%t31, {%t33, %t34, %t32}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  // expected-error@+1 {{'aie.objectfifo.link' op each turn of a dispatch reaches one consumer, but 'both' has 3}}
  aie.objectfifo.link [@in] -> [@left, @both] ([] []) {mode = #aie.link_mode<time>}
}

// -----

aie.device(npu2) {
  %t31 = aie.tile(3, 1)
  %t32 = aie.tile(3, 2)
  %t33 = aie.tile(3, 3)
  aie.objectfifo @p (%t32, {%t31}, 2 : i32) {transport = #aie.transport<dma, packet = #aie.packet_info<pkt_id = 7>>} : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @q (%t33, {%t31}, 2 : i32) {transport = #aie.transport<dma, packet = #aie.packet_info<pkt_id = 9>>} : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @r (%t31, {%t32}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  // expected-error@+1 {{'aie.objectfifo.link' op a merge is one route with one header, but its inputs pin different ones}}
  aie.objectfifo.link [@p, @q] -> [@r] ([] []) {mode = #aie.link_mode<time>}
}

// -----

// One input pins a header, the other leaves it to allocation: one header.
aie.device(npu2) {
  %t31 = aie.tile(3, 1)
  %t32 = aie.tile(3, 2)
  %t33 = aie.tile(3, 3)
  aie.objectfifo @p (%t32, {%t31}, 2 : i32) {transport = #aie.transport<dma, packet = #aie.packet_info<pkt_id = 7>>} : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @q (%t33, {%t31}, 2 : i32) {transport = #aie.transport<dma, packet = #aie.packet_info<>>} : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @r (%t31, {%t32}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo.link [@p, @q] -> [@r] ([] []) {mode = #aie.link_mode<time>}
}

// -----

aie.device(npu1) {
  %t20 = aie.tile(2, 0)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  aie.objectfifo @up (%t20, {%t22}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @fromA (%t22, {%t20}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  aie.objectfifo @fromB (%t23, {%t20}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
  // expected-error@+1 {{'aie.objectfifo.link' op a time link holds its objects on the link point, which a shim tile has no memory for}}
  aie.objectfifo.link [@fromA, @fromB] -> [@up] ([] []) {mode = #aie.link_mode<time>}
}

// -----

// An AIE1 device has binary locks only: no join or distribute.
aie.device(xcvc1902) {
  %t71 = aie.tile(7, 1)
  %t72 = aie.tile(7, 2)
  %t73 = aie.tile(7, 3)
  %t70 = aie.tile(7, 0)
  aie.objectfifo @a (%t72, {%t71}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @b (%t73, {%t71}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @c (%t71, {%t70}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // CHECK: error: ObjectFifoLinkOp join and distribute require semaphore locks, which this device lacks{{$}}
  // CHECK: help: an AIE1 device has binary locks only: link one input to one output
  // expected-error@+1 {{ObjectFifoLinkOp join and distribute require semaphore locks, which this device lacks}}
  aie.objectfifo.link [@a, @b] -> [@c] ([0, 8] [])
}
