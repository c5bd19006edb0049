// Names taken from sym_name are sanitised like MLIR does: a leading digit
// gets an underscore prefix, a blank becomes `_`, other characters that are
// not allowed in SSA names become their hexadecimal code.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %a = aie.buffer(%t) {sym_name = "0buf"} : memref<4xi32>
  %b = aie.buffer(%t) {sym_name = "in buf"} : memref<4xi32>
  %c = aie.buffer(%t) {sym_name = "x+y"} : memref<4xi32>
  %d = aie.buffer(%t) {sym_name = "ok.name-1$"} : memref<4xi32>
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %_0buf = aie.buffer(%tile_0_2) {sym_name = "0buf"} : memref<4xi32>{{$}}
// CHECK-NEXT: %in_buf = aie.buffer(%tile_0_2) {sym_name = "in buf"} : memref<4xi32>{{$}}
// CHECK-NEXT: %x2By = aie.buffer(%tile_0_2) {sym_name = "x+y"} : memref<4xi32>{{$}}
// CHECK-NEXT: %ok.name-1$ = aie.buffer(%tile_0_2) {sym_name = "ok.name-1$"} : memref<4xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
