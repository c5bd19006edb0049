// A flow may start on a wire a pre-existing switchbox drives: the hand-routed
// shim switchbox sends its DMA stream North on channel 3, and the flow picks
// it up at the next switch's South : 3 (as mlir-aie's hand-written shim DMA
// designs do). The fixed switchbox is kept as written.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

// CHECK: aie.switchbox(%{{.*}}tile_1_0) {
// CHECK-NEXT: aie.connect<South : 3, North : 3>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_1_1) {
// CHECK-NEXT: aie.connect<South : 3, North : [[C:[0-9]+]]>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_1_2) {
// CHECK-NEXT: aie.connect<South : [[C]], DMA : 0>
// CHECK-NEXT: }
module {
  aie.device(npu1) {
    %t10 = aie.tile(1, 0)
    %t11 = aie.tile(1, 1)
    %t12 = aie.tile(1, 2)
    %sb = aie.switchbox(%t10) {
      aie.connect<South : 3, North : 3>
    }
    %mux = aie.shim_mux(%t10) {
      aie.connect<DMA : 0, North : 3>
    }
    aie.flow(%t11, South : 3, %t12, DMA : 0)
  }
}
