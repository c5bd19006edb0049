// aiex.dma_channel_reset empties a channel's start queue: two BDs of (0, 2)
// both wait on lock @go; the sequence queues the stale BD, resets MM2S 0,
// queues the fresh BD and opens the lock, so only the fresh words reach the
// host. Without the reset the stale BD runs first (STALE).
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [7, 7, 7, 7] (4 × i32)
// RUN: sed -e 's/^ *aiex.dma_channel_reset(.*$//' %s > %t.noreset.mlir
// RUN: aie-sim %t.noreset.mlir --allow-idle-cores --output 0=%t.stale | FileCheck %s --check-prefix=STALE
// STALE: argument 0 = [9, 9, 9, 9] (4 × i32)
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %go = aie.lock(%core, 0) {init = 0 : i32, sym_name = "go"}
    %done = aie.lock(%core, 1) {init = 0 : i32, sym_name = "done"}
    %fresh = aie.buffer(%core) {sym_name = "fresh"} : memref<4xi32> = dense<7>
    %stale = aie.buffer(%core) {sym_name = "stale"} : memref<4xi32> = dense<9>
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    %mem = aie.mem(%core) {
      %s = aie.dma_start(MM2S, 0, ^stale, ^end)
    ^stale:
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.dma_bd(%stale : memref<4xi32> offset = 0 len = 4) {bd_id = 0 : i32}
      aie.use_lock(%done, Release, 1)
      aie.next_bd ^fresh
    ^fresh:
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.dma_bd(%fresh : memref<4xi32> offset = 0 len = 4) {bd_id = 1 : i32}
      aie.use_lock(%done, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%arg0: memref<4xi32>) {
      %stale_bd = arith.constant 0 : i32
      %fresh_bd = arith.constant 1 : i32
      %once = arith.constant 0 : i32
      aiex.npu.push_queue (0, 2, MM2S : 0) bd_id %stale_bd repeat %once {issue_token = false} : i32, i32
      aiex.dma_channel_reset(%core, MM2S, 0)
      aiex.npu.push_queue (0, 2, MM2S : 0) bd_id %fresh_bd repeat %once {issue_token = false} : i32, i32
      aiex.set_lock(%go, 1)
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<4xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
