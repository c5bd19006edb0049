// Input of npu-to-cpp-dispatch-shim.mlir: two runtime sequences.
aie.device(npu1_1col) {
  aie.runtime_sequence @one() {
  }
  aie.runtime_sequence @two() {
  }
}
