// Two empty runtime sequences (sim/empty-runtime-sequence.mlir).
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    aie.runtime_sequence @first() {
    }
    aie.runtime_sequence @second(%a: memref<4xi32>) {
    }
  }
}
