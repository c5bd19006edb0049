// Errors of --aie-dma-tasks-to-npu and --aie-dma-to-npu on tasks with a
// bd_id operand: in a chain whose first BD takes a run-time id (from the
// pool), every BD needs an id of its own (dma-tasks-run-time-chain.mlir);
// a run-time id must come from the pool; a
// constant id must name a BD its channel can use and agree with the BD's own bd_id;
// a buffer-relative write needs a constant offset.
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu --aie-dma-to-npu %s

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>) {
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    %t = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %id : i32 {
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 32)
      aie.next_bd ^second
    ^second:
      // expected-error@+1 {{has no BD id, in a chain whose ids are known only at run time}}
      aie.dma_bd(%in : memref<64xi32> offset = 32 len = 32)
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>, %id: i32) {
    // expected-error@+1 {{has a bd_id known only at run time that is not drawn from the BD pool}}
    %t = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %id : i32 {
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
    aiex.dma_start_task(%t)
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>) {
    %three = arith.constant 3 : i32
    // expected-note@+1 {{the task is configured here}}
    %t = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %three : i32 {
      // expected-error@+1 {{has bd_id = 4, but its task's bd_id operand is 3}}
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64) {bd_id = 4 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<64xi32>) {
    %big = arith.constant 16 : i32
    // expected-error@+1 {{bd_id 16 is not a BD channel 0 of tile (0, 0) can use}}
    %t = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %big : i32 {
      aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %core = aie.tile(0, 2)
  %buf = aie.buffer(%core) {address = 1024 : i32, sym_name = "buf"} : memref<64xi32>
  aie.runtime_sequence() {
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    %v = arith.constant 7 : i32
    // expected-error@+1 {{'address' is known only at run time here}}
    aiex.npu.write32(%id, %v) {buffer = @buf} : i32, i32
  }
}

// -----

// Odd mem-tile channels use BDs 24 to 47.
aie.device(npu1) {
  %mem = aie.tile(0, 1)
  %buf = aie.buffer(%mem) {address = 0 : i32} : memref<64xi32>
  aie.runtime_sequence() {
    %zero = arith.constant 0 : i32
    // expected-error@+1 {{bd_id 0 is not a BD channel 1 of tile (0, 1) can use}}
    %t = aiex.dma_configure_task(%mem, MM2S, 1) bd_id %zero : i32 {
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
  }
}

