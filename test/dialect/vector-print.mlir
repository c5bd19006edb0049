// vector.print as MLIR writes it: a value and its type, or a string
// (`str "..."`), then a punctuation (`punctuation <comma>`; left out when
// it is the default, `newline`); its generic form always holds the
// punctuation (#vector.punctuation<...>), and both forms read back.
// aie-sim runs it (test/sim/vector-print.mlir). An unknown punctuation is
// an error naming the five.
// ERR: error: expected a print punctuation, got `semicolon`
// ERR: help: one of `no_punctuation`, `newline`, `comma`, `open`, `close`
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: aiec %s --mlir-print-op-generic | aiec - | FileCheck %s
// RUN: not aiec %S/Inputs/vector-print-bad.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK: vector.print %arg0 : vector<4xi32>{{$}}
// CHECK-NEXT: vector.print %arg1 : f32 punctuation <no_punctuation>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: vector.print str "done"{{$}}
// CHECK-NEXT: vector.print str "x = " punctuation <no_punctuation>
// GENERIC: "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (vector<4xi32>) -> ()
// GENERIC: "vector.print"(%arg1) <{punctuation = #vector.punctuation<no_punctuation>}> : (f32) -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "done"}> : () -> ()
module {
  func.func @f(%v: vector<4xi32>, %x: f32) {
    vector.print %v : vector<4xi32>
    vector.print %x : f32 punctuation <no_punctuation>
    vector.print punctuation <comma>
    vector.print str "done"
    vector.print str "x = " punctuation <no_punctuation>
    return
  }
}

