// An op with several results gets one name, printed `%N:count`; its results
// are used as `%N#i`. It takes a single value number.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

func.func @multi() -> (i32, f32) {
  %pair:2 = "foo.pair"() : () -> (i32, f32)
  %three:3 = "foo.three"(%pair#0) : (i32) -> (i32, i32, i32)
  %one = "foo.one"(%three#2, %three#1) : (i32, i32) -> i32
  %sep, %arate = "foo.two"() : () -> (i32, i32)
  "foo.use"(%sep, %arate, %pair#1) : (i32, i32, f32) -> ()
  return %three#0, %pair#1 : i32, f32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @multi() -> (i32, f32) {
// CHECK-NEXT: %0:2 = "foo.pair"() : () -> (i32, f32){{$}}
// CHECK-NEXT: %1:3 = "foo.three"(%0#0) : (i32) -> (i32, i32, i32){{$}}
// CHECK-NEXT: %2 = "foo.one"(%1#2, %1#1) : (i32, i32) -> i32{{$}}
// CHECK-NEXT: %3:2 = "foo.two"() : () -> (i32, i32){{$}}
// CHECK-NEXT: "foo.use"(%3#0, %3#1, %0#1) : (i32, i32, f32) -> (){{$}}
// CHECK-NEXT: return %1#0, %0#1 : i32, f32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
