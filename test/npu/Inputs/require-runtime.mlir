module {
  aie.device(npu1) {
    aie.runtime_sequence @seq(%buf : memref<32xi32>, %k : i32) {
      %c0 = arith.constant 0 : i32
      %ok = arith.cmpi sgt, %k, %c0 : i32
      aiex.npu.require(%ok) {message = "K must be positive"} : i1
    }
  }
}
