// func.func (definitions, private declarations, attributes), func.call and
// return, used from a core. Inside a func.func, func ops print without their
// dialect prefix.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  func.func private @kernel(memref<64xi32>, i32) attributes {link_with = "kernel.o"}
  func.func private @pair(i32) -> (i32, f32)
  func.func @twice(%x: i32) -> i32 {
    %y = arith.addi %x, %x : i32
    return %y : i32
  }
  func.func @swap(%a: i32, %b: i32) -> (i32, i32) {
    %0 = func.call @twice(%a) : (i32) -> i32
    func.return %b, %0 : i32, i32
  }
  func.func @nothing() {
    return
  }
  %t = aie.tile(2, 4)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<64xi32>
  %core = aie.core(%t) {
    %c5 = arith.constant 5 : i32
    func.call @kernel(%buf, %c5) : (memref<64xi32>, i32) -> ()
    %r = func.call @twice(%c5) : (i32) -> i32
    %p:2 = func.call @swap(%r, %c5) : (i32, i32) -> (i32, i32)
    func.call @nothing() : () -> ()
    aie.end
  } {link_with = "kernel.o"}
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: func.func private @kernel(memref<64xi32>, i32) attributes {link_with = "kernel.o"}{{$}}
// CHECK-NEXT: func.func private @pair(i32) -> (i32, f32){{$}}
// CHECK-NEXT: func.func @twice(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32{{$}}
// CHECK-NEXT: return %0 : i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: func.func @swap(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = call @twice(%arg0) : (i32) -> i32{{$}}
// CHECK-NEXT: return %arg1, %0 : i32, i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: func.func @nothing() {
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %tile_2_4 = aie.tile(2, 4){{$}}
// CHECK-NEXT: %buf = aie.buffer(%tile_2_4) {sym_name = "buf"} : memref<64xi32>{{$}}
// CHECK-NEXT: %core_2_4 = aie.core(%tile_2_4) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32{{$}}
// CHECK-NEXT: func.call @kernel(%buf, %c5_i32) : (memref<64xi32>, i32) -> (){{$}}
// CHECK-NEXT: %0 = func.call @twice(%c5_i32) : (i32) -> i32{{$}}
// CHECK-NEXT: %1:2 = func.call @swap(%0, %c5_i32) : (i32, i32) -> (i32, i32){{$}}
// CHECK-NEXT: func.call @nothing() : () -> (){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: } {link_with = "kernel.o"}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
