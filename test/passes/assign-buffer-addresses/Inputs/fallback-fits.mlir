// Input of ../fallback.mlir: fits with basic-sequential only.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %wide = aie.buffer(%t) {sym_name = "wide"} : memref<5120xi32>
  %narrow = aie.buffer(%t) {sym_name = "narrow"} : memref<16xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
