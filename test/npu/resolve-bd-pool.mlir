// --aie-resolve-bd-pool replays mlir-aie's BD pool at compile time: a tile's
// pool starts with all its BD ids, 0 on top; a pop takes the top id, a push
// puts the id back on top (last in, first out); tiles have pools of their
// own. Each pop becomes the constant it gives, pushes go. As in the default
// pipeline, constant loops are unrolled first: each iteration pops again.
// RUN: aiec --split-input-file %s --aie-unroll-runtime-sequence-loops --aie-resolve-bd-pool | FileCheck %s
// RUN: aiec --split-input-file %s --aie-unroll-runtime-sequence-loops --aie-resolve-bd-pool --canonicalize | FileCheck %s --check-prefix=LOWERED

// CHECK-LABEL: @order
// CHECK: %[[A:.*]] = arith.constant 0 : i32
// CHECK: bd_id %[[A]] : i32
// CHECK: %[[B:.*]] = arith.constant 1 : i32
// CHECK: bd_id %[[B]] : i32
// CHECK: %[[C:.*]] = arith.constant 2 : i32
// CHECK: bd_id %[[C]] : i32
// 1 pushed back last is on top:
// CHECK: %[[D:.*]] = arith.constant 1 : i32
// CHECK: bd_id %[[D]] : i32
// CHECK: %[[E:.*]] = arith.constant 0 : i32
// CHECK: bd_id %[[E]] : i32
// Column 1 has a pool of its own:
// CHECK: %[[F:.*]] = arith.constant 0 : i32
// CHECK: aiex.dma_configure_task(%{{.*}}tile_1_0, S2MM, 0) bd_id %[[F]] : i32
// CHECK-NOT: aiex.dma_bd_pool
module {
  aie.device(npu1) {
    %s0 = aie.tile(0, 0)
    %s1 = aie.tile(1, 0)
    aie.runtime_sequence @order(%in: memref<64xi32>) {
      %a = aiex.dma_bd_pool_pop(0, 0) : i32
      %ta = aiex.dma_configure_task(%s0, MM2S, 0) bd_id %a : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      %b = aiex.dma_bd_pool_pop(0, 0) : i32
      %tb = aiex.dma_configure_task(%s0, MM2S, 1) bd_id %b : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      %c = aiex.dma_bd_pool_pop(0, 0) : i32
      %tc = aiex.dma_configure_task(%s0, S2MM, 0) bd_id %c : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%ta)
      aiex.dma_start_task(%tb)
      aiex.dma_await_task(%ta)
      aiex.dma_await_task(%tb)
      aiex.dma_bd_pool_push(0, 0) bd_id %a : i32
      aiex.dma_bd_pool_push(0, 0) bd_id %b : i32
      %d = aiex.dma_bd_pool_pop(0, 0) : i32
      %td = aiex.dma_configure_task(%s0, MM2S, 0) bd_id %d : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      %e = aiex.dma_bd_pool_pop(0, 0) : i32
      %te = aiex.dma_configure_task(%s0, MM2S, 1) bd_id %e : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      %f = aiex.dma_bd_pool_pop(1, 0) : i32
      %tf = aiex.dma_configure_task(%s1, S2MM, 0) bd_id %f : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
    }
  }
}

// -----

// A one-behind ping-pong in a constant loop: each iteration pops an id for
// its task and pushes back the id of the task before, so ids alternate.
// CHECK-LABEL: @pingpong
// CHECK: %[[I0:.*]] = arith.constant 0 : i32
// CHECK: bd_id %[[I0]] : i32
// CHECK: %[[I1:.*]] = arith.constant 1 : i32
// CHECK: bd_id %[[I1]] : i32
// CHECK: %[[I2:.*]] = arith.constant 0 : i32
// CHECK: bd_id %[[I2]] : i32
// CHECK: %[[I3:.*]] = arith.constant 1 : i32
// CHECK: bd_id %[[I3]] : i32
// CHECK-NOT: aiex.dma_bd_pool
// CHECK: aiex.dma_await_task
// CHECK-NEXT: aiex.dma_await_task
// CHECK-NEXT: }
module {
  aie.device(npu1) {
    %s0 = aie.tile(0, 0)
    aie.runtime_sequence @pingpong(%in: memref<64xi32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %id0 = aiex.dma_bd_pool_pop(0, 0) : i32
      %t0 = aiex.dma_configure_task(%s0, MM2S, 0) bd_id %id0 : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t0)
      %last:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%prev = %t0, %prev_id = %id0) -> (index, i32) {
        %id = aiex.dma_bd_pool_pop(0, 0) : i32
        %t = aiex.dma_configure_task(%s0, MM2S, 0) bd_id %id : i32 {
          aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
          aie.end
        } {issue_token = true}
        aiex.dma_start_task(%t)
        aiex.dma_await_task(%prev)
        aiex.dma_bd_pool_push(0, 0) bd_id %prev_id : i32
        scf.yield %t, %id : index, i32
      }
      aiex.dma_await_task(%last#0)
      aiex.dma_bd_pool_push(0, 0) bd_id %last#1 : i32
    }
  }
}

// -----

// After --aie-dma-tasks-to-npu the id feeds arith (the BD's registers and the
// queue word): that folds to constants with it.
// LOWERED-LABEL: @lowered
// The constants gather at the sequence's start in the order MLIR's folder
// leaves them: each moved there goes before those already there.
// LOWERED-NEXT: %[[REG:.*]] = arith.constant 118788 : i32
// LOWERED-NEXT: %[[ID:.*]] = arith.constant 0 : i32
// LOWERED-NEXT: %[[WORD0:.*]] = arith.constant 118784 : i32
// LOWERED-NEXT: %[[LEN:.*]] = arith.constant 64 : i32
// LOWERED-NEXT: aiex.npu.write32(%[[WORD0]], %[[LEN]]) : i32, i32
// LOWERED-NEXT: aiex.npu.address_patch(%[[ID]] : i32) addr %[[REG]] : i32
// LOWERED-NEXT: aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %[[ID]] repeat %[[ID]]
// LOWERED-NEXT: {{^ *}}}
module {
  aie.device(npu1) {
    %s0 = aie.tile(0, 0)
    aie.runtime_sequence @lowered(%in: memref<64xi32>) {
      %id = aiex.dma_bd_pool_pop(0, 0) : i32
      %c118784_i32 = arith.constant 118784 : i32
      %c32_i32 = arith.constant 32 : i32
      %0 = arith.muli %id, %c32_i32 : i32
      %1 = arith.addi %c118784_i32, %0 : i32
      %c0_i32 = arith.constant 0 : i32
      %2 = arith.addi %1, %c0_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      aiex.npu.write32(%2, %c64_i32) : i32, i32
      %c4_i32 = arith.constant 4 : i32
      %3 = arith.addi %1, %c4_i32 : i32
      aiex.npu.address_patch(%c0_i32 : i32) addr %3 : i32 {addr = 118788 : ui32, arg_idx = 0 : i32}
      aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %id repeat %c0_i32 {issue_token = true} : i32, i32
      aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    }
  }
}

// -----

// A pop for a channel (mlir-aie's third operand) takes the topmost id that
// channel may use: a mem tile's odd channels use BDs 24 to 47, its even
// ones 0 to 23; a pop without a channel takes any.
// CHECK-LABEL: @channel
// CHECK: %[[A:.*]] = arith.constant 24 : i32
// CHECK: aiex.dma_configure_task(%{{.*}}tile_0_1, S2MM, 1) bd_id %[[A]] : i32
// CHECK: %[[B:.*]] = arith.constant 0 : i32
// CHECK: aiex.dma_configure_task(%{{.*}}tile_0_1, S2MM, 0) bd_id %[[B]] : i32
// CHECK: %[[C:.*]] = arith.constant 1 : i32
// CHECK: aiex.dma_configure_task(%{{.*}}tile_0_1, MM2S, 0) bd_id %[[C]] : i32
module {
  aie.device(npu1) {
    %m = aie.tile(0, 1)
    %buf = aie.buffer(%m) {address = 0 : i32} : memref<64xi32>
    aie.runtime_sequence @channel() {
      %a = aiex.dma_bd_pool_pop(0, 1, 1) : i32
      %ta = aiex.dma_configure_task(%m, S2MM, 1) bd_id %a : i32 {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      %b = aiex.dma_bd_pool_pop(0, 1, 0) : i32
      %tb = aiex.dma_configure_task(%m, S2MM, 0) bd_id %b : i32 {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      %c = aiex.dma_bd_pool_pop(0, 1) : i32
      %tc = aiex.dma_configure_task(%m, MM2S, 0) bd_id %c : i32 {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      aiex.dma_bd_pool_push(0, 1, 1) bd_id %a : i32
      aiex.dma_bd_pool_push(0, 1, 0) bd_id %b : i32
      aiex.dma_bd_pool_push(0, 1) bd_id %c : i32
    }
  }
}

// -----

// A partition `[lo, hi)` draws the topmost free id it holds: 1 on the shim
// (0, on top, is not in it), 24 on the mem tile's odd half. A push puts the
// id back on top of the tile's pool, where a pop naming no partition takes
// it; the partition's next pop passes over 0 again.
// CHECK-LABEL: @partitions
// CHECK: %[[P:.*]] = arith.constant 1 : i32
// CHECK: aiex.dma_configure_task(%{{.*}}, MM2S, 0) bd_id %[[P]] : i32
// CHECK: %[[Q:.*]] = arith.constant 24 : i32
// CHECK: aiex.dma_configure_task(%{{.*}}, MM2S, 1) bd_id %[[Q]] : i32
// CHECK: %[[R:.*]] = arith.constant 1 : i32
// CHECK: aiex.dma_configure_task(%{{.*}}, S2MM, 0) bd_id %[[R]] : i32
// CHECK: %[[S:.*]] = arith.constant 2 : i32
// CHECK: aiex.dma_configure_task(%{{.*}}, S2MM, 1) bd_id %[[S]] : i32
// CHECK-NOT: aiex.dma_bd_pool
aie.device(npu2) {
  %t00 = aie.tile(0, 0)
  %t01 = aie.tile(0, 1)
  %buf = aie.buffer(%t01) {address = 0 : i32} : memref<1024xi32>
  aie.runtime_sequence @partitions(%arg0: memref<1024xi32>) {
    %a = aiex.dma_bd_pool_pop(0, 0) partition [1, 16) : i32
    %t = aiex.dma_configure_task(%t00, MM2S, 0) bd_id %a : i32 {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    %m = aiex.dma_bd_pool_pop(0, 1) partition [24, 48) : i32
    %u = aiex.dma_configure_task(%t01, MM2S, 1) bd_id %m : i32 {
      aie.dma_bd(%buf : memref<1024xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t)
    aiex.dma_start_task(%u)
    aiex.dma_await_task(%t)
    aiex.dma_await_task(%u)
    aiex.dma_bd_pool_push(0, 0) partition [1, 16) bd_id %a : i32
    %b = aiex.dma_bd_pool_pop(0, 0) : i32
    %v = aiex.dma_configure_task(%t00, S2MM, 0) bd_id %b : i32 {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    %c = aiex.dma_bd_pool_pop(0, 0) partition [1, 16) : i32
    %w = aiex.dma_configure_task(%t00, S2MM, 1) bd_id %c : i32 {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%v)
    aiex.dma_start_task(%w)
    aiex.dma_await_task(%v)
    aiex.dma_await_task(%w)
  }
}
