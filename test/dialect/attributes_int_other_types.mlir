// An integer literal of a type that is neither an integer type nor `index`
// is an error at the literal, as in MLIR ("integer literal not valid for
// specified type"). Of a float type, a decimal one is an error too (it
// was read as the float's bits: 2 : f32 gave 2.802597e-45) and a
// hexadecimal one gives the bits.
// RUN: aiec --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: not aiec %s --split-input-file 2>&1 | FileCheck %s --check-prefix=HELP

// HELP: help: an integer attribute has an integer type or index, not 'none'
// HELP: help: add a trailing dot to make the literal a float

// expected-error@+1 {{integer literal not valid for specified type}}
func.func @f() attributes {a = 5 : none} {
  return
}

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
func.func @f() attributes {b = [0x10 : vector<4xi32>, 3]} {
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %c = arith.constant -1 : memref<4xi32>
  return
}

// -----

// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
func.func @f() attributes {e = 2 : f32} {
  return
}

// -----

// CHECK: func.func @f() attributes {g = 2.000000e+00 : f32} {
func.func @f() attributes {g = 0x40000000 : f32} {
  return
}

