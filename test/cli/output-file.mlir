// `-o FILE` writes the output to FILE, `-o -` to standard output.
// RUN: rm -f %t
// RUN: aiec %s -o %t
// RUN: FileCheck %s < %t
// RUN: aiec -o - %s | FileCheck %s
// An existing file is replaced.
// RUN: echo stale > %t
// RUN: aiec %s -o %t
// RUN: FileCheck %s < %t

// CHECK-NOT: stale
// CHECK: module {
// CHECK-NEXT: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2)
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
  }
}
