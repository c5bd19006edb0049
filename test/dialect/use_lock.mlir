// Round trip of aie.use_lock: actions quoted or bare, the optional value and
// blocking flag, acq_en (printed only when false).
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | aiec --aie-syntax=2026-04 --split-input-file - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 1) {sym_name = "lk", init = 1 : i32}
  %c = aie.core(%t) {
    aie.use_lock(%l, "AcquireGreaterEqual", 1)
    aie.use_lock(%l, AcquireGreaterEqual, 0x2)
    aie.use_lock(%l, Release)
    aie.use_lock( %l , "Release" , 3 )
    aie.use_lock(%l, Release, 1, NonBlocking)
    aie.use_lock(%l, AcquireGreaterEqual, 1, "Blocking")
    aie.use_lock(%l, AcquireGreaterEqual, 1) {acq_en = false}
    aie.use_lock(%l, Release, 1) {acq_en = true}
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %lk = aie.lock(%tile_1_2, 1) {init = 1 : i32, sym_name = "lk"}{{$}}
// CHECK-NEXT: %core_1_2 = aie.core(%tile_1_2) {
// CHECK-NEXT: aie.use_lock(%lk, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: aie.use_lock(%lk, AcquireGreaterEqual, 2){{$}}
// CHECK-NEXT: aie.use_lock(%lk, Release){{$}}
// CHECK-NEXT: aie.use_lock(%lk, Release, 3){{$}}
// CHECK-NEXT: aie.use_lock(%lk, Release, 1, NonBlocking){{$}}
// CHECK-NEXT: aie.use_lock(%lk, AcquireGreaterEqual, 1, Blocking){{$}}
// CHECK-NEXT: aie.use_lock(%lk, AcquireGreaterEqual, 1) {acq_en = false}{{$}}
// CHECK-NEXT: aie.use_lock(%lk, Release, 1){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// AIE1 binary locks: Acquire/Release with value 0 or 1.
aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %l = aie.lock(%t, 3)
  %c = aie.core(%t) {
    aie.use_lock(%l, "Acquire", 0)
    aie.use_lock(%l, Release, 1)
    aie.use_lock(%l, Acquire, 1)
    aie.use_lock(%l, "Release", 0)
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: %lock_1_1 = aie.lock(%tile_1_1, 3){{$}}
// CHECK-NEXT: %core_1_1 = aie.core(%tile_1_1) {
// CHECK-NEXT: aie.use_lock(%lock_1_1, Acquire, 0){{$}}
// CHECK-NEXT: aie.use_lock(%lock_1_1, Release, 1){{$}}
// CHECK-NEXT: aie.use_lock(%lock_1_1, Acquire, 1){{$}}
// CHECK-NEXT: aie.use_lock(%lock_1_1, Release, 0){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
