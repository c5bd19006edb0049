// What CERT control code cannot compute when the runtime sequence runs is
// an error at the op that computes it (it has MOV, ADD and WRITE_32_D, no
// multiply, no branch, no masked write of a register).
// RUN: aiec --split-input-file --verify-diagnostics --aie-lower-to-cert %s

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32, %m: i32) {
    %a = arith.constant 2097152 : i32
    // expected-error@+1 {{'arith.muli' op multiplies two values known only at run time}}
    %p = arith.muli %n, %m : i32
    aiex.npu.write32(%a, %p) : i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %a = arith.constant 2097152 : i32
    %c2 = arith.constant 2 : i32
    // expected-error@+1 {{'arith.divui' op computes a value the runtime sequence needs when it runs with 'arith.divui', which CERT control code cannot}}
    %q = arith.divui %n, %c2 : i32
    aiex.npu.write32(%a, %q) : i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %a = arith.constant 2097152 : i32
    %c2 = arith.constant 2 : i32
    // expected-error@+1 {{'arith.subi' op subtracts a value known only at run time}}
    %d = arith.subi %c2, %n : i32
    aiex.npu.write32(%a, %d) : i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %a = arith.constant 2097152 : i32
    %mask = arith.constant 255 : i32
    %c1 = arith.constant 1 : i32
    %v = arith.addi %n, %c1 : i32
    // expected-error@+1 {{'aiex.npu.maskwrite32' op writes under a mask a value computed at run time}}
    aiex.npu.maskwrite32(%a, %v, %mask) : i32, i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %a = arith.constant 2097152 : i32
    %c100 = arith.constant 100 : i32
    %v = arith.muli %n, %c100 : i32
    // expected-error@+1 {{'aiex.npu.write32' op the value known at run time takes 100 additions; at most 64 are emitted}}
    aiex.npu.write32(%a, %v) : i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: index) {
    %a = arith.constant 2097152 : i32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    // expected-error@+1 {{'scf.for' op runs while the sequence runs, and CERT control code has no loops or branches}}
    scf.for %i = %c0 to %c2 step %c1 {
      %v = arith.index_cast %i : index to i32
      aiex.npu.write32(%a, %v) : i32, i32
    }
  }
}
