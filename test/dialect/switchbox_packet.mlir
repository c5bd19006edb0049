// Round trip of packet-switched routing inside a switchbox: arbiter/msel
// pairs, master sets (with keep_pkt_header), packet rules with hex masks.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    %a1 = aie.amsel<1>(2)
    %a5 = aie.amsel<5> (3)
    %a13 = aie.amsel<1>(0x3)
    %m0 = aie.masterset(Core : 0, %a0)
    %m1 = aie.masterset("DMA" : 1, %a1, %a13)
    %m3 = aie.masterset(North : 3, %a5)
    %m2 = aie.masterset(East : 0, %a0) {keep_pkt_header = true}
    aie.packet_rules(West : 0) {
      aie.rule(0x1F, 0x10, %a0)
      aie.rule(31, 2, %a1)
    }
    aie.packet_rules("South" : 3) {
      aie.rule(0x1B, 0x1, %a5)
      aie.end
    }
    aie.connect<North : 1, DMA : 0>
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %switchbox_1_2 = aie.switchbox(%tile_1_2) {
// CHECK-NEXT: %0 = aie.amsel<0> (0){{$}}
// CHECK-NEXT: %1 = aie.amsel<1> (2){{$}}
// CHECK-NEXT: %2 = aie.amsel<5> (3){{$}}
// CHECK-NEXT: %3 = aie.amsel<1> (3){{$}}
// CHECK-NEXT: %4 = aie.masterset(Core : 0, %0){{$}}
// CHECK-NEXT: %5 = aie.masterset(DMA : 1, %1, %3){{$}}
// CHECK-NEXT: %6 = aie.masterset(North : 3, %2){{$}}
// CHECK-NEXT: %7 = aie.masterset(East : 0, %0) {keep_pkt_header = true}{{$}}
// CHECK-NEXT: aie.packet_rules(West : 0) {
// CHECK-NEXT: aie.rule(31, 16, %0){{$}}
// CHECK-NEXT: aie.rule(31, 2, %1){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.packet_rules(South : 3) {
// CHECK-NEXT: aie.rule(27, 1, %2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.connect<North : 1, DMA : 0>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
