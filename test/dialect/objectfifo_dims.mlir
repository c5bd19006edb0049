// Data layout transformations of objectfifos: dimensionsToStream on the
// producer, dimensionsFromStream per consumer (an empty list prints nothing),
// padding of a mem tile producer.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  %c = aie.tile(1, 2)
  aie.objectfifo @in(%s, {%m}, 4 : i32) : !aie.objectfifo<memref<2048xi32, 1>>
  aie.objectfifo @to(%m dimensionsToStream [<size = 8, stride = 4>, <size = 32, stride = 32>, <size = 4, stride = 1>], {%a, %b}, 4 : i32) : !aie.objectfifo<memref<1024xi32, 1>>
  aie.objectfifo @from(%a, {%b dimensionsFromStream [<size = 2, stride = 1>, <size = 128, stride = 2>], %c dimensionsFromStream []}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo @both(%a dimensionsToStream [<size = 16, stride = 16>,<size = 16, stride = 1>], {%c dimensionsFromStream [<size = 256, stride = 1>]}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo.link [@in] -> [@to]([] [])
  aie.objectfifo @pad(%m dimensionsToStream [<size = 4, stride = 16>, <size = 16, stride = 1>], {%c}, 2 : i32) {padDimensions = #aie<bd_pad_layout_array[<const_pad_before = 0, const_pad_after = 1>, <const_pad_before = 2, const_pad_after = 2>]>} : !aie.objectfifo<memref<100xi32>>
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3){{$}}
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: aie.objectfifo @in(%shim_noc_tile_0_0, {%mem_tile_0_1}, 4 : i32) : !aie.objectfifo<memref<2048xi32, 1>>{{$}}
// CHECK-NEXT: aie.objectfifo @to(%mem_tile_0_1 dimensionsToStream [<size = 8, stride = 4>, <size = 32, stride = 32>, <size = 4, stride = 1>], {%tile_0_2, %tile_0_3}, 4 : i32) : !aie.objectfifo<memref<1024xi32, 1>>{{$}}
// CHECK-NEXT: aie.objectfifo @from(%tile_0_2, {%tile_0_3 dimensionsFromStream [<size = 2, stride = 1>, <size = 128, stride = 2>], %tile_1_2}, 2 : i32) : !aie.objectfifo<memref<256xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @both(%tile_0_2 dimensionsToStream [<size = 16, stride = 16>, <size = 16, stride = 1>], {%tile_1_2 dimensionsFromStream [<size = 256, stride = 1>]}, 2 : i32) : !aie.objectfifo<memref<256xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo.link [@in] -> [@to]([] []){{$}}
// CHECK-NEXT: aie.objectfifo @pad(%mem_tile_0_1 dimensionsToStream [<size = 4, stride = 16>, <size = 16, stride = 1>], {%tile_1_2}, 2 : i32) {padDimensions = #aie<bd_pad_layout_array[<const_pad_before = 0, const_pad_after = 1>, <const_pad_before = 2, const_pad_after = 2>]>} : !aie.objectfifo<memref<100xi32>>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
