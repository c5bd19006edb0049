// Locations as MLIR writes them: `loc(...)` after an op, aliases
// (`#name = loc(...)`, used before or after their definition), unknown,
// "file":line:col (and ranges), names, call sites and fused ones. Each op
// keeps the one written for it; an op without one is at its own text.
// --mlir-print-debuginfo prints them through #loc aliases after the module,
// numbered as MLIR's alias initializer numbers them: the locations nothing
// nests in first, each group in the order the ops come; nested locations by
// their alias. Without the flag they are not printed; the output reads back.
// RUN: aiec --mlir-print-debuginfo %s | FileCheck %s
// RUN: aiec %s | FileCheck %s --check-prefix=PLAIN
// RUN: aiec --mlir-print-debuginfo %s | aiec --mlir-print-debuginfo | FileCheck %s --check-prefix=AGAIN

#site = loc("design.py":42:4)
#named = loc("of_in"(#site))
#call = loc(callsite(#named at "main.py":7:1))
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2) loc(#named)
    %l = aie.lock(%t, 0) loc("kernel")
    %b = aie.buffer(%t) : memref<8xi32> loc(fused<"pass">["a.py":1:2, #site])
    %c = aie.tile(0, 3) loc("r.py":3:4 to 5:6)
    %d = aie.tile(0, 4) loc("r.py":3:4 to :9)
    %e = aie.tile(0, 5) loc(#call)
    %f = aie.tile(1, 2) loc(unknown)
    %g = aie.tile(1, 3)
  } loc(#site)
}

// CHECK:      %tile_0_2 = aie.tile(0, 2) loc(#loc8)
// CHECK-NEXT: %lock_0_2 = aie.lock(%tile_0_2, 0) loc(#loc9)
// CHECK-NEXT: %buffer_0_2 = aie.buffer(%tile_0_2) : memref<8xi32> loc(#loc10)
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3) loc(#loc4)
// CHECK-NEXT: %tile_0_4 = aie.tile(0, 4) loc(#loc5)
// CHECK-NEXT: %tile_0_5 = aie.tile(0, 5) loc(#loc11)
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2) loc(#loc2)
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3) loc(#loc7)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":16:1)
// CHECK-NEXT: #loc1 = loc("design.py":42:4)
// CHECK-NEXT: #loc2 = loc(unknown)
// CHECK-NEXT: #loc3 = loc("a.py":1:2)
// CHECK-NEXT: #loc4 = loc("r.py":3:4 to 5:6)
// CHECK-NEXT: #loc5 = loc("r.py":3:4 to :9)
// CHECK-NEXT: #loc6 = loc("main.py":7:1)
// CHECK-NEXT: #loc7 = loc("{{.*}}locations.mlir":25:10)
// CHECK-NEXT: #loc8 = loc("of_in"(#loc1))
// CHECK-NEXT: #loc9 = loc("kernel")
// CHECK-NEXT: #loc10 = loc(fused<"pass">[#loc3, #loc1])
// CHECK-NEXT: #loc11 = loc(callsite(#loc8 at #loc6))

// PLAIN-NOT: loc(

// AGAIN:      #loc1 = loc("design.py":42:4)
// AGAIN:      #loc8 = loc("of_in"(#loc1))
// AGAIN-NEXT: #loc9 = loc("kernel")
// AGAIN-NEXT: #loc10 = loc(fused<"pass">[#loc3, #loc1])
// AGAIN-NEXT: #loc11 = loc(callsite(#loc8 at #loc6))

