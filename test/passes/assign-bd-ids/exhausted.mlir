// BD ids run out: mlir-aie's error on the BD that got none, with a help line
// naming the channel's BD range and who holds it.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-bd-ids %s
// RUN: not aiec --split-input-file --aie-assign-bd-ids %s 2>&1 | FileCheck %s

// MemTile even channels share BDs 0-23: S2MM 0 takes 23 of them (id 3 is
// given to MM2S 0's BD), so MM2S 2 finds none.
// CHECK: error: 'aie.dma_bd' op Allocator exhausted available BD IDs (maximum 24 available for channel 2).
// CHECK: help: channel MM2S 2 of the MemTile (0, 1) may use BDs 0-23; all are taken (23 by S2MM 0, 1 fixed by bd_id): use fewer BDs on this channel or move a transfer to an odd channel (BDs 24-47)
aie.device(npu1) {
  %m = aie.tile(0, 1)
  %b = aie.buffer(%m) : memref<16xi32>
  %dma = aie.memtile_dma(%m) {
    %s0 = aie.dma_start(S2MM, 0, ^a0, ^d1)
  ^d1:
    %s1 = aie.dma_start(MM2S, 0, ^fixed, ^d2)
  ^d2:
    %s2 = aie.dma_start(MM2S, 2, ^last, ^end)
  ^fixed:
    aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 3 : i32}
    aie.next_bd ^fixed
  ^a0:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a1
  ^a1:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a2
  ^a2:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a3
  ^a3:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a4
  ^a4:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a5
  ^a5:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a6
  ^a6:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a7
  ^a7:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a8
  ^a8:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a9
  ^a9:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a10
  ^a10:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a11
  ^a11:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a12
  ^a12:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a13
  ^a13:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a14
  ^a14:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a15
  ^a15:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a16
  ^a16:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a17
  ^a17:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a18
  ^a18:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a19
  ^a19:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a20
  ^a20:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a21
  ^a21:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a22
  ^a22:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a0
  ^last:
    // expected-error@+1 {{Allocator exhausted available BD IDs (maximum 24 available for channel 2).}}
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^last
  ^end:
    aie.end
  }
}

// -----

// A core tile's 16 BDs are shared by all its channels.
// CHECK: error: 'aie.dma_bd' op Allocator exhausted available BD IDs (maximum 16 available for channel 0).
// CHECK: help: the core tile (0, 2) has 16 BDs (0-15), shared by all its channels; all are taken (9 by S2MM 0, 7 by MM2S 0): use fewer BDs (shallower buffer rings, fewer BD blocks) on this tile
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %mem = aie.mem(%t) {
    %in = aie.dma(S2MM, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }]
    %out = aie.dma(MM2S, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual)
      // expected-error@+1 {{Allocator exhausted available BD IDs (maximum 16 available for channel 0).}}
      aie.dma_bd(%b : memref<16xi32>)
      aie.use_lock(%l, Release)
    }]
    aie.end
  }
}

// -----

// Two BDs of a tile given the same id (mlir-aie's message since August 2026).
// CHECK: error: 'aie.dma_bd' op assigned bd_id 4 is already used by another BD on this tile
// CHECK: help: each BD of tile (0, 0) needs its own id; remove `bd_id` to let the pass choose one
aie.device(npu1) {
  %s = aie.tile(0, 0)
  %b = aie.external_buffer : memref<16xi32>
  %dma = aie.shim_dma(%s) {
    %s0 = aie.dma_start(MM2S, 0, ^a, ^end)
  ^a:
    aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 4 : i32}
    aie.next_bd ^c
  ^c:
    // expected-error@+1 {{assigned bd_id 4 is already used by another BD on this tile}}
    aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 4 : i32}
    aie.next_bd ^a
  ^end:
    aie.end
  }
}
