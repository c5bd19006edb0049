// The run-time assert of npu-to-binary-assert.mlir, for the C++ generator.
aie.device(npu1) {
  aie.runtime_sequence @at_run_time(%buf : memref<32xi32>, %n : i32) {
    %c0 = arith.constant 0 : i32
    %ok = arith.cmpi sgt, %n, %c0 : i32
    cf.assert %ok, "n must be positive"
  }
}
