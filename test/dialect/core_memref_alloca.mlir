// memref.alloca and memref.alloca_scope in MLIR's custom syntax, read and
// printed: an alloca's result is named `%alloca` as MLIR names it; an
// alloca_scope prints two spaces before its region or its results' arrow
// type list (MLIR's printer), and its empty `memref.alloca_scope.return` is
// implicit. The generic form gives the alloca its (empty) operand segments
// and its `alignment` as a property.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s

// CHECK-LABEL: aie.core
// CHECK:      %alloca = memref.alloca() : memref<16xi32>
// CHECK:      %alloca_0 = memref.alloca() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK:      memref.alloca_scope  {
// CHECK-NEXT:   %[[S:.*]] = memref.alloca() : memref<8xi16>
// CHECK-NEXT:   memref.store %{{.*}}, %[[S]][%c0] : memref<8xi16>
// CHECK-NEXT: }
// CHECK:      %{{.*}} = memref.alloca_scope  -> (i32) {
// CHECK-NEXT:   %[[V:.*]] = memref.load %alloca[%c0] : memref<16xi32>
// CHECK-NEXT:   memref.alloca_scope.return %[[V]] : i32
// CHECK-NEXT: }
// CHECK:      func.func @helper()
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xi8>

// GENERIC: %{{.*}} = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xi32>
// GENERIC: %{{.*}} = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xf32>
// GENERIC: "memref.alloca_scope"() ({
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: }) : () -> ()
// GENERIC: "memref.alloca_scope.return"(%{{.*}}) : (i32) -> ()
// GENERIC-NEXT: }) : () -> i32
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %s = arith.constant 7 : i16
      %a = memref.alloca() : memref<16xi32>
      %b = memref.alloca() {alignment = 64 : i64} : memref<2x4xf32>
      memref.alloca_scope {
        %inner = memref.alloca() : memref<8xi16>
        memref.store %s, %inner[%c0] : memref<8xi16>
      }
      %r = memref.alloca_scope -> i32 {
        %v = memref.load %a[%c0] : memref<16xi32>
        memref.alloca_scope.return %v : i32
      }
      aie.end
    }
  }
  func.func @helper() {
    %x = memref.alloca() : memref<4xi8>
    return
  }
}
