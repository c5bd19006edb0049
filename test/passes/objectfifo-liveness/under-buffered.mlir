// --aie-objectfifo-liveness: a weight tensor broadcast in two halves from two
// MemTiles (@wts_0, @wts_1: one tensor by their name base `wts`), each half in
// a back-pressure cycle (a core sends back to the half's MemTile) that is
// replayed twice (repeat_count = 2). In flight: fan-out 3 + 3 = 6 consumers
// x 2 trips = 12 objects; the round trip holds 2 x depth 4 = 8. The error is
// at the first half and names the broadcast by its base (unchanged.mlir:
// the same design at depth 6).
// RUN: aiec --verify-diagnostics --split-input-file --aie-objectfifo-liveness %s
// RUN: not aiec --split-input-file --aie-objectfifo-liveness %s 2>&1 | FileCheck %s

// CHECK: under-buffered.mlir:[[@LINE+13]]:5: error: 'aie.objectfifo' op objectFIFO @wts in a cyclic dependency requires depth >= 6 for deadlock-free execution; allocated depth = 4. (Coupled broadcast fan-out 6 x trip-count 2 = 12 outstanding tokens exceeds round-trip slack 2*depth = 8; raise depth or reduce coupled consumers / output tiles.)
// CHECK: help: @wts_0 (3 consumers) and @wts_1 (3 consumers) are one broadcast (same name base `wts`, element type, depth and repeat count; no shared consumer) in cycles that the repeat_count of @out_0 replays 2 times: give each half depth 6, or at most 4 consumers in all
module {
  aie.device(npu2) {
    %mem0 = aie.logical_tile<MemTile>(?, ?)
    %mem1 = aie.logical_tile<MemTile>(?, ?)
    %c0 = aie.logical_tile<CoreTile>(?, ?)
    %c1 = aie.logical_tile<CoreTile>(?, ?)
    %c2 = aie.logical_tile<CoreTile>(?, ?)
    %c3 = aie.logical_tile<CoreTile>(?, ?)
    %c4 = aie.logical_tile<CoreTile>(?, ?)
    %c5 = aie.logical_tile<CoreTile>(?, ?)
    // expected-error@+1 {{objectFIFO @wts in a cyclic dependency requires depth >= 6 for deadlock-free execution; allocated depth = 4. (Coupled broadcast fan-out 6 x trip-count 2 = 12 outstanding tokens exceeds round-trip slack 2*depth = 8; raise depth or reduce coupled consumers / output tiles.)}}
    aie.objectfifo @wts_0(%mem0, {%c0, %c1, %c2}, 4 : i32) : !aie.objectfifo<memref<64xbf16>>
    aie.objectfifo @wts_1(%mem1, {%c3, %c4, %c5}, 4 : i32) : !aie.objectfifo<memref<64xbf16>>
    aie.objectfifo @out_0(%c0, {%mem0}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xf32>>
    aie.objectfifo @out_1(%c3, {%mem1}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xf32>>
  }
}

// -----

// The same design on placed tiles: the check reads tile values, not kinds or
// coordinates, so it gives the same error.
// CHECK: under-buffered.mlir:[[@LINE+12]]:5: error: 'aie.objectfifo' op objectFIFO @wts in a cyclic dependency requires depth >= 6 for deadlock-free execution; allocated depth = 4.
module {
  aie.device(npu2) {
    %mem0 = aie.tile(0, 1)
    %mem1 = aie.tile(1, 1)
    %c0 = aie.tile(0, 2)
    %c1 = aie.tile(0, 3)
    %c2 = aie.tile(0, 4)
    %c3 = aie.tile(1, 2)
    %c4 = aie.tile(1, 3)
    %c5 = aie.tile(1, 4)
    // expected-error@+1 {{objectFIFO @wts in a cyclic dependency requires depth >= 6 for deadlock-free execution; allocated depth = 4.}}
    aie.objectfifo @wts_0(%mem0, {%c0, %c1, %c2}, 4 : i32) : !aie.objectfifo<memref<64xbf16>>
    aie.objectfifo @wts_1(%mem1, {%c3, %c4, %c5}, 4 : i32) : !aie.objectfifo<memref<64xbf16>>
    aie.objectfifo @out_0(%c0, {%mem0}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xf32>>
    aie.objectfifo @out_1(%c3, {%mem1}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xf32>>
  }
}
