// Round trip of aie.objectfifo: producer, consumer list, depth, element type
// and attributes (sorted on print; default-valued ones dropped).
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  %c = aie.tile(1, 3)
  aie.objectfifo @in (%s, {%m}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo @fwd(%m,{%a},2:i32):!aie.objectfifo<memref<64xi32>>
  aie.objectfifo @bcast(%a, { %b, %c }, 0x4 : i32) : !aie.objectfifo<memref<16x16xbf16>>
  aie.objectfifo @space(%s, {%m}, 1 : i32) : !aie.objectfifo<memref<2048xi32, 1>>
  aie.objectfifo @scalar(%a, {%b}, 3 : i32) : !aie.objectfifo<memref<i32>>
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3){{$}}
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: aie.objectfifo @in(%shim_noc_tile_0_0, {%mem_tile_0_1}, 2 : i32) : !aie.objectfifo<memref<256xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @fwd(%mem_tile_0_1, {%tile_0_2}, 2 : i32) : !aie.objectfifo<memref<64xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @bcast(%tile_0_2, {%tile_0_3, %tile_1_3}, 4 : i32) : !aie.objectfifo<memref<16x16xbf16>>{{$}}
// CHECK-NEXT: aie.objectfifo @space(%shim_noc_tile_0_0, {%mem_tile_0_1}, 1 : i32) : !aie.objectfifo<memref<2048xi32, 1>>{{$}}
// CHECK-NEXT: aie.objectfifo @scalar(%tile_0_2, {%tile_0_3}, 3 : i32) : !aie.objectfifo<memref<i32>>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %s = aie.tile(1, 0)
  %m = aie.tile(1, 1)
  %a = aie.tile(1, 2)
  %b = aie.tile(2, 2)
  aie.objectfifo @dma(%a, {%b}, 2 : i32) {via_DMA = true} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @rep(%m, {%a}, 2 : i32) {repeat_count = 3 : i32, disable_synchronization = true} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @plio(%s, {%m}, 2 : i32) {plio = true} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @iter(%m, {%b}, 2 : i32) {iter_count = 4 : i32, my.hint = "x"} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @defaults(%a, {%b}, 2 : i32) {via_DMA = false, plio = false, disable_synchronization = false} : !aie.objectfifo<memref<16xi32>>
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_1_0 = aie.tile(1, 0){{$}}
// CHECK-NEXT: %mem_tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %tile_2_2 = aie.tile(2, 2){{$}}
// CHECK-NEXT: aie.objectfifo @dma(%tile_1_2, {%tile_2_2}, 2 : i32) {via_DMA = true} : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @rep(%mem_tile_1_1, {%tile_1_2}, 2 : i32) {disable_synchronization = true, repeat_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @plio(%shim_noc_tile_1_0, {%mem_tile_1_1}, 2 : i32) {plio = true} : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @iter(%mem_tile_1_1, {%tile_2_2}, 2 : i32) {iter_count = 4 : i32, my.hint = "x"} : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @defaults(%tile_1_2, {%tile_2_2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
