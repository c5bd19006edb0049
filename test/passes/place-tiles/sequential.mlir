// The sequential placer (--aie-place-tiles, docs/passes.md#placement): its
// order and rules, one design each.
// RUN: aiec --split-input-file --aie-place-tiles %s | FileCheck %s

// Free cores take the first free core tiles, column by column, bottom up.
// CHECK-LABEL: @cores_column_major
// CHECK-DAG: %[[A:.*]] = aie.tile(0, 2)
// CHECK-DAG: %[[B:.*]] = aie.tile(0, 3)
// CHECK-DAG: %[[C:.*]] = aie.tile(0, 4)
// CHECK-NOT: aie.logical_tile
// CHECK: aie.core(%[[A]])
// CHECK: aie.core(%[[B]])
// CHECK: aie.core(%[[C]])
module @cores_column_major {
  aie.device(npu1) {
    %a = aie.logical_tile<CoreTile>(?, ?)
    %b = aie.logical_tile<CoreTile>(?, ?)
    %c = aie.logical_tile<CoreTile>(?, ?)
    aie.core(%a) { aie.end }
    aie.core(%b) { aie.end }
    aie.core(%c) { aie.end }
  }
}

// -----

// Pinned tiles first, then partly pinned, then free ones around them.
// CHECK-LABEL: @pins_first
// CHECK-DAG: aie.tile(0, 2)
// CHECK-DAG: aie.tile(0, 4)
// CHECK-DAG: aie.tile(0, 3)
// CHECK-DAG: aie.tile(2, 2)
// CHECK-DAG: aie.tile(0, 5)
// CHECK-NOT: aie.logical_tile
module @pins_first {
  aie.device(npu1) {
    %a = aie.logical_tile<CoreTile>(?, ?)
    %b = aie.logical_tile<CoreTile>(?, ?)
    %p = aie.logical_tile<CoreTile>(0, 3)
    %col = aie.logical_tile<CoreTile>(2, ?)
    %row = aie.logical_tile<CoreTile>(?, 5)
  }
}

// -----

// A memory tile and a shim go to the column of the cores they feed (the
// shim through the memory tile).
// CHECK-LABEL: @shim_and_memtile_follow_cores
// CHECK: aie.objectfifo @in(%shim_noc_tile_2_0, {%mem_tile_2_1}
// CHECK: aie.objectfifo @in2(%mem_tile_2_1, {%tile_2_4}
module @shim_and_memtile_follow_cores {
  aie.device(npu1) {
    %s = aie.logical_tile<ShimNOCTile>(?, ?)
    %m = aie.logical_tile<MemTile>(?, ?)
    %c = aie.logical_tile<CoreTile>(2, 4)
    aie.objectfifo @in(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in2(%m, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@in2]([] [])
  }
}

// -----

// A broadcast costs nothing anywhere between its consumers' columns; the
// tie goes to the column nearest their mean (1.5), the lower one first.
// CHECK-LABEL: @broadcast_span
// CHECK: aie.objectfifo @bc(%shim_noc_tile_1_0, {%tile_0_2, %tile_3_2}
module @broadcast_span {
  aie.device(npu1) {
    %s = aie.logical_tile<ShimNOCTile>(?, ?)
    %a = aie.logical_tile<CoreTile>(0, 2)
    %b = aie.logical_tile<CoreTile>(3, 2)
    aie.objectfifo @bc(%s, {%a, %b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}

// -----

// Two shims share (1, 0) (two MM2S channels); the third goes to the nearest
// column with a free channel, the lower of (0, 0) and (2, 0).
// CHECK-LABEL: @channels_spill_to_next_column
// CHECK: aie.objectfifo @f1(%shim_noc_tile_1_0,
// CHECK: aie.objectfifo @f2(%shim_noc_tile_1_0,
// CHECK: aie.objectfifo @f3(%shim_noc_tile_0_0,
module @channels_spill_to_next_column {
  aie.device(npu1) {
    %s1 = aie.logical_tile<ShimNOCTile>(?, ?)
    %s2 = aie.logical_tile<ShimNOCTile>(?, ?)
    %s3 = aie.logical_tile<ShimNOCTile>(?, ?)
    %a = aie.logical_tile<CoreTile>(1, 2)
    %b = aie.logical_tile<CoreTile>(1, 3)
    %c = aie.logical_tile<CoreTile>(1, 4)
    aie.objectfifo @f1(%s1, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @f2(%s2, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @f3(%s3, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}

// -----

// A cascade destination lands south (or east) of its source.
// CHECK-LABEL: @cascade
// CHECK: aie.cascade_flow(%tile_1_3, %tile_1_2)
module @cascade {
  aie.device(npu1) {
    %src = aie.logical_tile<CoreTile>(1, 3)
    %dst = aie.logical_tile<CoreTile>(?, ?)
    aie.cascade_flow(%src, %dst)
  }
}

// -----

// A core that uses another tile's buffer (through a view) lands where it
// shares that tile's memory: (2, 2), below the owner.
// CHECK-LABEL: @shared_buffer
// CHECK-DAG: %[[USER:.*]] = aie.tile(2, 2)
// CHECK-DAG: aie.tile(2, 3)
// CHECK: aie.core(%[[USER]])
module @shared_buffer {
  aie.device(npu1) {
    %owner = aie.logical_tile<CoreTile>(2, 3)
    %buf = aie.buffer(%owner) : memref<16xi32>
    %user = aie.logical_tile<CoreTile>(?, ?)
    aie.core(%user) {
      %c0 = arith.constant 0 : index
      %sub = memref.subview %buf[0] [8] [1] : memref<16xi32> to memref<8xi32, strided<[1]>>
      %v = memref.load %sub[%c0] : memref<8xi32, strided<[1]>>
      aie.end
    }
  }
}

// -----

// @sum takes three fifos from cores and one from a shim, with two S2MM
// channels: two of the cores must share memory with it. It goes first, to
// a tile with two core neighbours, which are kept for its peers.
// CHECK-LABEL: @fan_in_through_shared_memory
// CHECK: aie.objectfifo @x(%shim_noc_tile_0_0, {%tile_0_3}
// CHECK: aie.objectfifo @p1(%tile_0_2, {%tile_0_3}
// CHECK: aie.objectfifo @p2(%tile_0_4, {%tile_0_3}
// CHECK: aie.objectfifo @p3(%tile_0_5, {%tile_0_3}
module @fan_in_through_shared_memory {
  aie.device(npu1) {
    %s = aie.logical_tile<ShimNOCTile>(?, ?)
    %w1 = aie.logical_tile<CoreTile>(?, ?)
    %w2 = aie.logical_tile<CoreTile>(?, ?)
    %w3 = aie.logical_tile<CoreTile>(?, ?)
    %sum = aie.logical_tile<CoreTile>(?, ?)
    aie.objectfifo @x(%s, {%sum}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @p1(%w1, {%sum}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @p2(%w2, {%sum}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @p3(%w3, {%sum}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}

// -----

// A shim feeding a memory tile pinned to column 3, which also feeds cores
// far away: the shim follows the memory tile's own column, not its cores.
// CHECK-LABEL: @shim_follows_a_pinned_memtile
// CHECK: aie.objectfifo @in(%shim_noc_tile_3_0, {%mem_tile_3_1}
module @shim_follows_a_pinned_memtile {
  aie.device(npu2) {
    %s = aie.logical_tile<ShimNOCTile>(?, ?)
    %m = aie.logical_tile<MemTile>(3, ?)
    %a = aie.tile(0, 2)
    %b = aie.tile(7, 2)
    aie.objectfifo @in(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @w(%m, {%a, %b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}
