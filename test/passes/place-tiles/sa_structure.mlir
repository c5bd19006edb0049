// The SA placer (placer=sa_placer) puts every logical tile on a tile of its
// kind, each logical core on a core tile of its own, keeps pins and
// allocation schemes, and puts cascade ends next to each other, whatever
// effort (sa-effort, a factor on its moves) it spends.

// RUN: aiec --split-input-file --aie-place-tiles='placer=sa_placer sa-seed=7' %s | FileCheck %s
// RUN: aiec --split-input-file --aie-place-tiles='placer=sa_placer sa-seed=7 sa-effort=0.1' %s | FileCheck %s
// RUN: aiec --split-input-file --aie-place-tiles='placer=sa_placer sa-seed=7 sa-effort=3' %s | FileCheck %s

// Four free cores fed through a memory tile from a shim, results back the
// same way: four distinct core tiles (the rewrite makes one aie.tile per
// position), one memory tile, one shim.
// CHECK-LABEL: @four_cores
// CHECK-COUNT-4: aie.tile({{[0-3]}}, {{[2-5]}})
// CHECK-NOT: aie.tile({{[0-3]}}, {{[2-5]}})
// CHECK-NOT: aie.logical_tile
// CHECK: aie.objectfifo @in
module @four_cores {
  aie.device(npu1) {
    %shim = aie.logical_tile<ShimNOCTile>(?, ?)
    %mem = aie.logical_tile<MemTile>(?, ?)
    %c0 = aie.logical_tile<CoreTile>(?, ?)
    %c1 = aie.logical_tile<CoreTile>(?, ?)
    %c2 = aie.logical_tile<CoreTile>(?, ?)
    %c3 = aie.logical_tile<CoreTile>(?, ?)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<512xi32>>
    aie.objectfifo @spread(%mem, {%c0, %c1, %c2, %c3}, 2 : i32) : !aie.objectfifo<memref<128xi32>>
    aie.objectfifo.link [@in] -> [@spread]([] [])
    aie.objectfifo @r0(%c0, {%mem}, 2 : i32) : !aie.objectfifo<memref<128xi32>>
    aie.objectfifo @r1(%c1, {%mem}, 2 : i32) : !aie.objectfifo<memref<128xi32>>
    aie.objectfifo @r2(%c2, {%mem}, 2 : i32) : !aie.objectfifo<memref<128xi32>>
    aie.objectfifo @r3(%c3, {%mem}, 2 : i32) : !aie.objectfifo<memref<128xi32>>
    aie.objectfifo @out(%mem, {%shim}, 2 : i32) : !aie.objectfifo<memref<512xi32>>
    aie.objectfifo.link [@r0, @r1, @r2, @r3] -> [@out]([0, 128, 256, 384] [])
    aie.core(%c0) { aie.end }
    aie.core(%c1) { aie.end }
    aie.core(%c2) { aie.end }
    aie.core(%c3) { aie.end }
  }
}

// -----

// Pins: a column, a row, both; the allocation scheme goes to the tile.
// CHECK-LABEL: @pins
// CHECK-DAG: aie.tile(6, {{[2-5]}}) {allocation_scheme = "basic-sequential"}
// CHECK-DAG: aie.tile({{[0-7]}}, 4)
// CHECK-DAG: aie.tile(1, 2)
// CHECK-DAG: aie.tile(3, 1)
// CHECK-DAG: aie.tile(5, 0)
// CHECK-NOT: aie.logical_tile
module @pins {
  aie.device(npu2) {
    %a = aie.logical_tile<CoreTile>(6, ?) {allocation_scheme = "basic-sequential"}
    %b = aie.logical_tile<CoreTile>(?, 4)
    %c = aie.logical_tile<CoreTile>(1, 2)
    %m = aie.logical_tile<MemTile>(3, ?)
    %s = aie.logical_tile<ShimNOCTile>(5, ?)
    aie.objectfifo @x(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @y(%m, {%a, %b, %c}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo.link [@x] -> [@y]([] [])
    aie.core(%a) { aie.end }
    aie.core(%b) { aie.end }
    aie.core(%c) { aie.end }
  }
}

// -----

// A cascade from a pinned source ends just east or south of it, one into a
// pinned destination starts just west or north of it.
// CHECK-LABEL: @cascades
// CHECK-DAG: aie.tile(2, 4)
// CHECK-DAG: aie.tile({{3, 4|2, 3}})
// CHECK-DAG: aie.tile(0, 2)
// CHECK-DAG: aie.tile({{0, 3}})
// CHECK-NOT: aie.logical_tile
module @cascades {
  aie.device(npu1) {
    %src = aie.logical_tile<CoreTile>(2, 4)
    %dst = aie.logical_tile<CoreTile>(?, ?)
    %src2 = aie.logical_tile<CoreTile>(?, ?)
    %dst2 = aie.logical_tile<CoreTile>(0, 2)
    %shim = aie.logical_tile<ShimNOCTile>(?, ?)
    aie.cascade_flow(%src, %dst)
    aie.cascade_flow(%src2, %dst2)
    aie.objectfifo @in(%shim, {%src, %src2}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @out(%dst, {%shim}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.core(%src) { aie.end }
    aie.core(%dst) { aie.end }
    aie.core(%src2) { aie.end }
    aie.core(%dst2) { aie.end }
  }
}

// -----

// On xcve2802 (memory tiles in rows 1 and 2) two logical memory tiles that
// land in one column share the first one's tile: here two without fifos
// start in column 0, rows 1 and 2; a third is pinned to row 2.
// CHECK-LABEL: @merge
// CHECK: aie.tile(2, 2)
// CHECK-NEXT: aie.tile(0, 1)
// CHECK-NOT: aie.tile
module @merge {
  aie.device(xcve2802) {
    %m0 = aie.logical_tile<MemTile>(?, ?)
    %m1 = aie.logical_tile<MemTile>(?, ?)
    %m2 = aie.logical_tile<MemTile>(?, 2)
  }
}

// -----

// A core using a buffer of another tile lands where it may use that tile's
// memory: east of it, or just south or north.
// CHECK-LABEL: @shared_buffer
// CHECK-DAG: aie.tile({{3, 3|2, 2|2, 4}})
// CHECK-DAG: aie.tile(2, 3)
// CHECK-NOT: aie.logical_tile
module @shared_buffer {
  aie.device(npu1) {
    %owner = aie.logical_tile<CoreTile>(2, 3)
    %user = aie.logical_tile<CoreTile>(?, ?)
    %b = aie.buffer(%owner) : memref<16xi32>
    aie.core(%user) {
      %c0 = arith.constant 0 : index
      %v = memref.load %b[%c0] : memref<16xi32>
      aie.end
    }
  }
}
