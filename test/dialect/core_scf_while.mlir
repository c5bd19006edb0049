// scf.while in mlir-opt's two-region form: the initialization list and a
// function type, the 'before' region ending in scf.condition, the 'do'
// region with its arguments in a block label; without loop-carried values
// the list is left out.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %core = aie.core(%t) {
    %init = arith.constant 1 : i32
    %limit = arith.constant 10 : i32
    %res:2 = scf.while (%a = %init, %b = %limit) : (i32, i32) -> (i32, i32) {
      %go = arith.cmpi slt, %a, %b : i32
      scf.condition(%go) %a, %b : i32, i32
    } do {
    ^bb0(%x: i32, %y: i32):
      %n = arith.addi %x, %init : i32
      scf.yield %n, %y : i32, i32
    }
    %one = scf.while (%a = %init) : (i32) -> i32 {
      %false = arith.constant false
      scf.condition(%false) %a : i32
    } do {
    ^bb0(%x: i32):
      scf.yield %x : i32
    }
    scf.while : () -> () {
      %false = arith.constant false
      scf.condition(%false)
    } do {
      scf.yield
    } attributes {note = "no values"}
    aie.end
  }
}

// CHECK: %[[R:.*]]:2 = scf.while (%arg0 = %c1_i32, %arg1 = %c10_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %[[GO:.*]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: scf.condition(%[[GO]]) %arg0, %arg1 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT: %[[N:.*]] = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: scf.yield %[[N]], %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %{{.*}} = scf.while (%arg0 = %c1_i32) : (i32) -> i32 {
// CHECK: scf.condition(%false) %arg0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK: scf.condition(%false){{$}}
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield{{$}}
// CHECK-NEXT: } attributes {note = "no values"}
