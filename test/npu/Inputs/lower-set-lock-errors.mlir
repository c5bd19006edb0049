// Errors of --aie-lower-set-lock (run by ../lower-set-lock.mlir).
module {
  aie.device(npu1) {
    %core = aie.tile(3, 4)
    %l = aie.lock(%core)
    aie.runtime_sequence() {
      // expected-error@+1 {{'aiex.set_lock' op lock is not a placed aie.lock with an id}}
      aiex.set_lock(%l, 1)
    }
  }
}

// -----

module {
  aie.device(npu1) {
    %core = aie.tile(3, 4)
    %l = aie.lock(%core, 2)
    aie.runtime_sequence() {
      // expected-error@+1 {{'aiex.set_lock' op lock value 64 is out of range}}
      aiex.set_lock(%l, 64)
    }
  }
}
