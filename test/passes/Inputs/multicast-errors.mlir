// The verifier of aiex.multicast (mlir-aie's AIEXDialect.cpp): only
// destinations in its body. Run by ../lower-multicast.mlir.

aie.device(npu1_1col) {
  %s = aie.tile(0, 0)
  %a = aie.tile(0, 2)
  aiex.multicast(%s, DMA : 0) {
    aiex.multi_dest<%a, DMA : 0>
    // expected-error@+1 {{'aie.flow' op cannot be contained in a Multicast op}}
    aie.flow(%s, DMA : 0, %a, DMA : 1)
  }
}

// -----

aie.device(npu1_1col) {
  %a = aie.tile(0, 2)
  // expected-error@+1 {{'aiex.multi_dest' op expects parent op 'aiex.multicast'}}
  aiex.multi_dest<%a, DMA : 0>
}
