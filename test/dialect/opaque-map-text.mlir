// A type aiec keeps verbatim (an unknown dialect's) may hold affine-map
// text. Aliasing it would change that text (and a second print would point
// it at another map), so then every map prints inline and printing is a
// fixed point. (A parse-fuzz finding.)
// RUN: aiec %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: aiec %t.mlir | FileCheck %s
// CHECK-NOT: #map
// CHECK: func.func @f(%arg0: !foo.bar<affine_map<(d0) -> (d0)>>) attributes {m = affine_map<(d0) -> (d0 * 2)>}
func.func @f(%a: !foo.bar<affine_map<(d0) -> (d0)>>) attributes {m = affine_map<(d0) -> (d0 * 2)>} {
  return
}
