module {
  aie.device(npu1) {
    aie.runtime_sequence @seq(%buf : memref<32xi32>) {
      %true = arith.constant true
      aiex.npu.require(%true) {message = "holds"} : i1
      %addr = arith.constant 119300 : i32
      %v = arith.constant 7 : i32
      aiex.npu.write32(%addr, %v) : i32, i32
    }
  }
}
