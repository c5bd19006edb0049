// Unstructured control flow in cores: cf.br and cf.cond_br with block
// arguments; labels renumbered with predecessor comments.
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s

aie.device(xcvc1902) {
  %t = aie.tile(1, 3)
  %l = aie.lock(%t, 0) {sym_name = "l"}
  %core = aie.core(%t) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c10 = arith.constant 10 : i32
    cf.br ^loop(%c0 : i32)
  ^loop(%i: i32):  // the loop header
    %done = arith.cmpi sge, %i, %c10 : i32
    cf.cond_br %done, ^exit, ^body(%i, %c1 : i32, i32)
  ^body(%x: i32, %step: i32):
    aie.use_lock(%l, Acquire, 1)
    aie.use_lock(%l, Release, 0)
    %next = arith.addi %x, %step : i32
    cf.br ^loop(%next : i32)
  ^exit:
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: %l = aie.lock(%tile_1_3, 0) {sym_name = "l"}{{$}}
// CHECK-NEXT: %core_1_3 = aie.core(%tile_1_3) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32{{$}}
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32{{$}}
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32{{$}}
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32){{$}}
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2{{$}}
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %c10_i32 : i32{{$}}
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb2(%0, %c1_i32 : i32, i32){{$}}
// CHECK-NEXT: ^bb2(%2: i32, %3: i32):  // pred: ^bb1{{$}}
// CHECK-NEXT: aie.use_lock(%l, Acquire, 1){{$}}
// CHECK-NEXT: aie.use_lock(%l, Release, 0){{$}}
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32{{$}}
// CHECK-NEXT: cf.br ^bb1(%4 : i32){{$}}
// CHECK-NEXT: ^bb3:  // pred: ^bb1{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
