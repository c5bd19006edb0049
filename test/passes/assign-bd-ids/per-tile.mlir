// BD ids are a tile's, not a region's: a tile described by two aie.mem
// regions numbers its BDs across both (the second region goes on from the
// first), an id given in one region is held for the other (even one that
// comes later), and a given id met twice on the tile is an error.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-bd-ids %s | FileCheck %s

// CHECK-LABEL: module @across
// CHECK:       aie.dma_bd(%{{.*}} : memref<8xi32> offset = 0 len = 4) {bd_id = 1 : i32
// CHECK:       aie.dma_bd(%{{.*}} : memref<8xi32> offset = 0 len = 4) {bd_id = 2 : i32
// CHECK:       aie.dma_bd(%{{.*}} : memref<8xi32> offset = 0 len = 4) {bd_id = 0 : i32
module @across {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %b = aie.buffer(%t) {address = 1024 : i32} : memref<8xi32>
    aie.mem(%t) {
      aie.dma_start(S2MM, 0, ^bd0, ^end)
    ^bd0:
      aie.dma_bd(%b : memref<8xi32>, 0, 4)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.mem(%t) {
      aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.dma_bd(%b : memref<8xi32>, 0, 4)
      aie.next_bd ^bd1
    ^bd1:
      aie.dma_bd(%b : memref<8xi32>, 0, 4) {bd_id = 0 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
  }
}

// -----

module @twice {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %b = aie.buffer(%t) {address = 1024 : i32} : memref<8xi32>
    aie.mem(%t) {
      aie.dma_start(S2MM, 0, ^bd0, ^end)
    ^bd0:
      aie.dma_bd(%b : memref<8xi32>, 0, 4) {bd_id = 3 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.mem(%t) {
      aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      // expected-error@+1 {{'aie.dma_bd' op assigned bd_id 3 is already used by another BD on this tile}}
      aie.dma_bd(%b : memref<8xi32>, 0, 4) {bd_id = 3 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
  }
}

// -----

// A BD chain goes on to a BD or ends; it cannot run into the next channel's
// dma_start.
module @into_start {
  aie.device(npu1_1col) {
    %m = aie.tile(0, 1)
    %b = aie.buffer(%m) {address = 0 : i32} : memref<16xi32>
    aie.memtile_dma(%m) {
      aie.dma_start(S2MM, 0, ^bd0, ^out)
    ^bd0:
      // expected-error@+1 {{'aie.dma_bd' op must be followed by a block with a dma_bd or by a block with only aie.end}}
      aie.dma_bd(%b : memref<16xi32>, 0, 16)
      aie.next_bd ^out
    ^out:
      aie.dma_start(MM2S, 0, ^bd1, ^end)
    ^bd1:
      aie.dma_bd(%b : memref<16xi32>, 0, 16)
      aie.next_bd ^end
    ^end:
      aie.end
    }
  }
}
