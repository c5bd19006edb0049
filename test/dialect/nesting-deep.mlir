// Nesting within the limit of 128 levels parses (by pest where the fast
// parser declines) and prints back; nesting-limit.mlir has deeper input.
// RUN: aiec %s | FileCheck %s

// CHECK: aie.buffer{{.*}}x = {{.*}}1{{.*}} : memref<4xi32>
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {x = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]} : memref<4xi32>
}
