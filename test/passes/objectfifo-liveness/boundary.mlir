// --aie-objectfifo-liveness accepts a broadcast whose objects in flight
// (fan-out x trip count) fill the round trip (2 x depth) exactly, and rejects
// one more: the required depth is the demand halved, rounded up.
// RUN: aiec --verify-diagnostics --split-input-file --aie-objectfifo-liveness %s
// RUN: not aiec --split-input-file --aie-objectfifo-liveness %s 2>&1 | FileCheck %s

// 4 consumers x 2 trips = 8 == 2 x 4: accepted.
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1, %c2, %c3}, 4 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c0, {%m}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// 3 consumers x 3 trips = 9 == 2 x 4 + 1: rejected; 9 / 2 rounds up to 5.
// CHECK: error: 'aie.objectfifo' op objectFIFO @w in a cyclic dependency requires depth >= 5 for deadlock-free execution; allocated depth = 4. (Coupled broadcast fan-out 3 x trip-count 3 = 9 outstanding tokens exceeds round-trip slack 2*depth = 8; raise depth or reduce coupled consumers / output tiles.)
// CHECK: help: @w broadcasts to 3 consumers in a cycle that the repeat_count of @back replays 3 times: give it depth 5, or at most 2 consumers{{$}}
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{objectFIFO @w in a cyclic dependency requires depth >= 5 for deadlock-free execution; allocated depth = 4}}
  aie.objectfifo @w(%m, {%c0, %c1, %c2}, 4 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c0, {%m}, 2 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// The depth it asks for is enough: 9 <= 2 x 5.
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1, %c2}, 5 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c0, {%m}, 2 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// Two consumers at depth 1, replayed twice: 4 > 2, and no broadcast of two
// or more consumers fits, so the help offers only the depth.
// CHECK: error: 'aie.objectfifo' op objectFIFO @w in a cyclic dependency requires depth >= 2 for deadlock-free execution; allocated depth = 1. (Coupled broadcast fan-out 2 x trip-count 2 = 4 outstanding tokens
// CHECK: help: {{.*}}: give it depth 2{{$}}
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{requires depth >= 2 for deadlock-free execution; allocated depth = 1}}
  aie.objectfifo @w(%m, {%c0, %c1}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c1, {%m}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}
