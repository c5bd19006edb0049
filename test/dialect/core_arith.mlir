// arith ops in their custom form: constants of every kind, binary ops,
// comparisons with every predicate, select and casts.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(3, 3)
  %core = aie.core(%t) {
    %a = arith.constant 7 : i32
    %b = arith.constant -3 : i32
    %i = arith.constant 0x10 : index
    %h = arith.constant 255 : i16
    %q = arith.constant 4294967295 : i64
    %x = arith.constant 1.5 : f32
    %y = arith.constant -2.0e-3 : f32
    %z = arith.constant 0.1 : f64
    %p = arith.constant 3.14159274 : f32
    %bh = arith.constant 1.0 : bf16
    %true = arith.constant true
    %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
    %0 = arith.addi %a, %b : i32
    %1 = arith.subi %a, %b : i32
    %2 = arith.muli %a, %b : i32
    %3 = arith.divsi %a, %b : i32
    %4 = arith.divui %a, %b : i32
    %5 = arith.remsi %a, %b : i32
    %6 = arith.remui %a, %b : i32
    %7 = arith.andi %a, %b : i32
    %8 = arith.ori %a, %b : i32
    %9 = arith.xori %a, %b : i32
    %10 = arith.shli %a, %b : i32
    %11 = arith.shrsi %a, %b : i32
    %12 = arith.shrui %a, %b : i32
    %13 = arith.maxsi %a, %b : i32
    %14 = arith.minsi %a, %b : i32
    %15 = arith.addf %x, %y : f32
    %16 = arith.subf %x, %y : f32
    %17 = arith.mulf %x, %y : f32
    %18 = arith.divf %x, %y : f32
    %19 = arith.addi %v, %v : vector<4xi32>
    %c0 = arith.cmpi eq, %a, %b : i32
    %c1 = arith.cmpi ne, %a, %b : i32
    %c2 = arith.cmpi slt, %a, %b : i32
    %c3 = arith.cmpi "sle", %a, %b : i32
    %c4 = arith.cmpi sgt, %a, %b : i32
    %c5 = arith.cmpi sge, %a, %b : i32
    %c6 = arith.cmpi ult, %a, %b : i32
    %c7 = arith.cmpi ule, %a, %b : i32
    %c8 = arith.cmpi ugt, %a, %b : i32
    %c9 = arith.cmpi uge, %a, %b : i32
    %f0 = arith.cmpf oeq, %x, %y : f32
    %f1 = arith.cmpf olt, %x, %y : f32
    %f2 = arith.cmpf une, %x, %y : f32
    %f3 = arith.cmpf ord, %x, %y : f32
    %s = arith.select %c0, %a, %b : i32
    %ix = arith.index_cast %a : i32 to index
    %bk = arith.index_cast %i : index to i32
    %ext = arith.extsi %h : i16 to i32
    %zx = arith.extui %h : i16 to i64
    %tr = arith.trunci %q : i64 to i16
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_3_3 = aie.tile(3, 3){{$}}
// CHECK-NEXT: %core_3_3 = aie.core(%tile_3_3) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32{{$}}
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32{{$}}
// CHECK-NEXT: %c16 = arith.constant 16 : index{{$}}
// CHECK-NEXT: %c255_i16 = arith.constant 255 : i16{{$}}
// CHECK-NEXT: %c4294967295_i64 = arith.constant 4294967295 : i64{{$}}
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32{{$}}
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e-03 : f32{{$}}
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e-01 : f64{{$}}
// CHECK-NEXT: %cst_2 = arith.constant 3.14159274 : f32{{$}}
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : bf16{{$}}
// CHECK-NEXT: %true = arith.constant true{{$}}
// CHECK-NEXT: %cst_4 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>{{$}}
// CHECK-NEXT: %0 = arith.addi %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %1 = arith.subi %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %2 = arith.muli %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %3 = arith.divsi %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %4 = arith.divui %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %5 = arith.remsi %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %6 = arith.remui %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %7 = arith.andi %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %8 = arith.ori %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %9 = arith.xori %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %10 = arith.shli %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %11 = arith.shrsi %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %12 = arith.shrui %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %13 = arith.maxsi %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %14 = arith.minsi %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %15 = arith.addf %cst, %cst_0 : f32{{$}}
// CHECK-NEXT: %16 = arith.subf %cst, %cst_0 : f32{{$}}
// CHECK-NEXT: %17 = arith.mulf %cst, %cst_0 : f32{{$}}
// CHECK-NEXT: %18 = arith.divf %cst, %cst_0 : f32{{$}}
// CHECK-NEXT: %19 = arith.addi %cst_4, %cst_4 : vector<4xi32>{{$}}
// CHECK-NEXT: %20 = arith.cmpi eq, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %21 = arith.cmpi ne, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %22 = arith.cmpi slt, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %23 = arith.cmpi sle, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %24 = arith.cmpi sgt, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %25 = arith.cmpi sge, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %26 = arith.cmpi ult, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %27 = arith.cmpi ule, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %28 = arith.cmpi ugt, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %29 = arith.cmpi uge, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %30 = arith.cmpf oeq, %cst, %cst_0 : f32{{$}}
// CHECK-NEXT: %31 = arith.cmpf olt, %cst, %cst_0 : f32{{$}}
// CHECK-NEXT: %32 = arith.cmpf une, %cst, %cst_0 : f32{{$}}
// CHECK-NEXT: %33 = arith.cmpf ord, %cst, %cst_0 : f32{{$}}
// CHECK-NEXT: %34 = arith.select %20, %c7_i32, %c-3_i32 : i32{{$}}
// CHECK-NEXT: %35 = arith.index_cast %c7_i32 : i32 to index{{$}}
// CHECK-NEXT: %36 = arith.index_cast %c16 : index to i32{{$}}
// CHECK-NEXT: %37 = arith.extsi %c255_i16 : i16 to i32{{$}}
// CHECK-NEXT: %38 = arith.extui %c255_i16 : i16 to i64{{$}}
// CHECK-NEXT: %39 = arith.trunci %c4294967295_i64 : i64 to i16{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
