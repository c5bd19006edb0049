// Round trip of aie.flow over every wire bundle; bundles quoted or bare,
// channels in hex, blanks around the colons.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %a = aie.tile(0, 2)
  %b = aie.tile(1, 2)
  aie.flow(%s, DMA : 0, %m, DMA : 0)
  aie.flow(%m, "DMA" : 0x5, %a, "DMA" : 1)
  aie.flow(%a, Core:0, %b, Core:1)
  aie.flow(%a, Trace : 0, %s, DMA : 1)
  aie.flow( %b , North : 3 , %a , South : 2 )
  aie.flow(%s, TileControl : 0, %a, "TileControl" : 0)
  aie.flow(%a, FIFO : 0, %b, West : 3)
  aie.flow(%b, East : 1, %a, PLIO : 0)
  aie.flow(%s, NOC : 0, %s, South : 3)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: aie.flow(%shim_noc_tile_0_0, DMA : 0, %mem_tile_0_1, DMA : 0){{$}}
// CHECK-NEXT: aie.flow(%mem_tile_0_1, DMA : 5, %tile_0_2, DMA : 1){{$}}
// CHECK-NEXT: aie.flow(%tile_0_2, Core : 0, %tile_1_2, Core : 1){{$}}
// CHECK-NEXT: aie.flow(%tile_0_2, Trace : 0, %shim_noc_tile_0_0, DMA : 1){{$}}
// CHECK-NEXT: aie.flow(%tile_1_2, North : 3, %tile_0_2, South : 2){{$}}
// CHECK-NEXT: aie.flow(%shim_noc_tile_0_0, TileControl : 0, %tile_0_2, TileControl : 0){{$}}
// CHECK-NEXT: aie.flow(%tile_0_2, FIFO : 0, %tile_1_2, West : 3){{$}}
// CHECK-NEXT: aie.flow(%tile_1_2, East : 1, %tile_0_2, PLIO : 0){{$}}
// CHECK-NEXT: aie.flow(%shim_noc_tile_0_0, NOC : 0, %shim_noc_tile_0_0, South : 3){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
