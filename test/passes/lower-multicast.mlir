// --aie-lower-multicast: one aie.flow per aiex.multi_dest from the
// multicast's source port, at the end of the device, in destination order;
// the multicast is gone. The router then sends the one source to every
// destination (a broadcast route through the switchboxes).
// RUN: aiec --aie-lower-multicast %s | FileCheck %s
// RUN: aiec --aie-lower-multicast --aie-create-pathfinder-flows %s | FileCheck %s --check-prefix=ROUTED
// RUN: aiec --split-input-file --verify-diagnostics %S/Inputs/multicast-errors.mlir

// CHECK-NOT: aiex.multicast
// CHECK-NOT: aiex.multi_dest
// CHECK: aie.flow(%shim_noc_tile_0_0, DMA : 0, %tile_0_3, DMA : 1){{$}}
// CHECK-NEXT: aie.flow(%shim_noc_tile_0_0, DMA : 0, %tile_0_2, DMA : 0){{$}}
// CHECK-NEXT: aie.flow(%shim_noc_tile_0_0, DMA : 0, %mem_tile_0_1, DMA : 2){{$}}
// CHECK-NEXT: }

// The shim's South 3 (its DMA 0 through the mux) goes North once, and
// each tile on the way both keeps and forwards it.
// ROUTED-LABEL: aie.switchbox(%shim_noc_tile_0_0) {
// ROUTED-NEXT: aie.connect<South : 3, North : [[N0:[0-9]+]]>
// ROUTED-LABEL: aie.switchbox(%mem_tile_0_1) {
// ROUTED-DAG: aie.connect<South : [[N0]], DMA : 2>
// ROUTED-DAG: aie.connect<South : [[N0]], North : [[N1:[0-9]+]]>
// ROUTED-LABEL: aie.switchbox(%tile_0_2) {
// ROUTED-DAG: aie.connect<South : [[N1]], DMA : 0>
// ROUTED-DAG: aie.connect<South : [[N1]], North : [[N2:[0-9]+]]>
// ROUTED-LABEL: aie.switchbox(%tile_0_3) {
// ROUTED: aie.connect<South : [[N2]], DMA : 1>

module {
  aie.device(npu1_1col) {
    %s = aie.tile(0, 0)
    %m = aie.tile(0, 1)
    %a = aie.tile(0, 2)
    %b = aie.tile(0, 3)
    aiex.multicast(%s, DMA : 0) {
      aiex.multi_dest<%b, DMA : 1>
      aiex.multi_dest<%a, DMA : 0>
      aiex.multi_dest<%m, DMA : 2>
    }
  }
}
