// Values used inside aie.device and func.func are defined inside them (or
// are block arguments of the isolated op); cores and DMAs, which are not
// isolated, use values of the device freely.
// RUN: aiec %s | FileCheck %s

module {
  %outer = arith.constant 5 : i32
  aie.device(npu1) {
    %c = arith.constant 1 : i32
    %t = aie.tile(1, 2)
    %core = aie.core(%t) {
      %x = arith.addi %c, %c : i32
      aie.end
    }
    func.func @f(%a: i32) -> i32 {
      %k = arith.constant 2 : i32
      %y = arith.addi %a, %k : i32
      return %y : i32
    }
  }
}

// CHECK: aie.device(npu1) {
// CHECK: %core_1_2 = aie.core(%tile_1_2) {
// CHECK-NEXT: arith.addi
// CHECK: func.func @f(%arg0: i32) -> i32 {
