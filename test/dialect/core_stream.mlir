// Core-side stream access, debug and event ops.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(xcvc1902) {
  %t = aie.tile(3, 4)
  %core = aie.core(%t) {
    %ch0 = arith.constant 0 : i32
    %ch1 = arith.constant 1 : i32
    %v = aie.get_stream(%ch0 : i32) : i32
    %f = aie.get_stream(%ch1 : i32) : f32
    %w = aie.get_stream(%ch0 : i32) : i128
    aie.put_stream(%ch1 : i32, %v : i32)
    aie.put_stream(%ch0 : i32, %f : f32)
    aie.put_stream(%ch1 : i32, %w : i128)
    aie.debug(%v : i32)
    aie.debug( %f : f32 )
    aie.event(0)
    aie.event(1)
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_3_4 = aie.tile(3, 4){{$}}
// CHECK-NEXT: %core_3_4 = aie.core(%tile_3_4) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32{{$}}
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32{{$}}
// CHECK-NEXT: %0 = aie.get_stream(%c0_i32 : i32) : i32{{$}}
// CHECK-NEXT: %1 = aie.get_stream(%c1_i32 : i32) : f32{{$}}
// CHECK-NEXT: %2 = aie.get_stream(%c0_i32 : i32) : i128{{$}}
// CHECK-NEXT: aie.put_stream(%c1_i32 : i32, %0 : i32){{$}}
// CHECK-NEXT: aie.put_stream(%c0_i32 : i32, %1 : f32){{$}}
// CHECK-NEXT: aie.put_stream(%c1_i32 : i32, %2 : i128){{$}}
// CHECK-NEXT: aie.debug(%0 : i32){{$}}
// CHECK-NEXT: aie.debug(%1 : f32){{$}}
// CHECK-NEXT: aie.event(0){{$}}
// CHECK-NEXT: aie.event(1){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
