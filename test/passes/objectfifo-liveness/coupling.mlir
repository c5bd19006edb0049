// --aie-objectfifo-liveness: broadcasts whose names differ only in a trailing
// `_<digits>` are taken as halves of one tensor and their fan-outs summed,
// but only when they agree on element type, depth and repeat count and share
// no consumer. Every case below but the first would be an error if summed:
// each half has 2 consumers at depth 2 with 2 trips (4 == 2 x 2), both
// together 8 > 4.
// RUN: aiec --verify-diagnostics --split-input-file --aie-objectfifo-liveness %s
// RUN: not aiec --split-input-file --aie-objectfifo-liveness %s 2>&1 | FileCheck %s --implicit-check-not=error:

// Agreeing halves are summed, and a name without a suffix is its own base.
// CHECK: error: 'aie.objectfifo' op objectFIFO @x in a cyclic dependency requires depth >= 4 for deadlock-free execution; allocated depth = 2. (Coupled broadcast fan-out 4 x trip-count 2 = 8
// CHECK: help: @x (2 consumers) and @x_1 (2 consumers) are one broadcast (same name base `x`,
aie.device(npu2) {
  %m0 = aie.logical_tile<MemTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{objectFIFO @x in a cyclic dependency requires depth >= 4 for deadlock-free execution; allocated depth = 2}}
  aie.objectfifo @x(%m0, {%c0, %c1}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_1(%m1, {%c2, %c3}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b0(%c0, {%m0}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b1(%c2, {%m1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// Different element types: two tensors.
aie.device(npu2) {
  %m0 = aie.logical_tile<MemTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @x_0(%m0, {%c0, %c1}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_1(%m1, {%c2, %c3}, 2 : i32) : !aie.objectfifo<memref<64xi16>>
  aie.objectfifo @b0(%c0, {%m0}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b1(%c2, {%m1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// Different depths (the second half alone: 4 <= 2 x 3).
aie.device(npu2) {
  %m0 = aie.logical_tile<MemTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @x_0(%m0, {%c0, %c1}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_1(%m1, {%c2, %c3}, 3 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b0(%c0, {%m0}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b1(%c2, {%m1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// Different repeat counts (on @x_0 itself; @b1 replays @x_1's cycle as
// often).
aie.device(npu2) {
  %m0 = aie.logical_tile<MemTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @x_0(%m0, {%c0, %c1}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_1(%m1, {%c2, %c3}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b0(%c0, {%m0}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b1(%c2, {%m1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// A shared consumer: two broadcasts, not two halves of one.
aie.device(npu2) {
  %m0 = aie.logical_tile<MemTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @x_0(%m0, {%c0, %c1}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_1(%m1, {%c1, %c2}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b0(%c0, {%m0}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b1(%c2, {%m1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// Suffixes that are not all digits name no base.
aie.device(npu2) {
  %m0 = aie.logical_tile<MemTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @x_a(%m0, {%c0, %c1}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_b(%m1, {%c2, %c3}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b0(%c0, {%m0}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b1(%c2, {%m1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// A point-to-point fifo is no half, whatever its name: @x_1 adds nothing.
aie.device(npu2) {
  %m0 = aie.logical_tile<MemTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @x_0(%m0, {%c0, %c1}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_1(%m1, {%c2}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b0(%c0, {%m0}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b1(%c2, {%m1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}

// -----

// A fifo that disagrees with the first of its base is checked alone, and no
// later fifo joins it: @x_1 and @x_3 (i16) stay apart, while @x_2 joins @x_0
// (i8) across @x_1, so only @x_0's group is an error.
// CHECK: error: 'aie.objectfifo' op objectFIFO @x in a cyclic dependency requires depth >= 4 for deadlock-free execution; allocated depth = 2. (Coupled broadcast fan-out 4 x trip-count 2 = 8
// CHECK: help: @x_0 (2 consumers) and @x_2 (2 consumers) are one broadcast
aie.device(npu2) {
  %m0 = aie.logical_tile<MemTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %m2 = aie.logical_tile<MemTile>(?, ?)
  %m3 = aie.logical_tile<MemTile>(?, ?)
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  %c4 = aie.logical_tile<CoreTile>(?, ?)
  %c5 = aie.logical_tile<CoreTile>(?, ?)
  %c6 = aie.logical_tile<CoreTile>(?, ?)
  %c7 = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{objectFIFO @x in a cyclic dependency requires depth >= 4 for deadlock-free execution; allocated depth = 2}}
  aie.objectfifo @x_0(%m0, {%c0, %c1}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_1(%m1, {%c2, %c3}, 2 : i32) : !aie.objectfifo<memref<64xi16>>
  aie.objectfifo @x_2(%m2, {%c4, %c5}, 2 : i32) : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @x_3(%m3, {%c6, %c7}, 2 : i32) : !aie.objectfifo<memref<64xi16>>
  aie.objectfifo @b0(%c0, {%m0}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b1(%c2, {%m1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b2(%c4, {%m2}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
  aie.objectfifo @b3(%c6, {%m3}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
}
