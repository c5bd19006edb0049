// Operations of unknown dialects are kept in MLIR's generic form: operands,
// attribute dictionary (sorted), regions, successors and the function type.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

func.func @unknown(%a: i32, %b: f32) -> i32 {
  %0 = "foo.bar"(%a) {x = 1 : i32} : (i32) -> i32
  "foo.sink"(%0, %b) : (i32, f32) -> ()
  "foo.nothing"() : () -> ()
  %1 = "foo.attrs"() {zeta = "z", alpha = unit, mid = @sym} : () -> index
  %2 = "foo.region"(%a) ({
  ^bb0(%x: i32):
    %y = "foo.inner"(%x) : (i32) -> i32
    "foo.yield"(%y) : (i32) -> ()
  }, {
    "foo.yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  return %2 : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @unknown(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0 = "foo.bar"(%arg0) {x = 1 : i32} : (i32) -> i32{{$}}
// CHECK-NEXT: "foo.sink"(%0, %arg1) : (i32, f32) -> (){{$}}
// CHECK-NEXT: "foo.nothing"() : () -> (){{$}}
// CHECK-NEXT: %1 = "foo.attrs"() {alpha, mid = @sym, zeta = "z"} : () -> index{{$}}
// CHECK-NEXT: %2 = "foo.region"(%arg0) ({
// CHECK-NEXT: ^bb0(%arg2: i32):{{$}}
// CHECK-NEXT: %3 = "foo.inner"(%arg2) : (i32) -> i32{{$}}
// CHECK-NEXT: "foo.yield"(%3) : (i32) -> (){{$}}
// CHECK-NEXT: }, {
// CHECK-NEXT: "foo.yield"(%arg0) : (i32) -> (){{$}}
// CHECK-NEXT: }) : (i32) -> i32{{$}}
// CHECK-NEXT: return %2 : i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// Unknown ops with successors, and unknown ops inside an AIE core.
func.func @branches(%c: i1) {
  "foo.cond"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "foo.br"()[^bb2] : () -> ()
^bb2:
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @branches(%arg0: i1) {
// CHECK-NEXT: "foo.cond"(%arg0)[^bb1, ^bb2] : (i1) -> (){{$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT: "foo.br"()[^bb2] : () -> (){{$}}
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1{{$}}
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %core = aie.core(%t) {
    %v = "foo.srs"() {shift = 0 : i8} : () -> vector<16xi32>
    "foo.use"(%v) : (vector<16xi32>) -> ()
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %core_1_2 = aie.core(%tile_1_2) {
// CHECK-NEXT: %0 = "foo.srs"() {shift = 0 : i8} : () -> vector<16xi32>{{$}}
// CHECK-NEXT: "foo.use"(%0) : (vector<16xi32>) -> (){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// Generic regions with several blocks (the entry block label is printed only
// when it has arguments), an empty region, and an op with everything:
// operands, successors, regions and attributes, in MLIR's order.
func.func @shapes(%a: i32) {
  "foo.multi"() ({
    "foo.br"()[^next] : () -> ()
  ^next:
    "foo.end"() : () -> ()
  }) : () -> ()
  "foo.empty"() ({
  }) : () -> ()
  "foo.all"(%a)[^out] ({
  ^entry(%x: i32):
    "foo.end"(%x) : (i32) -> ()
  }) {tag = "t"} : (i32) -> ()
^out:
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @shapes(%arg0: i32) {
// CHECK-NEXT: "foo.multi"() ({
// CHECK-NEXT: "foo.br"()[^bb1] : () -> (){{$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT: "foo.end"() : () -> (){{$}}
// CHECK-NEXT: }) : () -> (){{$}}
// CHECK-NEXT: "foo.empty"() ({
// CHECK-NEXT: }) : () -> (){{$}}
// CHECK-NEXT: "foo.all"(%arg0)[^bb1] ({
// CHECK-NEXT: ^bb0(%arg1: i32):{{$}}
// CHECK-NEXT: "foo.end"(%arg1) : (i32) -> (){{$}}
// CHECK-NEXT: }) {tag = "t"} : (i32) -> (){{$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
