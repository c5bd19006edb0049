// Enum keywords may be written as strings; that includes the device name.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device("npu2_4col") {
  %t = aie.tile(3, 1)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu2_4col) {
// CHECK-NEXT: %mem_tile_3_1 = aie.tile(3, 1){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
