// --aie-core-forever-loops: a core's or a device function's scf.for that
// runs at least min-trip-count times (2^56 by default) and never reads its
// induction variable becomes an scf.while whose condition is `true`; its
// loop-carried values go around the while, an inner loop stays. A loop that
// reads its counter, a short one, and a runtime sequence's are kept.
// min-trip-count=4294967295 takes 0xFFFFFFFF bounds too.
// RUN: aiec %s --aie-core-forever-loops | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: aiec %s --aie-core-forever-loops="min-trip-count=4294967295" | FileCheck %s --check-prefixes=CHECK,U32
// RUN: aiec %s --aie-core-forever-loops | aiec - | FileCheck %s --check-prefixes=CHECK,DEFAULT

// CHECK-LABEL: func.func @helper
// CHECK-NOT: scf.for
// CHECK: scf.while : () -> () {
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: scf.condition(%[[T]])
// CHECK-NEXT: } do {
// CHECK: memref.store
// CHECK-NEXT: scf.yield
// CHECK-LABEL: aie.core
// CHECK: %[[R:.*]]:2 = scf.while (%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) : (i32, i32) -> (i32, i32) {
// CHECK: scf.condition(%{{.*}}) %[[A]], %[[B]] : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32):
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c32 step %c1 {
// CHECK: scf.yield %[[Y]], %[[X]] : i32, i32
// CHECK: memref.store %[[R]]#1
// CHECK: scf.for %[[K:.*]] = %c0 to %c9223372036854775807 step %c1 {
// CHECK-NEXT: arith.index_cast %[[K]]
// DEFAULT: scf.for %{{.*}} = %c0 to %c4294967295 step %c1 {
// U32-NOT: %c4294967295 step
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK-LABEL: aie.runtime_sequence
// CHECK: scf.for %{{.*}} = %c0 to %c9223372036854775807 step %c1 {
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %buf = aie.buffer(%t) : memref<16xi32>
    func.func @helper(%m: memref<16xi32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %max = arith.constant 9223372036854775807 : index
      %v = arith.constant 7 : i32
      scf.for %i = %c0 to %max step %c1 {
        memref.store %v, %m[%c0] : memref<16xi32>
      }
      return
    }
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %max = arith.constant 9223372036854775807 : index
      %u32 = arith.constant 4294967295 : index
      %a0 = arith.constant 0 : i32
      %b0 = arith.constant 1 : i32
      %r:2 = scf.for %i = %c0 to %max step %c1 iter_args(%a = %a0, %b = %b0) -> (i32, i32) {
        scf.for %j = %c0 to %c32 step %c1 {
          memref.store %a, %buf[%c0] : memref<16xi32>
        }
        scf.yield %b, %a : i32, i32
      }
      memref.store %r#1, %buf[%c1] : memref<16xi32>
      scf.for %k = %c0 to %max step %c1 {
        %x = arith.index_cast %k : index to i32
        memref.store %x, %buf[%c0] : memref<16xi32>
      }
      scf.for %l = %c0 to %u32 step %c1 {
        memref.store %a0, %buf[%c0] : memref<16xi32>
      }
      scf.for %n = %c0 to %c8 step %c1 {
        memref.store %a0, %buf[%c0] : memref<16xi32>
      }
      aie.end
    }
    aie.runtime_sequence @seq(%arg0: memref<16xi32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %max = arith.constant 9223372036854775807 : index
      scf.for %i = %c0 to %max step %c1 {
        aiex.npu.write32 {address = 0 : ui32, value = 0 : ui32}
      }
    }
  }
}
