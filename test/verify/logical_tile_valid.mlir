// Valid designs with aie.logical_tile (aie-passes.md §3.1; mlir-aie's
// logical_tile_op_basic.mlir and logical_tile_op_withops.mlir): every tile
// type, unplaced, partly or fully placed; the ops each type may hold; object
// FIFOs, links, shim DMA allocations and cascade flows between logical tiles
// and placed ones. Buffers and locks on a logical tile are not checked for
// accessibility, since the tile may be placed anywhere. Each must verify and
// print.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(xcve2802) {
  %core_unplaced = aie.logical_tile<CoreTile>(?, ?)
  %core_col = aie.logical_tile<CoreTile>(0, ?)
  %core_row = aie.logical_tile<CoreTile>(?, 2)
  %core_fixed = aie.logical_tile<CoreTile>(2, 3)
  %mem_unplaced = aie.logical_tile<MemTile>(?, ?)
  %mem_col = aie.logical_tile<MemTile>(1, ?)
  %mem_row = aie.logical_tile<MemTile>(?, 1)
  %mem_fixed = aie.logical_tile<MemTile>(1, 1)
  %shim_noc_unplaced = aie.logical_tile<ShimNOCTile>(?, ?)
  %shim_noc_fixed = aie.logical_tile<ShimNOCTile>(2, 0)
  %shim_pl_unplaced = aie.logical_tile<ShimPLTile>(?, ?)
  %shim_pl_fixed = aie.logical_tile<ShimPLTile>(0, 0)
  %last = aie.logical_tile<CoreTile>(37, 10) {allocation_scheme = "bank-aware"}
}

// CHECK-LABEL: aie.device(xcve2802) {
// CHECK: aie.logical_tile<CoreTile>(?, ?)
// CHECK: aie.logical_tile<CoreTile>(0, ?)
// CHECK: aie.logical_tile<CoreTile>(?, 2)
// CHECK: aie.logical_tile<CoreTile>(2, 3)
// CHECK: aie.logical_tile<MemTile>(1, 1)
// CHECK: aie.logical_tile<ShimNOCTile>(2, 0)
// CHECK: aie.logical_tile<ShimPLTile>(0, 0)
// CHECK: aie.logical_tile<CoreTile>(37, 10) {allocation_scheme = "bank-aware"}

// -----

aie.device(npu2) {
  %core_tile = aie.logical_tile<CoreTile>(?, ?)
  %core = aie.core(%core_tile) {
    aie.end
  }
  %buf = aie.buffer(%core_tile) : memref<256xi32>
  %lock = aie.lock(%core_tile, 15)
  %mem = aie.mem(%core_tile) {
    %s0 = aie.dma_start(MM2S, 0, ^bd0, ^c1)
  ^c1:
    %s1 = aie.dma_start(MM2S, 1, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%lock, AcquireGreaterEqual, 1)
    aie.dma_bd(%buf : memref<256xi32>, 0, 256) {bd_id = 15 : i32}
    aie.use_lock(%lock, Release, 1)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu2) {
// CHECK: aie.logical_tile<CoreTile>(?, ?)
// CHECK: aie.core(
// CHECK: aie.buffer(
// CHECK: aie.lock({{.*}}, 15)
// CHECK: aie.mem(
// CHECK: aie.dma_bd({{.*}}) {bd_id = 15 : i32}

// -----

aie.device(npu2) {
  %mem_tile = aie.logical_tile<MemTile>(?, ?)
  %buf = aie.buffer(%mem_tile) : memref<256xi32>
  %lock = aie.lock(%mem_tile, 63)
  %dma = aie.memtile_dma(%mem_tile) {
    %s0 = aie.dma_start(S2MM, 5, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<256xi32>, 0, 256, [<size = 4, stride = 64>, <size = 64, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>]) {bd_id = 47 : i32}
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
  %shim_tile = aie.logical_tile<ShimNOCTile>(?, ?)
  %shim_lock = aie.lock(%shim_tile)
  %ext = aie.external_buffer : memref<1024xi32>
  %shim_dma = aie.shim_dma(%shim_tile) {
    %s0 = aie.dma_start(MM2S, 1, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%ext : memref<1024xi32>, 0, 1024) {burst_length = 256 : i32}
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu2) {
// CHECK: aie.logical_tile<MemTile>(?, ?)
// CHECK: aie.lock({{.*}}, 63)
// CHECK: aie.memtile_dma(
// CHECK: aie.logical_tile<ShimNOCTile>(?, ?)
// CHECK: aie.shim_dma(
// CHECK: burst_length = 256 : i32

// -----

aie.device(npu2) {
  %tile = aie.tile(0, 2)
  %shim = aie.logical_tile<ShimNOCTile>(?, ?)
  %core1 = aie.logical_tile<CoreTile>(?, ?)
  %mem = aie.logical_tile<MemTile>(?, ?)
  %core2 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @of_in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @of_out(%mem, {%core1}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo.link [@of_in] -> [@of_out]([] [])
  aie.objectfifo @a(%core1, {%mem}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
  aie.objectfifo @b(%tile, {%mem}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
  aie.objectfifo @joined(%mem, {%shim}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo.link [@a, @b] -> [@joined]([0, 32] [])
  aie.shim_dma_allocation @of_in_dma(%shim, MM2S, 0)
  aie.cascade_flow(%core1, %core2)
  aie.cascade_flow(%tile, %core1)
}

// CHECK-LABEL: aie.device(npu2) {
// CHECK: aie.objectfifo @of_in(
// CHECK: aie.objectfifo.link [@of_in] -> [@of_out]([] [])
// CHECK: aie.objectfifo.link [@a, @b] -> [@joined]([0, 32] [])
// CHECK: aie.shim_dma_allocation @of_in_dma(
// CHECK: aie.cascade_flow(
// CHECK: aie.cascade_flow(

// -----

// A buffer on a logical tile is not checked for accessibility, even when the
// logical tile gives its coordinates (mlir-aie skips logical tiles).
aie.device(npu1) {
  %far = aie.logical_tile<CoreTile>(3, 5)
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%far) : memref<16xi32>
  %lock = aie.lock(%far, 0)
  %core = aie.core(%t) {
    aie.use_lock(%lock, AcquireGreaterEqual, 1)
    %z = arith.constant 0 : index
    %v = memref.load %buf[%z] : memref<16xi32>
    aie.use_lock(%lock, Release, 1)
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.logical_tile<CoreTile>(3, 5)
// CHECK: memref.load
