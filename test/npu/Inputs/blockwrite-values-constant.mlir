// Constant words of a blockwrite of values, lowered to CERT control code:
// one block write of BD 1 of shim (0, 0), whose address the patch then sets
// (test/npu/blockwrite-values.mlir).
aie.device(npu1) {
  aie.runtime_sequence @seq(%a: memref<16xi32>) {
    %base = arith.constant 118816 : i32
    %len = arith.constant 16 : i32
    %zero = arith.constant 0 : i32
    %valid = arith.constant 33554432 : i32
    aiex.npu.blockwrite_values(%base : i32) values %len, %zero, %zero, %zero, %zero, %valid, %zero, %valid : i32, i32, i32, i32, i32, i32, i32, i32
    %plus = arith.constant 0 : i32
    aiex.npu.address_patch(%plus : i32) {addr = 118820 : ui32, arg_idx = 0 : i32}
  }
}
