// aie.amsel's deterministic merge schedule prints as it is written, custom
// and generic, and the generic form reads back to the same op.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: aiec --mlir-print-op-generic %s | aiec | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK: %[[A:.*]] = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <DMA : 0, 1>, <North : 1, 3>, <West : 3, 1>]
// CHECK: aie.amsel<1> (2){{$}}
// CHECK: aie.masterset(South : 1, %[[A]])
// GENERIC: "aie.amsel"() <{arbiterID = 0 : i8, deterministic_merge = [#aie.merge_slot<North : 1, 1>, #aie.merge_slot<DMA : 0, 1>, #aie.merge_slot<North : 1, 3>, #aie.merge_slot<West : 3, 1>], msel = 0 : i8}> : () -> index
// GENERIC: "aie.amsel"() <{arbiterID = 1 : i8, msel = 2 : i8}> : () -> index
module {
  aie.device(npu1) {
    %t = aie.tile(1, 3)
    aie.switchbox(%t) {
      // A slave may hold several slots, and a slot grant several packets.
      %a0 = aie.amsel<0> (0) deterministic_merge [
              <North : 1, 1>, <"DMA" : 0, 1>, <North : 1, 3>, <West : 3, 1>]
      %b2 = aie.amsel<1> (2)
      aie.masterset(South : 1, %a0)
      aie.masterset(East : 1, %b2)
      aie.packet_rules(North : 1) { aie.rule(31, 2, %a0) }
      aie.packet_rules(DMA : 0) { aie.rule(31, 1, %a0) }
      aie.packet_rules(West : 3) { aie.rule(31, 4, %a0) }
    }
  }
}
