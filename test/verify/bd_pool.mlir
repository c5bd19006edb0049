// Verifier rules of the BD pool ops and of the run-time operands of DMA
// tasks (mlir-aie's ODS rules and messages): pop and push sit somewhere
// inside a runtime sequence (nested control flow is fine), and BD ids and
// repeat counts are i32 values.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  // CHECK: error: 'aiex.dma_bd_pool_pop' op expects ancestor op 'aie.runtime_sequence'
  // CHECK: help: pop and push BD ids in a runtime sequence
  // expected-error@+1 {{'aiex.dma_bd_pool_pop' op expects ancestor op 'aie.runtime_sequence'}}
  %id = aiex.dma_bd_pool_pop(0, 0) : i32
}

// -----

func.func @outside(%id: i32) {
  // CHECK: error: 'aiex.dma_bd_pool_push' op expects ancestor op 'aie.runtime_sequence'
  // expected-error@+1 {{'aiex.dma_bd_pool_push' op expects ancestor op 'aie.runtime_sequence'}}
  aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
  return
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // In a loop of the sequence: fine.
    scf.for %i = %c0 to %n step %c1 {
      %id = aiex.dma_bd_pool_pop(0, 0) : i32
      aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    }
    // CHECK: error: 'aiex.dma_bd_pool_pop' op result #0 must be 32-bit signless integer, but got 'i64'
    // CHECK: help: BD ids, repeat counts and register words are i32 values
    // expected-error@+1 {{'aiex.dma_bd_pool_pop' op result #0 must be 32-bit signless integer, but got 'i64'}}
    %wide = aiex.dma_bd_pool_pop(0, 0) : i64
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%id: i16) {
    // CHECK: error: 'aiex.dma_bd_pool_push' op operand #0 must be 32-bit signless integer, but got 'i16'
    // expected-error@+1 {{'aiex.dma_bd_pool_push' op operand #0 must be 32-bit signless integer, but got 'i16'}}
    aiex.dma_bd_pool_push(0, 0) bd_id %id : i16
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>, %n: f32) {
    // CHECK: error: 'aiex.dma_configure_task' op operand #1 must be signless integer or index, but got 'f32'
    // expected-error@+1 {{'aiex.dma_configure_task' op operand #1 must be signless integer or index, but got 'f32'}}
    %task = aiex.dma_configure_task(%t, MM2S, 0) repeat %n : f32 {
      aie.dma_bd(%a : memref<8xi32> offset = 0 len = 8)
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>, %r: i32, %id: i64) {
    // CHECK: error: 'aiex.dma_configure_task' op operand #2 must be 32-bit signless integer, but got 'i64'
    // expected-error@+1 {{'aiex.dma_configure_task' op operand #2 must be 32-bit signless integer, but got 'i64'}}
    %task = aiex.dma_configure_task(%t, MM2S, 0) repeat %r : i32 bd_id %id : i64 {
      aie.dma_bd(%a : memref<8xi32> offset = 0 len = 8)
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<8xi32>, %n: si32) {
    // CHECK: error: 'aiex.dma_configure_task_for' op operand #0 must be signless integer or index, but got 'si32'
    // expected-error@+1 {{'aiex.dma_configure_task_for' op operand #0 must be signless integer or index, but got 'si32'}}
    %task = aiex.dma_configure_task_for @in repeat %n : si32 {
      aie.dma_bd(%a : memref<8xi32> offset = 0 len = 8)
      aie.end
    }
  }
}

// -----

// The ids drawn on are named once, and a partition holds some.
aie.device(npu2) {
  aie.runtime_sequence @partitions() {
    // CHECK: error: 'aiex.dma_bd_pool_pop' op names both a channel and a partition of the BD ids
    // CHECK: help: give the partition `[lo, hi)` alone
    // expected-error@+1 {{'aiex.dma_bd_pool_pop' op names both a channel and a partition of the BD ids}}
    %a = aiex.dma_bd_pool_pop(0, 1, 1) partition [24, 48) : i32
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence @empty(%id: i32) {
    // CHECK: error: 'aiex.dma_bd_pool_push' op partition [4, 4) is not a nonempty range of the 16 buffer descriptors on tile (0, 0)
    // expected-error@+1 {{'aiex.dma_bd_pool_push' op partition [4, 4) is not a nonempty range of the 16 buffer descriptors on tile (0, 0)}}
    aiex.dma_bd_pool_push(0, 0) partition [4, 4) bd_id %id : i32
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence @past_the_bds() {
    // CHECK: error: 'aiex.dma_bd_pool_pop' op partition [8, 24) is not a nonempty range of the 16 buffer descriptors on tile (0, 2)
    // CHECK: help: write the partition as [first id, one past the last id), within the tile's BDs
    // expected-error@+1 {{'aiex.dma_bd_pool_pop' op partition [8, 24) is not a nonempty range of the 16 buffer descriptors on tile (0, 2)}}
    %id = aiex.dma_bd_pool_pop(0, 2) partition [8, 24) : i32
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence @a_mem_tile_has_48(%id: i32) {
    aiex.dma_bd_pool_push(0, 1) partition [24, 48) bd_id %id : i32
  }
}
