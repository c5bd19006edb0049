// --aie-lower-dynamic-bd-pool: in a sequence with run-time control flow
// every task draws its BD ids from the tile's pool (a pop before it per BD:
// the first its bd_id operand, a later BD's its bd_id_val), the ids travel
// beside their task through scf.for iter_args and scf.if results, and each
// dma_free_task becomes a push of each id; an
// await stays a completion wait. A straight-line sequence is left to the
// static assignment, and a sequence that pops already is left alone, so the
// pass changes nothing the second time. Pops and pushes draw on the ids the
// task's channel may use, `partition [lo, hi)`: all 16 of a shim or compute
// tile, the upper 24 of a mem tile for an odd channel (the last case).
// RUN: aiec --split-input-file %s --aie-lower-dynamic-bd-pool | FileCheck %s
// RUN: aiec --split-input-file %s --aie-lower-dynamic-bd-pool -o %t.once.mlir
// RUN: aiec --split-input-file %t.once.mlir --aie-lower-dynamic-bd-pool -o %t.twice.mlir
// RUN: cmp %t.once.mlir %t.twice.mlir

// Three tiles' worth of work per run-time trip: the first task before the
// loop, each trip's task freed one trip later (its id pushed back then),
// the last after the loop.
// CHECK-LABEL: @trips
// CHECK: %[[FIRST:.*]] = aiex.dma_bd_pool_pop(0, 0) partition [0, 16) : i32
// CHECK-NEXT: %[[T0:.*]] = aiex.dma_configure_task(%{{.*}}, S2MM, 1) bd_id %[[FIRST]] : i32 {
// CHECK: %[[L:[0-9]+]]:3 = scf.for %{{.*}} to %arg1 step %{{.*}} iter_args(%{{arg[0-9]+}} = %c0_i32, %[[PREV:arg[0-9]+]] = %[[T0]], %[[PREV_ID:arg[0-9]+]] = %[[FIRST]]) -> (i32, index, i32) {
// CHECK-NEXT: %[[ID:.*]] = aiex.dma_bd_pool_pop(0, 0) partition [0, 16) : i32
// CHECK-NEXT: %[[T:.*]] = aiex.dma_configure_task(%{{.*}}, S2MM, 1) bd_id %[[ID]] : i32 {
// CHECK: aiex.dma_await_task(%[[PREV]])
// CHECK-NEXT: aiex.dma_bd_pool_push(0, 0) partition [0, 16) bd_id %[[PREV_ID]] : i32
// CHECK-NOT: aiex.dma_free_task
// CHECK: scf.yield %{{[0-9]+}}, %[[T]], %[[ID]] : i32, index, i32
// CHECK: aiex.dma_await_task(%[[L]]#1)
// CHECK-NEXT: aiex.dma_bd_pool_push(0, 0) partition [0, 16) bd_id %[[L]]#2 : i32
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence @trips(%out: memref<256xi32>, %n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0 : i32
      %first = aiex.dma_configure_task(%shim, S2MM, 1) {
        aie.dma_bd(%out : memref<256xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%first)
      %done:2 = scf.for %i = %c0 to %n step %c1 iter_args(%count = %zero, %prev = %first) -> (i32, index) {
        %t = aiex.dma_configure_task(%shim, S2MM, 1) {
          aie.dma_bd(%out : memref<256xi32> offset = 64 len = 64)
          aie.end
        } {issue_token = true}
        aiex.dma_start_task(%t)
        aiex.dma_await_task(%prev)
        aiex.dma_free_task(%prev)
        %one = arith.constant 1 : i32
        %next = arith.addi %count, %one : i32
        scf.yield %next, %t : i32, index
      }
      aiex.dma_await_task(%done#1)
      aiex.dma_free_task(%done#1)
    }
  }
}

// -----

// A task from either branch of a run-time condition, freed after it: the
// if gains an i32 result for the id each branch popped.
// CHECK-LABEL: @either
// CHECK: %[[R:.*]]:2 = scf.if %arg1 -> (index, i32) {
// CHECK-NEXT: %[[A:.*]] = aiex.dma_bd_pool_pop(1, 0) partition [0, 16) : i32
// CHECK: scf.yield %{{.*}}, %[[A]] : index, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[B:.*]] = aiex.dma_bd_pool_pop(1, 0) partition [0, 16) : i32
// CHECK: scf.yield %{{.*}}, %[[B]] : index, i32
// CHECK: aiex.dma_await_task(%[[R]]#0)
// CHECK-NEXT: aiex.dma_bd_pool_push(1, 0) partition [0, 16) bd_id %[[R]]#1 : i32
module {
  aie.device(npu1) {
    %shim = aie.tile(1, 0)
    aie.runtime_sequence @either(%in: memref<128xi32>, %low: i1) {
      %r = scf.if %low -> (index) {
        %a = aiex.dma_configure_task(%shim, MM2S, 0) {
          aie.dma_bd(%in : memref<128xi32> offset = 0 len = 64)
          aie.end
        } {issue_token = true}
        aiex.dma_start_task(%a)
        scf.yield %a : index
      } else {
        %b = aiex.dma_configure_task(%shim, MM2S, 0) {
          aie.dma_bd(%in : memref<128xi32> offset = 64 len = 64)
          aie.end
        } {issue_token = true}
        aiex.dma_start_task(%b)
        scf.yield %b : index
      }
      aiex.dma_await_task(%r)
      aiex.dma_free_task(%r)
    }
  }
}

// -----

// Straight-line: the static BD-id assignment's.
// CHECK-LABEL: @straight
// CHECK-NOT: aiex.dma_bd_pool
// CHECK: aiex.dma_free_task
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence @straight(%in: memref<64xi32>) {
      %t = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
      aiex.dma_free_task(%t)
    }
  }
}

// -----

// A chain: one pop per BD, in body order; both ids ride the loop after the
// task and both are pushed.
// CHECK-LABEL: @chain
// CHECK:      %[[I0:.*]] = aiex.dma_bd_pool_pop(0, 0) partition [0, 16) : i32
// CHECK:      %[[I1:.*]] = aiex.dma_bd_pool_pop(0, 0) partition [0, 16) : i32
// CHECK:      %[[T:.*]] = aiex.dma_configure_task(%{{.*}}, MM2S, 0) bd_id %[[I0]] : i32 {
// CHECK:        aie.dma_bd({{.*}} offset = 128 len = 128) bd_id_val %[[I1]] : i32
// CHECK:      %[[L:[0-9]+]]:3 = scf.for
// CHECK-SAME: iter_args(%{{[a-z0-9]+}} = %[[T]], %[[P0:arg[0-9]+]] = %[[I0]], %[[P1:arg[0-9]+]] = %[[I1]]) -> (index, i32, i32)
// CHECK:        %[[N0:.*]] = aiex.dma_bd_pool_pop(0, 0) partition [0, 16) : i32
// CHECK:        %[[N1:.*]] = aiex.dma_bd_pool_pop(0, 0) partition [0, 16) : i32
// CHECK:        aiex.dma_bd_pool_push(0, 0) partition [0, 16) bd_id %[[P0]] : i32
// CHECK-NEXT:   aiex.dma_bd_pool_push(0, 0) partition [0, 16) bd_id %[[P1]] : i32
// CHECK-NEXT:   scf.yield %{{[0-9]+}}, %[[N0]], %[[N1]] : index, i32, i32
// CHECK:      aiex.dma_await_task(%[[L]]#0)
// CHECK-NEXT: aiex.dma_bd_pool_push(0, 0) partition [0, 16) bd_id %[[L]]#1 : i32
// CHECK-NEXT: aiex.dma_bd_pool_push(0, 0) partition [0, 16) bd_id %[[L]]#2 : i32
aie.device(npu1) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence @chain(%in: memref<1024xi32>, %n: index) {
    %c1 = arith.constant 1 : index
    %first = aiex.dma_configure_task(%shim, MM2S, 0) {
      aie.dma_bd(%in : memref<1024xi32> offset = 0 len = 128)
      aie.next_bd ^second
    ^second:
      aie.dma_bd(%in : memref<1024xi32> offset = 128 len = 128)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%first)
    %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %first) -> (index) {
      %t = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<1024xi32> offset = 0 len = 128)
        aie.next_bd ^second
      ^second:
        aie.dma_bd(%in : memref<1024xi32> offset = 128 len = 128)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_free_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
    aiex.dma_free_task(%last)
  }
}

// -----

// A mem tile's odd channel draws on the upper 24 of its 48 BD ids.
// CHECK-LABEL: @memtile_odd_channel
// CHECK:        scf.for
// CHECK-NEXT:     %[[M:.*]] = aiex.dma_bd_pool_pop(0, 1) partition [24, 48) : i32
// CHECK:          aiex.dma_bd_pool_push(0, 1) partition [24, 48) bd_id %[[M]] : i32
aie.device(npu2) {
  %mem = aie.tile(0, 1)
  %buf = aie.buffer(%mem) : memref<256xi32>
  aie.runtime_sequence @memtile_odd_channel(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %t = aiex.dma_configure_task(%mem, MM2S, 3) {
        aie.dma_bd(%buf : memref<256xi32> offset = 0 len = 256)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
      aiex.dma_free_task(%t)
    }
  }
}
