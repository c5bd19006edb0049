// --mlir-print-op-generic: every op in MLIR 19's generic form. Values are
// numbered (%0, %argN for entry-block arguments), the attributes an op's
// ODS definition declares are properties `<{...}>`, others discardable
// `{...}`, both sorted; mlir-aie's enumerations are I32EnumAttrs (the device
// too: npu1 is 4), arith predicates i64; implicit terminators are written;
// successor operands join the operands; upstream ops carry the properties
// MLIR always sets (overflowFlags, fastmath, operandSegmentSizes).
// The func part of this file gives the same text with mlir-opt-19.
// RUN: aiec --mlir-print-op-generic %s | FileCheck %s
// Its own output parses again (and prints the same in custom form).
// RUN: aiec --mlir-print-op-generic %s | aiec | FileCheck %s --check-prefix=ROUND

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "aie.device"() <{device = 4 : i32}> ({
// CHECK-NEXT:     %0 = "aie.tile"() <{col = 0 : i32, row = 2 : i32}> : () -> index
// CHECK-NEXT:     %1 = "aie.lock"(%0) <{init = 1 : i32, lockID = 3 : i32, sym_name = "l"}> : (index) -> index
// CHECK-NEXT:     %2 = "aie.core"(%0) ({
// CHECK-NEXT:       "aie.use_lock"(%1) <{action = 2 : i32, value = 1 : i32}> : (index) -> ()
// CHECK-NEXT:       "aie.end"() : () -> ()
// CHECK-NEXT:     }) {note = "kept"} : (index) -> index
// CHECK-NEXT:     %3 = "aie.switchbox"(%0) ({
// CHECK-NEXT:       "aie.connect"() <{dest_bundle = 1 : i32, dest_channel = 0 : i32, source_bundle = 3 : i32, source_channel = 0 : i32}> : () -> ()
// CHECK-NEXT:       "aie.end"() : () -> ()
// CHECK-NEXT:     }) : (index) -> index
// CHECK-NEXT:     "aie.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i1):
// CHECK-NEXT:     %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT:     %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "arith.cmpi"(%1, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     "cf.cond_br"(%arg1, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT:   ^bb1(%3: i32):  // pred: ^bb0
// CHECK-NEXT:     "func.return"(%3) : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "func.return"(%arg0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> (), sym_name = "ext", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) {link_with = "ext.o"} : () -> ()
// CHECK-NEXT: }) : () -> ()

// ROUND: %tile_0_2 = aie.tile(0, 2)
// ROUND: aie.connect<South : 0, DMA : 0>
// ROUND: func.func private @ext(i32) attributes {link_with = "ext.o"}

module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %l = aie.lock(%t, 3) {init = 1 : i32, sym_name = "l"}
    %c = aie.core(%t) {
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.end
    } {note = "kept"}
    %s = aie.switchbox(%t) {
      aie.connect<South : 0, DMA : 0>
    }
  }
  func.func @f(%a: i32, %b: i1) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    %1 = arith.cmpi slt, %0, %a : i32
    cf.cond_br %b, ^bb1(%0 : i32), ^bb2
  ^bb1(%x: i32):
    return %x : i32
  ^bb2:
    return %a : i32
  }
  func.func private @ext(i32) attributes {link_with = "ext.o"}
}
