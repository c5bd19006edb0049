// A buffer without an initial value inside a core (prepare-buffers.mlir).
aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.core(%t) {
    %a = aie.buffer(%t) : memref<16xi32>
    aie.end
  }
}
