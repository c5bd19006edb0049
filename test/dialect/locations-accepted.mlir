// Source locations are accepted everywhere MLIR allows them and are not
// printed (no debug-info printing): after ops, on block and region arguments,
// on function arguments, in every location form.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2) loc("design.py":12:4)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<8xi32> loc(unknown)
  %l = aie.lock(%t, 0) loc("named_lock")
  %c = aie.core(%t) {
    %v = arith.constant 3 : i32 loc(fused["a.c":1:2, "b.c":3:4])
    aie.end loc(callsite("callee.c":5:6 at "caller.c":7:8))
  } loc("core"("k.cc":9:1))
  aie.runtime_sequence(%arg0: memref<8xi32> loc("arg":1:1)) {
  } loc(unknown)
} loc("top.mlir":1:1)

// CHECK-NOT: loc
// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %b = aie.buffer(%tile_0_2) {sym_name = "b"} : memref<8xi32>{{$}}
// CHECK-NEXT: %lock_0_2 = aie.lock(%tile_0_2, 0){{$}}
// CHECK-NEXT: %core_0_2 = aie.core(%tile_0_2) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<8xi32>) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

func.func @f(%a: i32 loc("a.mlir":2:10), %b: i32 loc(unknown)) -> i32 {
  cf.br ^next(%a : i32) loc("br")
^next(%x: i32 loc("blockarg":3:3)):
  return %x : i32 loc(fused<"tag">["r":1:1])
} loc("f")

// CHECK-NOT: loc
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32){{$}}
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0{{$}}
// CHECK-NEXT: return %0 : i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
