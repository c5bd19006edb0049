// Known operations written in generic form (with attributes or properties)
// are printed back in their custom form.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = "aie.tile"() {col = 1 : i32, row = 2 : i32} : () -> index
  %u = "aie.tile"() <{col = 1 : i32, row = 3 : i32}> : () -> index
  %b = "aie.buffer"(%t) {sym_name = "buf"} : (index) -> memref<8xi32>
  %l = "aie.lock"(%t) {lockID = 2 : i32, init = 0 : i32} : (index) -> index
  aie.cascade_flow(%t, %u)
  %c = "aie.core"(%t) ({
    %one = "arith.constant"() {value = 1 : i32} : () -> i32
    %two = "arith.addi"(%one, %one) : (i32, i32) -> i32
    %i = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%two, %b, %i) : (i32, memref<8xi32>, index) -> ()
    "aie.end"() : () -> ()
  }) : (index) -> index
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: %buf = aie.buffer(%tile_1_2) {sym_name = "buf"} : memref<8xi32>{{$}}
// CHECK-NEXT: %lock_1_2 = aie.lock(%tile_1_2, 2) {init = 0 : i32}{{$}}
// CHECK-NEXT: aie.cascade_flow(%tile_1_2, %tile_1_3){{$}}
// CHECK-NEXT: %core_1_2 = aie.core(%tile_1_2) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32{{$}}
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32{{$}}
// CHECK-NEXT: %c0 = arith.constant 0 : index{{$}}
// CHECK-NEXT: memref.store %0, %buf[%c0] : memref<8xi32>{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
