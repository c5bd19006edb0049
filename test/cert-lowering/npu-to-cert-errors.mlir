// Errors of --aie-npu-to-cert: a patch with no block write of its BD before
// it, and an NPU op without a CERT form.
// RUN: aiec --split-input-file --verify-diagnostics --aie-npu-to-cert %s

aie.device(npu2) {
  memref.global "private" constant @bd : memref<8xi32> = dense<[1, 0, 0, 0, 0, 0, 0, 0]>
  aie.runtime_sequence(%a: memref<8xi32>) {
    %0 = memref.get_global @bd : memref<8xi32>
    aiex.npu.blockwrite(%0) {address = 118784 : ui32} : memref<8xi32>
    // expected-error@+1 {{no block write of a shim BD precedes this address patch}}
    aiex.npu.address_patch {addr = 118820 : ui32, arg_idx = 0 : i32, arg_plus = 0 : i32}
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.preempt' has no CERT lowering}}
    aiex.npu.preempt {level = 1 : ui8}
  }
}
