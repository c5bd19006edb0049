// A buffer pinned just above the core's 1 KiB stack (input of
// ../stack-overlap.mlir).
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %acc = aie.buffer(%t) {sym_name = "acc", address = 1024 : i32} : memref<8xi32>
  %other = aie.buffer(%t) {sym_name = "other"} : memref<64xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
