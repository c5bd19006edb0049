// route-circuit=false leaves aie.flow alone; route-packet=false leaves
// aie.packet_flow alone (and adds no empty switchboxes).
// RUN: aiec --aie-create-pathfinder-flows="route-circuit=false" %s | FileCheck --check-prefix=NOCIRCUIT %s
// RUN: aiec --aie-create-pathfinder-flows="route-packet=false" %s | FileCheck --check-prefix=NOPACKET %s
// RUN: not aiec --aie-create-pathfinder-flows="route-circuit=maybe" %s 2>&1 | FileCheck --check-prefix=BAD %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t14 = aie.tile(1, 4)
    aie.flow(%t02, DMA : 0, %t03, DMA : 0)
    aie.packet_flow(3) {
      aie.packet_source<%t03, DMA : 1>
      aie.packet_dest<%t02, DMA : 1>
    }
  }
}

// NOCIRCUIT: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// NOCIRCUIT-NEXT: %0 = aie.amsel<0> (0)
// NOCIRCUIT-NEXT: %1 = aie.masterset(DMA : 1, %0)
// NOCIRCUIT-NEXT: aie.packet_rules(North : 0) {
// NOCIRCUIT-NEXT: aie.rule(31, 3, %0)
// NOCIRCUIT: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// NOCIRCUIT-NOT: aie.connect
// NOCIRCUIT: %switchbox_1_4 = aie.switchbox(%tile_1_4) {
// NOCIRCUIT-NEXT: }
// NOCIRCUIT: aie.flow(%tile_0_2, DMA : 0, %tile_0_3, DMA : 0)
// NOCIRCUIT: aie.packet_flow(3)

// NOPACKET-NOT: aie.switchbox(%tile_1_4)
// NOPACKET: aie.packet_flow(3) {
// NOPACKET-NEXT: aie.packet_source<%tile_0_3, DMA : 1>
// NOPACKET-NOT: aie.rule
// NOPACKET: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// NOPACKET-NEXT: aie.connect<DMA : 0, North : 0>
// NOPACKET-NOT: aie.flow(

// BAD: invalid value 'maybe' for pass option 'route-circuit'
