// MLIR's dominance rule: an operand must be defined where it dominates its
// use. The note says where the definition is relative to the use. A
// device's body is not a graph region: a core cannot use a buffer defined
// after it. Only the first such error of an op isolated from above is
// reported, as MLIR's verifier stops there.
// RUN: aiec --split-input-file --verify-diagnostics %s

func.func @same_block() -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %x = arith.addi %one, %one : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  return %y : i32
}

// -----

func.func @other_block(%b: i1) -> i32 {
  cf.cond_br %b, ^a, ^c
^a:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %one = arith.constant 1 : i32
  cf.br ^c
^c:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  return %one : i32
}

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in a parent region)}}
func.func @block_argument(%b: i1) {
  cf.cond_br %b, ^a(%b : i1), ^c
^a(%q: i1):
  cf.br ^c
^c:
  scf.if %b {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %z = arith.select %q, %b, %b : i1
  }
  return
}

// -----

func.func @successor_operand() -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  cf.br ^c(%r : i32)
^c(%a: i32):
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %r = arith.constant 1 : i32
  return %a : i32
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.core(%t) {
    %c0 = arith.constant 0 : index
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %v = memref.load %buf[%c0] : memref<16xi32>
    aie.end
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %buf = aie.buffer(%t) : memref<16xi32>
}

// -----

// An unreachable block is not checked, and the module's body is a graph
// region: order does not matter there.
func.func @unreachable() {
  return
^dead:
  %x = arith.addi %one, %one : i32
  %one = arith.constant 1 : i32
  return
}
%y = arith.addi %z, %z : i32
%z = arith.constant 1 : i32
