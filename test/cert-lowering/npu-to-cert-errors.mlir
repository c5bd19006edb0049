// Errors of --aie-npu-to-cert: a patch with no block write of its BD before
// it; the warning of a write whose address bits disagree with its column and
// row.
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

// A write with `column` and `row` whose address has other column and row
// bits is a warning (mlir-aie's); the column and row given win. Upper bits
// that match, or none, are no warning.
aie.device(npu2) {
  aie.runtime_sequence @configure() {
    // expected-warning@+1 {{address upper bits (0x2200000) don't match row=0 col=1 computed bits (0x2000000)}}
    aiex.npu.write32 {address = 0x0221D204 : ui32, value = 2 : ui32, column = 1 : i32, row = 0 : i32}
    // expected-warning@+1 {{address upper bits (0x100000) don't match row=2 col=0 computed bits (0x200000)}}
    aiex.npu.maskwrite32 {address = 0x0011D204 : ui32, value = 2 : ui32, mask = 3 : ui32, column = 0 : i32, row = 2 : i32}
    aiex.npu.write32 {address = 0x0201D204 : ui32, value = 2 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 2 : ui32, column = 1 : i32, row = 0 : i32}
  }
}
