// Outputs of the chunks are separated by a line `// -----`.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec -split-input-file %s -o %t && FileCheck %s < %t

// CHECK: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2)
// CHECK: {{^}}// -----{{$}}
// CHECK-NEXT: module {
// CHECK-NEXT: aie.device(npu2) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2)
// CHECK-NOT: -----
aie.device(npu1) {
  %t = aie.tile(0, 2)
}

// -----

module {
  aie.device(npu2) {
    %t = aie.tile(1, 2)
  }
}
