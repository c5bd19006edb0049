// Misplaced and dangling token uses; run by ../tokens.mlir.

aie.device(xcvc1902) {
  %t = aie.tile(2, 3)
  aiex.token(0) {sym_name = "tk"}
  aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c1 step %c1 {
      // expected-error@+1 {{'aiex.useToken' op expects parent op to be one of 'func.func, aie.core, aie.mem, aie.shim_dma'}}
      aiex.useToken @tk(Acquire, 0)
    }
    aie.end
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(2, 3)
  aie.core(%t) {
    // expected-error@+1 {{'aiex.useToken' op attribute 'tokenName' references '@nothere', which is not a 'aiex.token' in scope}}
    aiex.useToken @nothere(Acquire, 0)
    aie.end
  }
}
