// Ops on an aie.logical_tile get the placement and resource checks of a
// placed tile, by the logical tile's declared type (aie-passes.md §3.2,
// §3.4, §3.9, §3.11; mlir-aie's logical_tile_op_withops_bad.mlir): aie.mem on
// core tiles, memtile_dma on MemTiles, shim_dma on NOC shims, no buffers on
// shims, shim_dma_allocation on shims, DMA channel and BD counts, lock ids,
// cascades between core tiles. configure_cascade needs a placed tile;
// switchboxes and shim muxes wait for placement (test/passes/place-tiles/).
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu2) {
  %t = aie.logical_tile<MemTile>(?, ?)
  // CHECK: error: 'aie.mem' op failed to verify that op exists in a core tile
  // CHECK: help: the logical tile is a MemTile
  // expected-error@+1 {{'aie.mem' op failed to verify that op exists in a core tile}}
  %mem = aie.mem(%t) {
    aie.end
  }
}

// -----

aie.device(npu2) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{'aie.memtile_dma' op failed to verify that op exists in a MemTile}}
  %dma = aie.memtile_dma(%t) {
    aie.end
  }
}

// -----

aie.device(npu2) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{'aie.shim_dma' op failed to verify that op exists in a shim tile with NOC connection}}
  %dma = aie.shim_dma(%t) {
    aie.end
  }
}

// -----

aie.device(npu2) {
  %t = aie.logical_tile<ShimNOCTile>(?, ?)
  // expected-error@+1 {{'aie.buffer' op failed to verify that op exists in a tile with local memory}}
  %buf = aie.buffer(%t) : memref<256xi32>
}

// -----

aie.device(npu2) {
  %core = aie.logical_tile<CoreTile>(?, ?)
  // CHECK: error: 'aie.shim_dma_allocation' op tile must be a shim tile{{$}}
  // CHECK: help: the logical tile is a core tile; use a `ShimNOCTile`
  // expected-error@+1 {{'aie.shim_dma_allocation' op tile must be a shim tile}}
  aie.shim_dma_allocation @alloc (%core, MM2S, 0)
}

// -----

// A logical tile that gives both coordinates is named by them.
aie.device(npu2) {
  %mem = aie.logical_tile<MemTile>(3, 1)
  // expected-error@+1 {{'aie.shim_dma_allocation' op tile must be a shim tile, but got tile(3, 1)}}
  aie.shim_dma_allocation @alloc (%mem, S2MM, 1)
}

// -----

aie.device(npu2) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{'aie.mem' op uses more output channels than available on this tile}}
  %mem = aie.mem(%t) {
    %d0 = aie.dma_start(MM2S, 0, ^end, ^c1)
  ^c1:
    %d1 = aie.dma_start(MM2S, 1, ^end, ^c2)
  ^c2:
    %d2 = aie.dma_start(MM2S, 2, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

aie.device(npu2) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  %buf = aie.buffer(%t) : memref<256xi32>
  // expected-error@+1 {{'aie.mem' op has more than 16 blocks}}
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd4
  ^bd4:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd5
  ^bd5:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd6
  ^bd6:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd7
  ^bd7:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd8
  ^bd8:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd9
  ^bd9:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd10
  ^bd10:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd11
  ^bd11:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd12
  ^bd12:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd13
  ^bd13:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd14
  ^bd14:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd15
  ^bd15:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd16
  ^bd16:
    // expected-note@+1 {{no space for this BD}}
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// -----

// MemTiles have 6 S2MM channels.
aie.device(npu2) {
  %t = aie.logical_tile<MemTile>(?, ?)
  // expected-error@+1 {{'aie.memtile_dma' op uses more input channels than available on this tile}}
  %dma = aie.memtile_dma(%t) {
    %d0 = aie.dma_start(S2MM, 0, ^end, ^c1)
  ^c1:
    %d1 = aie.dma_start(S2MM, 1, ^end, ^c2)
  ^c2:
    %d2 = aie.dma_start(S2MM, 2, ^end, ^c3)
  ^c3:
    %d3 = aie.dma_start(S2MM, 3, ^end, ^c4)
  ^c4:
    %d4 = aie.dma_start(S2MM, 4, ^end, ^c5)
  ^c5:
    %d5 = aie.dma_start(S2MM, 5, ^end, ^c6)
  ^c6:
    %d6 = aie.dma_start(S2MM, 6, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

aie.device(npu2) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  %buf = aie.buffer(%t) : memref<256xi32>
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op bdId attribute exceeds max: 15}}
    aie.dma_bd(%buf : memref<256xi32>, 0, 256) {bd_id = 16 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A core tile has 16 locks (a MemTile 64).
aie.device(npu2) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 15)}}
  %l = aie.lock(%t, 16)
}

// -----

aie.device(npu2) {
  %t = aie.logical_tile<MemTile>(?, ?)
  // expected-error@+1 {{'aie.core' op failed to verify that op exists in a core tile}}
  %c = aie.core(%t) {
    aie.end
  }
}

// -----

aie.device(npu2) {
  %logical = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{'aie.configure_cascade' op requires a placed tile (aie.tile), not a logical tile}}
  aie.configure_cascade(%logical, West, East)
}

// -----

aie.device(npu2) {
  %shim = aie.logical_tile<ShimNOCTile>(?, ?)
  %core = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{'aie.cascade_flow' op shimTile row has no cascade stream interface}}
  aie.cascade_flow(%shim, %core)
}

// -----

aie.device(npu2) {
  %mem = aie.logical_tile<MemTile>(?, ?)
  %core = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{'aie.cascade_flow' op memTile row has no cascade stream interface}}
  aie.cascade_flow(%mem, %core)
}

// -----

// Adjacency is checked when both tiles give their coordinates.
aie.device(npu2) {
  %a = aie.logical_tile<CoreTile>(1, 2)
  %b = aie.tile(3, 2)
  // expected-error@+1 {{'aie.cascade_flow' op tiles must be adjacent}}
  aie.cascade_flow(%a, %b)
}

// -----

aie.device(npu2) {
  %core = aie.logical_tile<CoreTile>(?, ?)
  %shim = aie.logical_tile<ShimNOCTile>(?, ?)
  // expected-error@+1 {{`repeat_count` unavailable for shim tiles}}
  aie.objectfifo @of (%shim, {%core}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi32>>
}
