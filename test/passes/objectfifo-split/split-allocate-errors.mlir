// The split reports a delegate the ends cannot share, in the one-pass
// lowering's words.
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-split %s

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  %far = aie.tile(3, 5)
  aie.objectfifo @f(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  // expected-error@+1 {{'aie.objectfifo.allocate' op objectfifo has no shared memory access to delegate tile's memory module}}
  aie.objectfifo.allocate @f(%far)
}

// -----

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  // expected-error@+1 {{'aie.objectfifo' op has more than one allocate operation}}
  aie.objectfifo @f(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo.allocate @f(%a)
  aie.objectfifo.allocate @f(%b)
}

// -----

// Ends that share no memory move the objects by DMA; a delegate of such a
// fifo is still checked against both ends, as mlir-aie checks it.
aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(3, 3)
  aie.objectfifo @f(%a, {%b}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{'aie.objectfifo.allocate' op objectfifo has no shared memory access to delegate tile's memory module}}
  aie.objectfifo.allocate @f(%a)
}

// -----

// A linked fifo whose objects are the link's (here the input's, on (1, 2))
// has none of its own to place: its delegate is moot and not checked.
aie.device(xcve2302) {
  %shim = aie.tile(2, 0)
  %a = aie.tile(1, 2)
  %b = aie.tile(2, 2)
  aie.objectfifo @in(%shim, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @out(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.allocate @out(%b)
  aie.objectfifo.link [@in] -> [@out] ([] [])
}
