// --aie-assign-bd-ids checks the ids given in the input (mlir-aie's rules
// since August 2026): a mem tile's even channels reach BDs 0-23, its odd
// ones 24-47, so an id from the other half is an error at its BD, for
// `aie.dma_start` chains and `aie.dma` regions alike; an id given twice on a
// tile is too. The ids assigned around pinned ones stay in their halves.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-bd-ids %s
// RUN: not aiec --split-input-file --aie-assign-bd-ids %s 2>&1 | FileCheck %s
// RUN: aiec --aie-assign-bd-ids %S/Inputs/accessible-valid.mlir | FileCheck %s --check-prefix=VALID

// VALID: aie.dma_bd(%{{.*}} : memref<8xi32> len = 8) {bd_id = 30 : i32, next_bd_id = 24 : i32}
// VALID: aie.dma_bd(%{{.*}} : memref<8xi32> len = 8) {bd_id = 24 : i32, next_bd_id = 30 : i32}
// VALID: aie.dma_bd(%{{.*}} : memref<8xi32> len = 8) {bd_id = 0 : i32, next_bd_id = 0 : i32}

// CHECK: error: 'aie.dma_bd' op assigned bd_id 5 is not accessible from channel 3 on this tile
// CHECK: help: channel MM2S 3 of the MemTile (1, 1) may use BDs 24-47; give a bd_id in that range or remove it
aie.device(npu1) {
  %m = aie.tile(1, 1)
  %b = aie.buffer(%m) : memref<8xi32>
  aie.memtile_dma(%m) {
    aie.dma_start(MM2S, 3, ^a, ^end)
  ^a:
    aie.dma_bd(%b : memref<8xi32> len = 8)
    aie.next_bd ^c
  ^c:
    // expected-error@+1 {{assigned bd_id 5 is not accessible from channel 3 on this tile}}
    aie.dma_bd(%b : memref<8xi32> len = 8) {bd_id = 5 : i32}
    aie.next_bd ^a
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op assigned bd_id 40 is not accessible from channel 4 on this tile
aie.device(npu2) {
  %m = aie.tile(1, 1)
  %b = aie.buffer(%m) : memref<8xi32>
  %l0 = aie.lock(%m, 0) {init = 1 : i32}
  %l1 = aie.lock(%m, 1)
  aie.memtile_dma(%m) {
    %0 = aie.dma(S2MM, 4) [{
      aie.use_lock(%l0, AcquireGreaterEqual, 1)
      // expected-error@+1 {{assigned bd_id 40 is not accessible from channel 4 on this tile}}
      aie.dma_bd(%b : memref<8xi32> len = 8) {bd_id = 40 : i32}
      aie.use_lock(%l1, Release, 1)
    }]
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op assigned bd_id 2 is already used by another BD on this tile
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) : memref<8xi32>
  aie.mem(%t) {
    aie.dma_start(S2MM, 0, ^a, ^next)
  ^next:
    aie.dma_start(MM2S, 1, ^c, ^end)
  ^a:
    aie.dma_bd(%b : memref<8xi32> len = 8) {bd_id = 2 : i32}
    aie.next_bd ^a
  ^c:
    // expected-error@+1 {{assigned bd_id 2 is already used by another BD on this tile}}
    aie.dma_bd(%b : memref<8xi32> len = 8) {bd_id = 2 : i32}
    aie.next_bd ^c
  ^end:
    aie.end
  }
}
