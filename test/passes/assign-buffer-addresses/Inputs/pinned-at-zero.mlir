// A buffer pinned at address 0 of a core tile, where the core's stack is
// (input of ../stack-overlap.mlir).
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %acc = aie.buffer(%t) {sym_name = "acc", address = 0 : i32} : memref<8xi32>
  %other = aie.buffer(%t) {sym_name = "other"} : memref<64xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
