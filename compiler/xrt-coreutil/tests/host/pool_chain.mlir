// Adds 7 to the first N words of argument 0 into argument 2 (N a multiple
// of 32), N known only when the host builds the instruction stream (as
// run_time_txn.cpp does): a run-time loop of N / 32 rounds, each moving 32
// words in and out with two-BD chains whose ids the
// pool gives at run time (--aie-lower-dynamic-bd-pool: a pop per BD, the ids
// carried and pushed back by each task's free), their offsets run-time
// values. The core adds 7 to blocks of 16 forever.
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %ib = aie.buffer(%t02) {sym_name = "ib"} : memref<16xi32>
    %ob = aie.buffer(%t02) {sym_name = "ob"} : memref<16xi32>
    %in_full = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "in_full"}
    %in_free = aie.lock(%t02, 1) {init = 1 : i32, sym_name = "in_free"}
    %out_full = aie.lock(%t02, 2) {init = 0 : i32, sym_name = "out_full"}
    %out_free = aie.lock(%t02, 3) {init = 1 : i32, sym_name = "out_free"}
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
        %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^r, ^tx)
    ^r:
      aie.use_lock(%in_free, AcquireGreaterEqual, 1)
      aie.dma_bd(%ib : memref<16xi32>, 0, 16)
      aie.use_lock(%in_full, Release, 1)
      aie.next_bd ^r
    ^tx:
      %1 = aie.dma_start(MM2S, 0, ^s, ^end)
    ^s:
      aie.use_lock(%out_full, AcquireGreaterEqual, 1)
      aie.dma_bd(%ob : memref<16xi32>, 0, 16)
      aie.use_lock(%out_free, Release, 1)
      aie.next_bd ^s
    ^end:
      aie.end
    }
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %forever = arith.constant 0xFFFFFFFF : index
      %add = arith.constant 7 : i32
      scf.for %k = %c0 to %forever step %c1 {
        aie.use_lock(%in_full, AcquireGreaterEqual, 1)
        aie.use_lock(%out_free, AcquireGreaterEqual, 1)
        scf.for %i = %c0 to %c16 step %c1 {
          %v = memref.load %ib[%i] : memref<16xi32>
          %w = arith.addi %v, %add : i32
          memref.store %w, %ob[%i] : memref<16xi32>
        }
        aie.use_lock(%in_free, Release, 1)
        aie.use_lock(%out_full, Release, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%in : memref<64xi32>, %spare : memref<64xi32>, %out : memref<64xi32>, %n : i32) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      %blocks = arith.divui %n, %c32 : i32
      %rounds = arith.index_cast %blocks : i32 to index
      scf.for %i = %c0 to %rounds step %c1 {
        %k = arith.index_cast %i : index to i32
        %lo = arith.muli %k, %c32 : i32
        %hi = arith.addi %lo, %c16 : i32
        %send = aiex.dma_configure_task(%t00, MM2S, 0) {
          aie.dma_bd(%in : memref<64xi32> offset = %lo len = 16)
          aie.next_bd ^rest
        ^rest:
          aie.dma_bd(%in : memref<64xi32> offset = %hi len = 16)
          aie.end
        }
        %take = aiex.dma_configure_task(%t00, S2MM, 0) {
          aie.dma_bd(%out : memref<64xi32> offset = %lo len = 16)
          aie.next_bd ^rest
        ^rest:
          aie.dma_bd(%out : memref<64xi32> offset = %hi len = 16)
          aie.end
        } {issue_token = true}
        aiex.dma_start_task(%take)
        aiex.dma_start_task(%send)
        aiex.dma_await_task(%take)
        aiex.dma_free_task(%send)
        aiex.dma_free_task(%take)
      }
    }
  }
}
