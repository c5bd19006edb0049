// What --aie-npu-to-cpp cannot translate is an error at the op, with a
// help line.
// RUN: aiec --split-input-file --verify-diagnostics --aie-npu-to-cpp %s

aie.device(npu1_1col) {
  aie.runtime_sequence(%a: i32) {
    %v = arith.constant 5 : i32
    // expected-error@+1 {{'aiex.npu.write32' op has an address known only at run time relative to a tile or buffer}}
    aiex.npu.write32(%a, %v) {column = 0 : i32, row = 2 : i32} : i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.runtime_sequence' op argument 0 of type 'f32' has no C++ parameter type}}
  aie.runtime_sequence(%x: f32) {
  }
}

// -----

aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.runtime_sequence' op `generate_txn_main_my-seq` is not a C++ identifier}}
  aie.runtime_sequence @"my-seq"() {
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%x: i32) {
    %a = arith.constant 119300 : i32
    // expected-error@+1 {{'arith.bitcast' op is not supported by the C++ TXN target}}
    %q = arith.bitcast %x : i32 to i32
    aiex.npu.write32(%a, %q) : i32, i32
  }
}

// -----

aie.device(npu1_1col) @a_b {
  aie.runtime_sequence @c() {
  }
}
aie.device(npu1_1col) @a {
  // expected-error@+1 {{'aie.runtime_sequence' op a second C++ function named `generate_txn_a_b_c`}}
  aie.runtime_sequence @b_c() {
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.assert_bd_field' op lacks its operand}}
    "aiex.npu.assert_bd_field"() {max = 3 : i32} : () -> ()
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%c: i1) {
    // The verifier rejects it, as MLIR's does (the translation never sees it).
    // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
    %r = "scf.if"(%c) ({ "scf.yield"() : () -> () }) : (i1) -> (i32)
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: index, %v: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error@+1 {{'scf.for' op along control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
    %r = "scf.for"(%c0, %n, %c1, %v) ({
    ^bb0(%i: index, %x: i32):
      "scf.yield"() : () -> ()
    }) : (index, index, index, i32) -> i32
  }
}

// -----

// A mem tile's whole table and one channel's half of it cannot both have a
// pool: they would hand out the same id twice.
aie.device(npu1) {
  aie.runtime_sequence @split() {
    %id = aiex.dma_bd_pool_pop(0, 1, 1) : i32
    // expected-error@+1 {{uses BD ids 0..48 of tile (0, 1), which another pool of this sequence shares in part}}
    %all = aiex.dma_bd_pool_pop(0, 1) : i32
    aiex.dma_bd_pool_push(0, 1, 1) bd_id %id : i32
  }
}
