// --aie-objectfifo-liveness checks broadcasts in cycles only. Two fifos are
// tied where a tile consumes one and produces the other: data flows one way,
// back-pressure the other, so that is a loop. Fifos that only share a
// producer, or only share a consumer, are not tied; a fifo tied to none is in
// no cycle, whatever its repeat_count.
// RUN: aiec --verify-diagnostics --split-input-file --aie-objectfifo-liveness %s
// RUN: not aiec --split-input-file --aie-objectfifo-liveness %s 2>&1 | FileCheck %s --implicit-check-not=error:

// A replayed broadcast on its own: no cycle, accepted (2 x 4 > 2 x 1).
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1}, 1 : i32) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// Two fifos from one producer: not tied.
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1}, 1 : i32) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @v(%m, {%c0, %c1}, 1 : i32) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// Two fifos into one consumer: not tied.
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %m2 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1}, 1 : i32) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @v(%m2, {%c0}, 1 : i32) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// A fifo into the broadcasting MemTile ties the two, although no data flows
// back: the MemTile's input stalls when the broadcast has no free object.
// CHECK: error: 'aie.objectfifo' op objectFIFO @w in a cyclic dependency requires depth >= 4 for deadlock-free execution; allocated depth = 1. (Coupled broadcast fan-out 2 x trip-count 4 = 8
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @in(%c2, {%m}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  // expected-error@+1 {{requires depth >= 4 for deadlock-free execution; allocated depth = 1}}
  aie.objectfifo @w(%m, {%c0, %c1}, 1 : i32) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// So does a fifo out of a consumer of the broadcast.
// CHECK: error: 'aie.objectfifo' op objectFIFO @w in a cyclic dependency requires depth >= 4
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{requires depth >= 4 for deadlock-free execution; allocated depth = 1}}
  aie.objectfifo @w(%m, {%c0, %c1}, 1 : i32) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @out(%c1, {%c2}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
}

// -----

// A point-to-point cycle is never an error, however often it is replayed:
// only broadcasts (two or more consumers) are checked.
aie.device(npu2) {
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @fwd(%c0, {%c1}, 1 : i32) {repeat_count = 16 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @bwd(%c1, {%c0}, 1 : i32) {repeat_count = 16 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// A fifo with a depth per end is left out of the check and of the cycles:
// here the broadcast has one, and then the fifo that closes its cycle.
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1}, [1, 1, 1]) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c0, {%m}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
}

// -----

aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @w(%m, {%c0, %c1}, 1 : i32) {repeat_count = 4 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @back(%c0, {%m}, [1, 1]) : !aie.objectfifo<memref<64xi8>>
}
