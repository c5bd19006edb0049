// aiex.set_lock takes its value as an integer or an SSA value (mlir-aie's
// newest spelling): a constant one is written and range-checked as an
// integer; one known only at run time is the register write's value operand.
// RUN: aiec --aie-lower-set-lock %s | FileCheck %s
// RUN: aiec --aie-lower-set-lock %s | aiec | FileCheck %s
// CHECK-LABEL: aie.runtime_sequence
// CHECK:      %[[A:.*]] = arith.constant 127024 : i32
// CHECK-NEXT: %[[V:.*]] = arith.constant 1 : i32
// CHECK-NEXT: aiex.npu.write32(%[[A]], %[[V]]) {column = 3 : i32, row = 4 : i32}
// CHECK:      aiex.npu.write32(%{{.*}}, %arg0) {column = 3 : i32, row = 4 : i32} : i32, i32
module {
  aie.device(npu1) {
    %core = aie.tile(3, 4)
    %l3 = aie.lock(%core, 3) {init = 0 : i32}
    aie.runtime_sequence(%v: i32) {
      %one = arith.constant 1 : i32
      aiex.set_lock(%l3, %one)
      aiex.set_lock(%l3, %v)
    }
  }
}
