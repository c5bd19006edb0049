// CERT control code computes the value of a write32 or maskwrite32 when the
// runtime sequence runs; every other field it takes as a constant. A field
// known only at run time is an error at its op, pointing to the C++
// generator, which computes any of them.
// RUN: aiec --split-input-file --verify-diagnostics --aie-lower-to-cert %s
// RUN: aiec --split-input-file --verify-diagnostics --aie-npu-to-cert %s

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %v = arith.constant 1 : i32
    // expected-error@+1 {{'aiex.npu.write32' op 'address' is known only at run time here}}
    aiex.npu.write32(%n, %v) : i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %a = arith.constant 2097152 : i32
    %v = arith.constant 1 : i32
    // expected-error@+1 {{'aiex.npu.maskwrite32' op 'mask' is known only at run time here}}
    aiex.npu.maskwrite32(%a, %v, %n) : i32, i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error@+1 {{'aiex.npu.sync' op 'channel' is known only at run time here}}
    aiex.npu.sync(%c0, %c0, %c0, %n, %c1, %c1) : i32, i32, i32, i32, i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%a: memref<16xi32>, %n: i32) {
    // expected-error@+1 {{'aiex.npu.address_patch' op 'arg_plus' is known only at run time here}}
    aiex.npu.address_patch(%n : i32) {addr = 119300 : ui32, arg_idx = 0 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%a: memref<16xi32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    // expected-error@+1 {{'aiex.npu.address_patch' op 'addr' is known only at run time here}}
    aiex.npu.address_patch(%c0 : i32) addr %n : i32 {addr = 119300 : ui32, arg_idx = 0 : i32}
  }
}
