// Errors of --aie-lower-dynamic-bd-pool (mlir-aie's messages): what its
// run-time pool cannot carry.
// RUN: aiec --split-input-file --verify-diagnostics --aie-lower-dynamic-bd-pool %s

// No trip count: an id popped in the body has no place to go back.
aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %more: i1) {
    // expected-error@+1 {{scf.while in a runtime sequence is not supported by the dynamic BD pool path; only scf.for and scf.if are supported}}
    scf.while : () -> () {
      scf.condition(%more)
    } do {
      %t = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
      scf.yield
    }
  }
}

// -----

// Each BD's id goes beside its task: the branches of an scf.if yield
// tasks of as many BDs.
aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %go: i1) {
    %r = scf.if %go -> (index) {
      %t = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 32)
        aie.next_bd ^rest
      ^rest:
        aie.dma_bd(%in : memref<64xi32> offset = 32 len = 32)
        aie.end
      }
      scf.yield %t : index
    } else {
      %u = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      // expected-error@+1 {{yields a task of 1 BDs at position 0, where its op carries tasks of 2}}
      scf.yield %u : index
    }
    aiex.dma_free_task(%r)
  }
}

// -----

// A loop's initial task is on S2MM 0, the task each trip yields on S2MM 1:
// the one carried id and the completion wait after the loop serve one.
aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %first = aiex.dma_configure_task(%shim, S2MM, 0) {
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
      aie.end
    } {issue_token = true}
    // expected-error@+1 {{carries a task on different physical channels (tile/direction/channel): its initial task and the task an iteration yields at iter_arg 0}}
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%t = %first) -> (index) {
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
      %next = aiex.dma_configure_task(%shim, S2MM, 1) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      scf.yield %next : index
    }
    aiex.dma_free_task(%last)
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %go: i1) {
    // A task outside the condition draws from the pool too.
    %t = aiex.dma_configure_task(%shim, MM2S, 0) {
      // expected-error@+1 {{pins a buffer descriptor ID inside a runtime-bound sequence that draws IDs from the dynamic pool}}
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64) {bd_id = 2 : i32}
      aie.end
    }
    scf.if %go {
      aiex.dma_start_task(%t)
    }
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %go: i1, %other: index) {
    // expected-error@+1 {{yields a pool-allocated task on only one branch of an scf.if}}
    %r = scf.if %go -> (index) {
      %t = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      scf.yield %t : index
    } else {
      scf.yield %other : index
    }
    aiex.dma_free_task(%r)
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %go: i1) {
    // expected-error@+1 {{yields tasks on different physical channels (tile/direction/channel) from its two branches at the same result}}
    %r = scf.if %go -> (index) {
      %t = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      scf.yield %t : index
    } else {
      %u = aiex.dma_configure_task(%shim, MM2S, 1) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      scf.yield %u : index
    }
    aiex.dma_free_task(%r)
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %n: index, %stray: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %t = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      aiex.dma_free_task(%t)
    }
    // expected-error@+1 {{does not resolve to a task allocated from the runtime pool; cannot return its buffer descriptor ID}}
    aiex.dma_free_task(%stray)
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %n: index, %stray: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t = aiex.dma_configure_task(%shim, MM2S, 0) {
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %t) -> (index) {
      // expected-error@+1 {{yields a value that is not a task of the pool at position 0, where its op carries one}}
      scf.yield %stray : index
    }
  }
}
