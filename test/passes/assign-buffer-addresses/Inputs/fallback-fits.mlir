// Input of ../fallback.mlir: fits with basic-sequential only (with `narrow`
// in bank 1, no run holds `wide`).
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %wide = aie.buffer(%t) {sym_name = "wide"} : memref<16112xi32>
  %narrow = aie.buffer(%t) {sym_name = "narrow", mem_bank = 1 : i32} : memref<16xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
