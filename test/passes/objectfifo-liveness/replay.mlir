// --aie-objectfifo-liveness only checks a broadcast whose cycle is replayed:
// the trip count is the largest repeat_count of the fifos in the cycles its
// halves are in (1 without any), and a trip count of 1 is never an error, however
// wide the broadcast.
// RUN: aiec --verify-diagnostics --split-input-file --aie-objectfifo-liveness %s
// RUN: not aiec --split-input-file --aie-objectfifo-liveness %s 2>&1 | FileCheck %s

// Eight consumers at depth 1 in a cycle without repeat_count: one trip,
// accepted.
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  %c4 = aie.logical_tile<CoreTile>(?, ?)
  %c5 = aie.logical_tile<CoreTile>(?, ?)
  %c6 = aie.logical_tile<CoreTile>(?, ?)
  %c7 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c7, {%m}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
}

// -----

// The broadcast's own repeat_count replays the cycle too: 2 x 3 = 6 > 2 x 2.
// CHECK: error: 'aie.objectfifo' op objectFIFO @w in a cyclic dependency requires depth >= 3 for deadlock-free execution; allocated depth = 2. (Coupled broadcast fan-out 2 x trip-count 3 = 6
// CHECK: help: @w broadcasts to 2 consumers in a cycle that the repeat_count of @w replays 3 times: give it depth 3{{$}}
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{requires depth >= 3 for deadlock-free execution; allocated depth = 2}}
  aie.objectfifo @w(%m, {%c0, %c1}, 2 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c1, {%m}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
}

// -----

// The largest repeat_count of the cycle counts, wherever it stands in the
// cycle: @far is tied to the broadcast's cycle through @mid at %c1
// (consumed there by @w, produced there by @mid) and %c2. The first fifo
// with the largest count is named.
// CHECK: error: 'aie.objectfifo' op objectFIFO @w in a cyclic dependency requires depth >= 5 for deadlock-free execution; allocated depth = 2. (Coupled broadcast fan-out 2 x trip-count 5 = 10
// CHECK: help: {{.*}} the repeat_count of @far replays 5 times:
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{requires depth >= 5 for deadlock-free execution; allocated depth = 2}}
  aie.objectfifo @w(%m, {%c0, %c1}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c0, {%m}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @mid(%c1, {%c2}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @far(%c2, {%c3}, 1 : i32) {repeat_count = 5 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @far2(%c2, {%c3}, 1 : i32) {repeat_count = 5 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// A repeat_count in another cycle of the device does not count: the wide
// broadcast's cycle (@w, @back) runs once, the point-to-point cycle
// (@ping, @pong) eight times, and neither alone is an error.
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  %p = aie.logical_tile<CoreTile>(?, ?)
  %q = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1, %c2, %c3}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c0, {%m}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @ping(%p, {%q}, 1 : i32) {repeat_count = 8 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @pong(%q, {%p}, 1 : i32) {repeat_count = 8 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// Nor does one of a fifo in no cycle: @solo shares no tile with the cycle.
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %m2 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c0, {%m}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @solo(%m2, {%c2}, 1 : i32) {repeat_count = 8 : i32} : !aie.objectfifo<memref<64xi8>>
}
