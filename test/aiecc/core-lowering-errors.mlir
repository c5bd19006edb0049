// The core lowering (lowered_{0}.mlir) stops at an op it has no rule for,
// naming the op and the core, and writes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not aiecc --get='lowered_{0}.mlir' --output-dir=%t %s 2>&1 | FileCheck %s
// RUN: test ! -e %t/lowered_main_core_0_2.mlir

// CHECK: error: 'vector.reduction' op has no lowering to the LLVM dialect (in the core of tile (0, 2))
// CHECK: help: the core lowering lowers

module {
  aie.device(npu2) {
    %tile = aie.tile(0, 2)
    %in = aie.buffer(%tile) {sym_name = "in"} : memref<16xi32>
    %core = aie.core(%tile) {
      %c0 = arith.constant 0 : index
      %v = vector.load %in[%c0] : memref<16xi32>, vector<16xi32>
      %s = vector.reduction <add>, %v : vector<16xi32> into i32
      memref.store %s, %in[%c0] : memref<16xi32>
      aie.end
    }
  }
}
