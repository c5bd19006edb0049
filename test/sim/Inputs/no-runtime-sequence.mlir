// A design without a runtime sequence (sim/empty-runtime-sequence.mlir):
// its control code only configures the array and starts the core.
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %core = aie.core(%t) {
      aie.end
    }
  }
}
