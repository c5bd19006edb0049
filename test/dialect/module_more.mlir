// More module forms: several top-level ops share one implicit module; an
// explicit aie.end in a device is its implicit terminator and not printed;
// an empty device keeps its braces.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) @first {
  %t = aie.tile(0, 2)
}
aie.device(npu2) @second {
  %t = aie.tile(1, 2)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) @first {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-LABEL: aie.device(npu2) @second {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.end
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(xcve2302) {
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcve2302) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

module {
  module @inner {
    aie.device(npu1) {
    }
  }
}

// CHECK: module {
// CHECK-NEXT: module @inner {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
