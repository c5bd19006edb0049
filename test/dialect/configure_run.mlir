// Round trip of aiex.configure and aiex.run: a runtime sequence of one device
// configures another device and runs one of its sequences.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

module {
  aie.device(npu1) @worker {
    %t = aie.tile(0, 2)
    aie.runtime_sequence @compute(%buf: memref<64xi32>, %n: i32) {
    }
  }
  aie.device(npu1) @main_dev {
    aie.runtime_sequence @top(%x: memref<64xi32>, %n: i32) {
      aiex.configure @worker {
        aiex.run @compute(%x, %n) : (memref<64xi32>, i32)
      }
    }
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) @worker {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: aie.runtime_sequence @compute(%arg0: memref<64xi32>, %arg1: i32) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-LABEL: aie.device(npu1) @main_dev {
// CHECK-NEXT: aie.runtime_sequence @top(%arg0: memref<64xi32>, %arg1: i32) {
// CHECK-NEXT: aiex.configure @worker {
// CHECK-NEXT: aiex.run @compute(%arg0, %arg1) : (memref<64xi32>, i32){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
