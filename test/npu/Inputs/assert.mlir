// A sequence guarded by cf.assert: one condition known at compile time to
// hold, one on the run-time argument, whose message holds a quote, a
// backslash, braces and a line break.
module {
  aie.device(npu1) {
    aie.runtime_sequence @guarded(%buf : memref<32xi32>, %n : i32) {
      %true = arith.constant true
      cf.assert %true, "holds at compile time"
      %c0 = arith.constant 0 : i32
      %ok = arith.cmpi sgt, %n, %c0 : i32
      cf.assert %ok, "\"n\" \\ must be > 0: {n}\0Aon one line"
      %addr = arith.constant 119300 : i32
      aiex.npu.write32(%addr, %n) : i32, i32
    }
    aie.runtime_sequence @refused(%n : i32) {
      %false = arith.constant false
      cf.assert %false, "never"
      %addr = arith.constant 119300 : i32
      aiex.npu.write32(%addr, %n) : i32, i32
    }
  }
}
