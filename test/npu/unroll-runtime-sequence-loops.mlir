// --aie-unroll-runtime-sequence-loops: constant-trip scf.for loops of a
// runtime sequence become one copy of their body per iteration (task handles
// carried through iter_args), constant scf.if becomes the branch taken, and
// --aie-assign-runtime-sequence-bd-ids then sees straight-line IR.
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-unroll-runtime-sequence-loops %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-unroll-runtime-sequence-loops --aie-assign-runtime-sequence-bd-ids %s | FileCheck %s --check-prefix=IDS

// A one-behind ping-pong whose prologue task has one BD and whose loop tasks
// have two: ids 0, then 1 2 (0 still held), then 0 3.
// CHECK-LABEL: @conv_halo
// CHECK-NOT:   scf.
// CHECK:       %[[INIT:.*]] = aiex.dma_configure_task(%shim_noc_tile_0_0, MM2S, 0)
// CHECK:       aiex.dma_start_task(%[[INIT]])
// CHECK-NEXT:  %[[T1:.*]] = aiex.dma_configure_task(%shim_noc_tile_0_0, MM2S, 0)
// CHECK:       aiex.dma_start_task(%[[T1]])
// CHECK-NEXT:  aiex.dma_free_task(%[[INIT]])
// CHECK-NEXT:  %[[T2:.*]] = aiex.dma_configure_task(%shim_noc_tile_0_0, MM2S, 0)
// CHECK:       aiex.dma_start_task(%[[T2]])
// CHECK-NEXT:  aiex.dma_free_task(%[[T1]])
// CHECK-NEXT:  aiex.dma_await_task(%[[T2]])
// CHECK-NEXT:  aiex.dma_free_task(%[[T2]])
// CHECK-NEXT:  }
// IDS-LABEL: @conv_halo
// IDS:       aie.dma_bd(%arg0 : memref<1024xi32>, 0, 256) {bd_id = 0 : i32}
// IDS:       aie.dma_bd(%arg0 : memref<1024xi32>, 0, 128) {bd_id = 1 : i32}
// IDS:       aie.dma_bd(%arg0 : memref<1024xi32>, 128, 128) {bd_id = 2 : i32}
// IDS:       aie.dma_bd(%arg0 : memref<1024xi32>, 0, 128) {bd_id = 0 : i32}
// IDS:       aie.dma_bd(%arg0 : memref<1024xi32>, 128, 128) {bd_id = 3 : i32}
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @conv_halo(%arg0: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %init = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32>, 0, 256)
      aie.end
    }
    aiex.dma_start_task(%init)
    %last = scf.for %i = %c1 to %c3 step %c1 iter_args(%prev = %init) -> (index) {
      %t = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
        aie.dma_bd(%arg0 : memref<1024xi32>, 0, 128)
        aie.next_bd ^halo
      ^halo:
        aie.dma_bd(%arg0 : memref<1024xi32>, 128, 128)
        aie.end
      }
      aiex.dma_start_task(%t)
      aiex.dma_free_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
    aiex.dma_free_task(%last)
  }
}

// -----

// Nested loops (the inner one's bound is the outer induction variable), a
// loop in a constant scf.if, and the induction variable as a constant of
// each copy: 0, then 0 1, then 0 1 2 (6 writes).
// CHECK-LABEL: @nested
// CHECK-NOT:   scf.
// CHECK-COUNT-6: aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
// CHECK-NOT:   aiex.npu.write32
// CHECK:       aiex.npu.sync
// IDS-LABEL: @nested
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @nested() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %true = arith.constant true
    scf.if %true {
      scf.for %i = %c1 to %c4 step %c1 {
        scf.for %j = %c0 to %i step %c1 {
          aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
        }
      }
    }
    aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}
  }
}

// -----

// Values through iter_args: the loop sums 0 + 2 + 4 + 6, folded on the way
// (12); a condition computed from the induction variable picks a branch per
// copy; a loop with no iterations gives its initial values (7).
// CHECK-LABEL: @carried
// CHECK-NOT:   scf.
// CHECK:       aiex.npu.write32 {address = 8192 : ui32, value = 0 : ui32}
// CHECK-NOT:   aiex.npu.write32
// CHECK:       aiex.npu.write32 {address = 8192 : ui32, value = 0 : ui32}
// CHECK-NOT:   aiex.npu.write32
// CHECK:       aiex.npu.write32 {address = 8196 : ui32, value = 0 : ui32}
// CHECK-NOT:   aiex.npu.write32
// CHECK:       aiex.npu.write32 {address = 8192 : ui32, value = 0 : ui32}
// CHECK-NOT:   aiex.npu.write32
// CHECK:       arith.constant 12 : i32
// CHECK-NEXT:  arith.constant 7 : i32
// CHECK-NEXT:  }
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @carried() {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    %zero = arith.constant 0 : index
    %seven = arith.constant 7 : index
    %sum = scf.for %i = %c0 to %c8 step %c2 iter_args(%acc = %zero) -> (index) {
      %four = arith.constant 4 : index
      %is4 = arith.cmpi eq, %i, %four : index
      scf.if %is4 {
        aiex.npu.write32 {address = 8196 : ui32, value = 0 : ui32}
      } else {
        aiex.npu.write32 {address = 8192 : ui32, value = 0 : ui32}
      }
      %next = arith.addi %acc, %i : index
      scf.yield %next : index
    }
    %none = scf.for %i = %c5 to %c2 step %c2 iter_args(%v = %seven) -> (index) {
      aiex.npu.write32 {address = 12288 : ui32, value = 0 : ui32}
      %w = arith.addi %v, %c2 : index
      scf.yield %w : index
    }
    %s = arith.index_cast %sum : index to i32
    %n = arith.index_cast %none : index to i32
  }
}
