// aiex.npu.assert_bd_field and assert_bd_divisible guard run-time values of
// BD fields (the C++ generator checks them when the host builds the
// stream); a constant is checked here, with mlir-aie's messages.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  aie.runtime_sequence(%n: i32) {
    %c63 = arith.constant 63 : i32
    %c8 = arith.constant 8 : i32
    %c1 = arith.constant 1 : i32
    aiex.npu.assert_bd_field(%n) {max = 63 : i32} : i32
    aiex.npu.assert_bd_field(%c63) {max = 63 : i32} : i32
    aiex.npu.assert_bd_divisible(%c8) {divisor = 4 : i32} : i32
    aiex.npu.assert_bd_divisible(%c1) {divisor = 4 : i32, allow_unit} : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    %c64 = arith.constant 64 : i32
    // expected-error@+1 {{'aiex.npu.assert_bd_field' op constant value 64 exceeds the guarded field range [0:63].}}
    aiex.npu.assert_bd_field(%c64) {max = 63 : i32} : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    %c1 = arith.constant 1 : i32
    // expected-error@+1 {{'aiex.npu.assert_bd_divisible' op constant value 1 is not divisible by 4 (transfer is not a whole number of address-gen granules).}}
    aiex.npu.assert_bd_divisible(%c1) {divisor = 4 : i32} : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%n: i32) {
    // expected-error@+1 {{'aiex.npu.assert_bd_divisible' op divisor must be non-zero.}}
    aiex.npu.assert_bd_divisible(%n) {divisor = 0 : i32} : i32
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%n: i64) {
    // expected-error@+1 {{'aiex.npu.assert_bd_field' op operand #0 must be 32-bit signless integer, but got 'i64'}}
    aiex.npu.assert_bd_field(%n) {max = 63 : i32} : i64
  }
}
