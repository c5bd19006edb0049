// --mlir-print-debuginfo: each op's location as MLIR prints it, through
// #loc aliases numbered in op order (the module first: an explicit module is
// where `module` is written) and defined after the module, followed by a
// blank line. The column is the op name's, after its results.
// RUN: aiec --aie-syntax=2026-04 --mlir-print-debuginfo %s | FileCheck %s -DFILE=%s
// With the generic form too.
// RUN: aiec --aie-syntax=2026-04 --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// An op a pass creates without a source position is loc(unknown).
// RUN: aiec --aie-syntax=2026-04 --mlir-print-debuginfo --aie-localize-locks %s | FileCheck %s --check-prefix=PASS

// CHECK:      module {
// CHECK-NEXT:   aie.device(npu1) {
// CHECK-NEXT:     %tile_0_2 = aie.tile(0, 2) loc(#loc2)
// CHECK-NEXT:     %lock_0_2 = aie.lock(%tile_0_2, 0) loc(#loc3)
// CHECK-NEXT:     %core_0_2 = aie.core(%tile_0_2) {
// CHECK-NEXT:       aie.use_lock(%lock_0_2, Release, 1) loc(#loc5)
// CHECK-NEXT:       aie.end loc(#loc6)
// CHECK-NEXT:     } loc(#loc4)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("[[FILE]]":35:1)
// CHECK-NEXT: #loc1 = loc("[[FILE]]":36:3)
// CHECK-NEXT: #loc2 = loc("[[FILE]]":37:10)
// CHECK-NEXT: #loc3 = loc("[[FILE]]":38:10)
// CHECK-NEXT: #loc4 = loc("[[FILE]]":39:10)
// CHECK-NEXT: #loc5 = loc("[[FILE]]":40:7)
// CHECK-NEXT: #loc6 = loc("[[FILE]]":41:7)
// CHECK-EMPTY:

// GEN: %0 = "aie.tile"() <{col = 0 : i32, row = 2 : i32}> : () -> index loc(#loc2)
// GEN: "aie.end"() : () -> () loc(#loc1)

// PASS: %c48 = arith.constant 48 : index loc(#loc3)

module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %l = aie.lock(%t, 0)
    %c = aie.core(%t) {
      aie.use_lock(%l, Release, 1)
      aie.end
    }
  }
}
