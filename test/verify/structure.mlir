// MLIR's structural rules, in its words: a block ends in a terminator (but
// in the regions of ops declared free of one, and where the terminator is
// implied), a branch passes one operand of the right type per argument of
// its target block, func.return gives its function's results, func.call
// matches its callee, and memref.load / memref.store take one index per
// dimension.
// RUN: aiec --split-input-file --verify-diagnostics %s

func.func @no_terminator() {
  // expected-error@+1 {{block with no terminator, has %c1_i32 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %c = arith.constant 1 : i32
}

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @empty_block(%b: i1) {
  cf.cond_br %b, ^a, ^c
^a:
^c:
  return
}

// -----

func.func @operand_count(%b: i1) {
  %c = arith.constant 1 : i32
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.cond_br %b, ^a(%c : i32), ^c
^a:
  cf.br ^c
^c:
  return
}

// -----

func.func @operand_type() {
  %c = arith.constant 1 : i32
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^a(%c : i32)
^a(%x: i64):
  return
}

// -----

func.func @return_count() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @return_type() -> i32 {
  %c = arith.constant 1 : i64
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %c : i64
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @call_operand_type() -> i32 {
  %c = arith.constant 1 : i64
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %r = func.call @g(%c) : (i64) -> i32
  return %r : i32
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @call_operand_count() -> i32 {
  %c = arith.constant 1 : i32
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %r = func.call @g(%c, %c) : (i32, i32) -> i32
  return %r : i32
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @call_result_count() {
  %c = arith.constant 1 : i32
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  func.call @g(%c) : (i32) -> ()
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @call_result_type() -> i64 {
  %c = arith.constant 1 : i32
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'i64'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %r = func.call @g(%c) : (i32) -> i64
  return %r : i64
}

// -----

func.func @load_indices(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %v = memref.load %m[%c0, %c0] : memref<4xi32>
  return
}

// -----

func.func @store_indices(%m: memref<4x4xi32>) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1 : i32
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%c0] : memref<4x4xi32>
  return
}

// -----

// A runtime sequence needs no terminator; a device's is implied; a core's
// aie.end is written.
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.core(%t) {
    aie.end
  }
  aie.runtime_sequence(%x: memref<4xi32>) {
    %c = arith.constant 0 : i32
  }
}
