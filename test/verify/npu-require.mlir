// aiex.npu.require's condition is an i1 (the op's ODS); its message is
// required.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  aie.runtime_sequence @seq(%k : i32) {
    // expected-error@+1 {{'aiex.npu.require' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    aiex.npu.require(%k) {message = "k"} : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence @seq(%k : i32) {
    %c0 = arith.constant 0 : i32
    %ok = arith.cmpi sgt, %k, %c0 : i32
    // expected-error@+1 {{'aiex.npu.require' op requires attribute 'message'}}
    aiex.npu.require(%ok) : i1
  }
}
