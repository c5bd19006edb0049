// memref ops: globals (private/public, constant, initializer or
// uninitialized), get_global, load/store with several indices, alloc and
// dealloc.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]>
  memref.global "public" @state : memref<2x2xf32> = uninitialized
  memref.global "private" @plain : memref<8xi16>
  memref.global "private" @zeros : memref<3xi32> = dense<0>
  %t = aie.tile(1, 4)
  %core = aie.core(%t) {
    %g = memref.get_global @lut : memref<4xi32>
    %s = memref.get_global @state : memref<2x2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = memref.load %g[%c1] : memref<4xi32>
    %f = memref.load %s[%c0, %c1] : memref<2x2xf32>
    memref.store %f, %s[%c1, %c0] : memref<2x2xf32>
    %a = memref.alloc() : memref<16xi32>
    memref.store %v, %a[%c0] : memref<16xi32>
    memref.dealloc %a : memref<16xi32>
    %d = memref.alloc() {alignment = 64 : i64} : memref<4x4xbf16>
    memref.dealloc %d : memref<4x4xbf16>
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]>{{$}}
// CHECK-NEXT: memref.global "public" @state : memref<2x2xf32> = uninitialized{{$}}
// CHECK-NEXT: memref.global "private" @plain : memref<8xi16>{{$}}
// CHECK-NEXT: memref.global "private" @zeros : memref<3xi32> = dense<0>{{$}}
// CHECK-NEXT: %tile_1_4 = aie.tile(1, 4){{$}}
// CHECK-NEXT: %core_1_4 = aie.core(%tile_1_4) {
// CHECK-NEXT: %0 = memref.get_global @lut : memref<4xi32>{{$}}
// CHECK-NEXT: %1 = memref.get_global @state : memref<2x2xf32>{{$}}
// CHECK-NEXT: %c0 = arith.constant 0 : index{{$}}
// CHECK-NEXT: %c1 = arith.constant 1 : index{{$}}
// CHECK-NEXT: %2 = memref.load %0[%c1] : memref<4xi32>{{$}}
// CHECK-NEXT: %3 = memref.load %1[%c0, %c1] : memref<2x2xf32>{{$}}
// CHECK-NEXT: memref.store %3, %1[%c1, %c0] : memref<2x2xf32>{{$}}
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xi32>{{$}}
// CHECK-NEXT: memref.store %2, %alloc[%c0] : memref<16xi32>{{$}}
// CHECK-NEXT: memref.dealloc %alloc : memref<16xi32>{{$}}
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x4xbf16>{{$}}
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4x4xbf16>{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
