// A word of another type than i32 (test/npu/blockwrite-values.mlir).
aie.device(npu1) {
  aie.runtime_sequence(%w: i64) {
    %addr = arith.constant 118816 : i32
    aiex.npu.blockwrite_values(%addr : i32) values %addr, %w : i32, i64
  }
}
