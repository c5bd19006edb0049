// The xclbin's kernel takes one host buffer (boN) per argument of the
// runtime sequence, at least five; more than sixteen is refused, as
// mlir-aie's aiecc refuses them (the count verified on hardware), and no
// xclbin is written.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: not aiecc --no-xchesscc --aie-generate-xclbin --xclbin-name=%t/aie.xclbin %s 2>&1 | FileCheck %s
// RUN: not test -e %t/aie.xclbin

// CHECK: error: device 'main' has 17 host buffer arguments, which exceeds the maximum supported and verified count of 16. Reduce the number of host buffer arguments.

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    aie.runtime_sequence(%a0: memref<8xi32>, %a1: memref<8xi32>, %a2: memref<8xi32>, %a3: memref<8xi32>, %a4: memref<8xi32>, %a5: memref<8xi32>, %a6: memref<8xi32>, %a7: memref<8xi32>, %a8: memref<8xi32>, %a9: memref<8xi32>, %a10: memref<8xi32>, %a11: memref<8xi32>, %a12: memref<8xi32>, %a13: memref<8xi32>, %a14: memref<8xi32>, %a15: memref<8xi32>, %a16: memref<8xi32>) {
    }
  }
}
