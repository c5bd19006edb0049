// Structured control flow in cores: scf.for (index or integer induction
// variable, iter_args), scf.if with and without results (a single result
// type may be written without parentheses, as MLIR's arrow type list reads
// it; it prints in them); an scf.yield without operands is implicit and not
// printed.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(2, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<16xi32>
  %core = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0 : i32
    scf.for %i = %c0 to %c16 step %c1 {
      %v = memref.load %buf[%i] : memref<16xi32>
      %w = arith.addi %v, %v : i32
      memref.store %w, %buf[%i] : memref<16xi32>
    }
    %sum = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (i32) {
      %v = memref.load %buf[%i] : memref<16xi32>
      %n = arith.addi %acc, %v : i32
      scf.yield %n : i32
    }
    %lo = arith.constant 0 : i32
    %hi = arith.constant 8 : i32
    %st = arith.constant 2 : i32
    scf.for %j = %lo to %hi step %st : i32 {
      scf.yield
    }
    %big = arith.cmpi sgt, %sum, %zero : i32
    scf.if %big {
      memref.store %sum, %buf[%c0] : memref<16xi32>
    }
    %r = scf.if %big -> i32 {
      scf.yield %sum : i32
    } else {
      scf.yield %zero : i32
    }
    scf.if %big {
      memref.store %r, %buf[%c1] : memref<16xi32>
    } else {
      memref.store %zero, %buf[%c1] : memref<16xi32>
    }
    %two:2 = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %zero, %b = %sum) -> (i32, i32) {
      scf.yield %b, %a : i32, i32
    }
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_2_2 = aie.tile(2, 2){{$}}
// CHECK-NEXT: %buf = aie.buffer(%tile_2_2) {sym_name = "buf"} : memref<16xi32>{{$}}
// CHECK-NEXT: %core_2_2 = aie.core(%tile_2_2) {
// CHECK-NEXT: %c0 = arith.constant 0 : index{{$}}
// CHECK-NEXT: %c1 = arith.constant 1 : index{{$}}
// CHECK-NEXT: %c16 = arith.constant 16 : index{{$}}
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32{{$}}
// CHECK-NEXT: scf.for %arg0 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %4 = memref.load %buf[%arg0] : memref<16xi32>{{$}}
// CHECK-NEXT: %5 = arith.addi %4, %4 : i32{{$}}
// CHECK-NEXT: memref.store %5, %buf[%arg0] : memref<16xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %0 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c0_i32) -> (i32) {
// CHECK-NEXT: %4 = memref.load %buf[%arg0] : memref<16xi32>{{$}}
// CHECK-NEXT: %5 = arith.addi %arg1, %4 : i32{{$}}
// CHECK-NEXT: scf.yield %5 : i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32{{$}}
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32{{$}}
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32{{$}}
// CHECK-NEXT: scf.for %arg0 = %c0_i32_0 to %c8_i32 step %c2_i32 : i32 {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %1 = arith.cmpi sgt, %0, %c0_i32 : i32{{$}}
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.store %0, %buf[%c0] : memref<16xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %2 = scf.if %1 -> (i32) {
// CHECK-NEXT: scf.yield %0 : i32{{$}}
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c0_i32 : i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.store %2, %buf[%c1] : memref<16xi32>{{$}}
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %c0_i32, %buf[%c1] : memref<16xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %3:2 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c0_i32, %arg2 = %0) -> (i32, i32) {
// CHECK-NEXT: scf.yield %arg2, %arg1 : i32, i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
