// --aie-normalize-address-spaces: the memref types of a device lose their
// memory space in op results, memref.global types and function signatures
// (with their entry block arguments); a #ptr.generic_space stays.
// RUN: aiec --aie-normalize-address-spaces %s | FileCheck %s
// RUN: aiec --aie-normalize-address-spaces %s | FileCheck %s --check-prefix=NONE

// NONE-NOT: , 2>
// CHECK: memref.global "public" @g : memref<4xi32>{{$}}
// CHECK: func.func @f(%arg0: memref<4xi32>, %arg1: memref<4xi32, #ptr.generic_space>) -> memref<4xi32> {
// CHECK-NEXT: memref.cast %arg0 : memref<4xi32> to memref<?xi32>{{$}}
// CHECK-NEXT: return %arg0 : memref<4xi32>{{$}}
// CHECK: memref.get_global @g : memref<4xi32>{{$}}
// CHECK-NEXT: memref.subview %0[0] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1]>>{{$}}

module {
  aie.device(npu1_1col) {
    memref.global "public" @g : memref<4xi32, 2>
    func.func @f(%a: memref<4xi32, 2>, %p: memref<4xi32, #ptr.generic_space>) -> memref<4xi32, 2> {
      %v = memref.cast %a : memref<4xi32, 2> to memref<?xi32, 2>
      return %a : memref<4xi32, 2>
    }
    %t = aie.tile(0, 2)
    aie.core(%t) {
      %g = memref.get_global @g : memref<4xi32, 2>
      %s = memref.subview %g[0] [2] [1] : memref<4xi32, 2> to memref<2xi32, strided<[1]>, 2>
      aie.end
    }
  }
}
