// Round trip of aiex.broadcast_packet, aiex.bp_id and aiex.bp_dest: bundles
// bare or quoted, ids in hex or decimal, the implicit terminators dropped.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(xcvc1902) {
  %t63 = aie.tile(6, 3)
  %t72 = aie.tile(7, 2)
  %t73 = aie.tile(7, 3)
  aiex.broadcast_packet(%t72, "DMA" : 0){
    aiex.bp_id(0x0){
      aiex.bp_dest<%t73, "DMA" : 0>
      aiex.bp_dest<%t63, DMA : 1>
    }
    aiex.bp_id(0x1F) {
      aiex.bp_dest<%t73, Core : 0>
      aie.end
    }
    aie.end
  }
}

// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK: aiex.broadcast_packet(%tile_7_2, DMA : 0) {{[{]$}}
// CHECK-NEXT: aiex.bp_id(0) {{[{]$}}
// CHECK-NEXT: aiex.bp_dest<%tile_7_3, DMA : 0>{{$}}
// CHECK-NEXT: aiex.bp_dest<%tile_6_3, DMA : 1>{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: aiex.bp_id(31) {{[{]$}}
// CHECK-NEXT: aiex.bp_dest<%tile_7_3, Core : 0>{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
