// Errors of --aie-materialize-runtime-sequences and of the aiex.configure verifier.
// RUN: aiec --split-input-file --verify-diagnostics --aie-materialize-runtime-sequences %s

module {
  aie.device(npu1) @a {
    // expected-error@+1 {{Runtime sequence contains a cycle}}
    aie.runtime_sequence @s(%x: memref<8xi32>) {
      aiex.configure @b {
        aiex.run @t(%x) : (memref<8xi32>)
      }
    }
  }
  aie.device(npu1) @b {
    aie.runtime_sequence @t(%x: memref<8xi32>) {
      aiex.configure @a {
        aiex.run @s(%x) : (memref<8xi32>)
      }
    }
  }
}

// -----

module {
  aie.device(npu1) @a {
    aie.runtime_sequence @s(%x: memref<8xi32>) {
      aiex.configure @b {
        // expected-error@+1 {{argument count mismatch: expected 2 but got 1}}
        aiex.run @t(%x) : (memref<8xi32>)
      }
    }
  }
  aie.device(npu1) @b {
    aie.runtime_sequence @t(%x: memref<8xi32>, %y: memref<8xi32>) {
    }
  }
}

// -----

module {
  aie.device(npu1) @a {
    aie.runtime_sequence @s(%x: memref<8xi32>) {
      aiex.configure @b {
        // expected-error@+1 {{argument 0 type mismatch:  expected memref<8xi16> but got memref<8xi32>}}
        aiex.run @t(%x) : (memref<8xi32>)
      }
    }
  }
  aie.device(npu1) @b {
    aie.runtime_sequence @t(%x: memref<8xi16>) {
    }
  }
}

// -----

module {
  aie.device(npu1) @a {
    aie.runtime_sequence @s(%x: memref<8xi32>) {
      aiex.configure @b {
        // expected-error@+1 {{no runtime sequence 'u' in device 'b'}}
        aiex.run @u(%x) : (memref<8xi32>)
      }
    }
  }
  aie.device(npu1) @b {
    aie.runtime_sequence @t(%x: memref<8xi32>) {
    }
  }
}

// -----

module {
  aie.device(npu1) @a {
    aie.runtime_sequence @s(%x: memref<8xi32>) {
      aiex.configure @b {
        // expected-error@+1 {{Referenced SSA value defined by unsupported operation type: aie.buffer. Currently only aie.tile and aie.lock operations are supported.}}
        aiex.run @t() : ()
      }
    }
  }
  aie.device(npu1) @b {
    %t = aie.tile(0, 1)
    %buf = aie.buffer(%t) : memref<8xi32>
    aie.runtime_sequence @t() {
      %task = aiex.dma_configure_task(%t, MM2S, 0) {
        aie.dma_bd(%buf : memref<8xi32> offset = 0 len = 8) {bd_id = 0 : i32}
        aie.end
      }
      aiex.dma_start_task(%task)
    }
  }
}

// -----

module {
  aie.device(npu1) @a {
    aie.runtime_sequence @s(%x: memref<8xi32>) {
      // expected-error@+1 {{Device types do not match: 'npu1' vs. 'npu2'}}
      aiex.configure @b {
      }
    }
  }
  aie.device(npu2) @b {
  }
}

// -----

aie.device(npu1) @a {
  aie.runtime_sequence @s(%x: memref<8xi32>) {
    // expected-error@+1 {{No such device: 'nothing'}}
    aiex.configure @nothing {
    }
  }
}
