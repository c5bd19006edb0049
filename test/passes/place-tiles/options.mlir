// --aie-place-tiles options: cores-per-col spreads cores over columns (the
// lowest rows of each), merge-logical-tiles=false gives each logical shim a
// physical one, and a placer or value that does not exist is a usage error.
// RUN: aiec --split-input-file --aie-place-tiles="cores-per-col=1" %s | FileCheck %s --check-prefix=ONE
// RUN: aiec --split-input-file --aie-place-tiles="cores-per-col=2" %s | FileCheck %s --check-prefix=TWO
// RUN: aiec --split-input-file --aie-place-tiles="merge-logical-tiles=false" %s | FileCheck %s --check-prefix=NOMERGE
// RUN: aiec --split-input-file --aie-place-tiles %s | FileCheck %s --check-prefix=MERGE
// RUN: not aiec --aie-place-tiles="placer=greedy" %s 2>&1 | FileCheck %s --check-prefix=PLACER
// RUN: not aiec --aie-place-tiles="cores-per-col=two" %s 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not aiec --split-input-file --aie-place-tiles="cores-per-col=5" %s 2>&1 | FileCheck %s --check-prefix=TOO-MANY
// RUN: not aiec --aie-place-tiles="placer=sa_placer sa-effort=0" %s 2>&1 | FileCheck %s --check-prefix=EFFORT

// ONE-LABEL: @four_cores
// ONE-DAG: aie.tile(0, 2)
// ONE-DAG: aie.tile(1, 2)
// ONE-DAG: aie.tile(2, 2)
// ONE-DAG: aie.tile(3, 2)
// TWO-LABEL: @four_cores
// TWO-DAG: aie.tile(0, 2)
// TWO-DAG: aie.tile(0, 3)
// TWO-DAG: aie.tile(1, 2)
// TWO-DAG: aie.tile(1, 3)
// TWO-NOT: aie.tile(2,
// PLACER: error: Unknown placer: greedy
// PLACER: help: for the --placer option: Cannot find option named 'greedy'! (expected one of: sequential_placer, sa_placer)
// INT: error: {{.*}}for the --cores-per-col option: 'two' value invalid for integer argument!
// EFFORT: error: for the --sa-effort option: '0' is not a positive factor
// TOO-MANY: error: requested cores-per-col (5) exceeds device capacity (4 cores per column)
// TOO-MANY: help: `npu1` has 4 core tiles per column
module @four_cores {
  aie.device(npu1) {
    %a = aie.logical_tile<CoreTile>(?, ?)
    %b = aie.logical_tile<CoreTile>(?, ?)
    %c = aie.logical_tile<CoreTile>(?, ?)
    %d = aie.logical_tile<CoreTile>(?, ?)
  }
}

// -----

// Two shims feeding one core share (0, 0) when merging (one aie.tile), and
// take (0, 0) and (1, 0) when not.
// MERGE-LABEL: @two_shims
// MERGE-COUNT-1: aie.tile(0, 0)
// MERGE-NOT: aie.tile(1, 0)
// MERGE: aie.objectfifo @a(%shim_noc_tile_0_0,
// MERGE: aie.objectfifo @b(%shim_noc_tile_0_0,
// NOMERGE-LABEL: @two_shims
// NOMERGE: aie.objectfifo @a(%shim_noc_tile_0_0,
// NOMERGE: aie.objectfifo @b(%shim_noc_tile_1_0,
module @two_shims {
  aie.device(npu1) {
    %s1 = aie.logical_tile<ShimNOCTile>(?, ?)
    %s2 = aie.logical_tile<ShimNOCTile>(?, ?)
    %c = aie.logical_tile<CoreTile>(?, ?)
    aie.objectfifo @a(%s1, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @b(%s2, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}
