// Errors of --aie-resolve-bd-pool: what the pool cannot give at run time
// (mlir-aie's pool gives no transaction stream when it is empty) and what a
// careful user would not mean (an id pushed back twice, onto another tile's
// pool, or used by a task after it went back), and pops the compile-time
// replay cannot reach (run-time control flow).
// RUN: aiec --split-input-file --verify-diagnostics --aie-resolve-bd-pool %s
// RUN: not aiec --split-input-file --aie-resolve-bd-pool %s 2>&1 | FileCheck %s

// The shim tile's pool holds 16 ids.
aie.device(npu1) {
  aie.runtime_sequence() {
    %0 = aiex.dma_bd_pool_pop(0, 0) : i32
    %1 = aiex.dma_bd_pool_pop(0, 0) : i32
    %2 = aiex.dma_bd_pool_pop(0, 0) : i32
    %3 = aiex.dma_bd_pool_pop(0, 0) : i32
    %4 = aiex.dma_bd_pool_pop(0, 0) : i32
    %5 = aiex.dma_bd_pool_pop(0, 0) : i32
    %6 = aiex.dma_bd_pool_pop(0, 0) : i32
    %7 = aiex.dma_bd_pool_pop(0, 0) : i32
    %8 = aiex.dma_bd_pool_pop(0, 0) : i32
    %9 = aiex.dma_bd_pool_pop(0, 0) : i32
    %10 = aiex.dma_bd_pool_pop(0, 0) : i32
    %11 = aiex.dma_bd_pool_pop(0, 0) : i32
    %12 = aiex.dma_bd_pool_pop(0, 0) : i32
    %13 = aiex.dma_bd_pool_pop(0, 0) : i32
    %14 = aiex.dma_bd_pool_pop(0, 0) : i32
    %15 = aiex.dma_bd_pool_pop(0, 0) : i32
    // CHECK: error: 'aiex.dma_bd_pool_pop' op pops from the BD pool of tile (0, 0), which is empty: its 16 BD ids are all popped
    // CHECK: help: push an id back (aiex.dma_bd_pool_push) once its task is done
    // expected-error@+1 {{pops from the BD pool of tile (0, 0), which is empty: its 16 BD ids are all popped}}
    %16 = aiex.dma_bd_pool_pop(0, 0) : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    %three = arith.constant 3 : i32
    // expected-error@+1 {{pushes BD id 3, which is not popped from the BD pool of tile (0, 0)}}
    aiex.dma_bd_pool_push(0, 0) bd_id %three : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    // expected-note@+1 {{pushed back here}}
    aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    // expected-error@+1 {{pushes BD id 0, which is not popped: it was pushed back already}}
    aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-note@+1 {{the id is popped here}}
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    // expected-error@+1 {{pushes BD id 0 of the BD pool of tile (0, 0) onto the pool of tile (1, 0)}}
    aiex.dma_bd_pool_push(1, 0) bd_id %id : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%id: i32) {
    // expected-error@+1 {{pushes a value that no aiex.dma_bd_pool_pop of this sequence returned}}
    aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>) {
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    // expected-note@+1 {{pushed back here}}
    aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    // CHECK: error: 'aiex.dma_configure_task' op configures a task with BD id 0 after it was pushed back to the BD pool
    // CHECK: help: push the id back after the task is done (after its aiex.dma_await_task)
    // expected-error@+1 {{configures a task with BD id 0 after it was pushed back to the BD pool}}
    %t = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %id : i32 {
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>) {
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    %t = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %id : i32 {
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
    // expected-note@+1 {{pushed back here}}
    aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    // expected-error@+1 {{starts a task with BD id 0 after it was pushed back to the BD pool}}
    aiex.dma_start_task(%t)
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(1, 0)
  aie.runtime_sequence(%in: memref<64xi32>) {
    // expected-note@+1 {{the id is popped here}}
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    // expected-error@+1 {{takes BD id 0 from the BD pool of tile (0, 0) but runs on tile (1, 0)}}
    %t = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %id : i32 {
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{pops from the BD pool of tile (9, 0), which is not a tile of the device}}
    %id = aiex.dma_bd_pool_pop(9, 0) : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-note@+1 {{inside this loop or condition}}
    scf.for %i = %c0 to %n step %c1 {
      // CHECK: error: 'aiex.dma_bd_pool_pop' op draws on the BD pool inside run-time control flow: its BD id is not known at compile time
      // CHECK: help: this loop's upper bound is not a constant: the CERT path resolves the pool at compile time
      // expected-error@+1 {{draws on the BD pool inside run-time control flow}}
      %id = aiex.dma_bd_pool_pop(0, 0) : i32
      aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    }
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    // expected-note@+1 {{inside this loop or condition}}
    scf.for %i = %c0 to %c2 step %c1 {
      // CHECK: help: run --aie-unroll-runtime-sequence-loops first (the default pipeline does)
      // expected-error@+1 {{draws on the BD pool inside a loop or condition that is not unrolled yet}}
      %id = aiex.dma_bd_pool_pop(0, 0) : i32
      aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    }
  }
}

// -----

// A partition past the tile's table (a shim tile has 16 BDs): the verifier's.
aie.device(npu2) {
  aie.runtime_sequence @past() {
    // CHECK: error: 'aiex.dma_bd_pool_pop' op partition [8, 20) is not a nonempty range of the 16 buffer descriptors on tile (0, 0)
    // CHECK: help: write the partition as [first id, one past the last id), within the tile's BDs
    // expected-error@+1 {{partition [8, 20) is not a nonempty range of the 16 buffer descriptors on tile (0, 0)}}
    %a = aiex.dma_bd_pool_pop(0, 0) partition [8, 20) : i32
  }
}

// -----

// Every id of a partition popped: empty, although the tile has others.
aie.device(npu2) {
  aie.runtime_sequence @drained() {
    %a = aiex.dma_bd_pool_pop(0, 0) partition [14, 16) : i32
    %b = aiex.dma_bd_pool_pop(0, 0) partition [14, 16) : i32
    // CHECK: error: 'aiex.dma_bd_pool_pop' op pops from the BD pool of tile (0, 0) for BDs 14 to 15, which is empty
    // expected-error@+1 {{pops from the BD pool of tile (0, 0) for BDs 14 to 15, which is empty}}
    %c = aiex.dma_bd_pool_pop(0, 0) partition [14, 16) : i32
  }
}
