// KNOWN GAP: the placement traits and DMA checks of §3.4 / §3.2 / §3.11 are
// not applied to ops on an aie.logical_tile: mlir-aie checks them against the
// logical tile's type (its logical_tile_op_withops_bad.mlir). Remove the
// XFAIL line once aiec does.
// XFAIL: *
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu2) {
  %t = aie.logical_tile<MemTile>(?, ?)
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
  // expected-error@+1 {{'aie.shim_dma_allocation' op tile must be a shim tile}}
  aie.shim_dma_allocation @alloc (%core, MM2S, 0)
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
