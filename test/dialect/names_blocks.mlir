// Block labels are renumbered ^bbN in order; every non-entry block gets a
// comment naming its predecessors (sorted, repeated per edge), or
// `no predecessors`.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

func.func @blocks(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^else:
  cf.br ^join(%x : i32)
^then:
  cf.br ^join(%x : i32)
^join(%v: i32):   // merges both arms
  return %v : i32
^dead:
  cf.br ^join(%x : i32)
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb1{{$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32){{$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32){{$}}
// CHECK-NEXT: ^bb3(%0: i32):  // 3 preds: ^bb1, ^bb2, ^bb4{{$}}
// CHECK-NEXT: return %0 : i32{{$}}
// CHECK-NEXT: ^bb4:  // no predecessors{{$}}
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

func.func @same_target_twice(%c: i1) {
  cf.cond_br %c, ^next, ^next
^next:
  cf.br ^last
^last:
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @same_target_twice(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb1{{$}}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0{{$}}
// CHECK-NEXT: cf.br ^bb2{{$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

func.func @loop(%n: i32) {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^head(%zero : i32)
^head(%i: i32):
  %go = arith.cmpi slt, %i, %n : i32
  cf.cond_br %go, ^body, ^exit
^body:
  %next = arith.addi %i, %one : i32
  cf.br ^head(%next : i32)
^exit:
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @loop(%arg0: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32{{$}}
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32{{$}}
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32){{$}}
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2{{$}}
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i32{{$}}
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3{{$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32{{$}}
// CHECK-NEXT: cf.br ^bb1(%2 : i32){{$}}
// CHECK-NEXT: ^bb3:  // pred: ^bb1{{$}}
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
