// Round trip of objectfifo.register_external_buffers, register_process and
// objectfifo.allocate.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(xcvc1902) {
  %t70 = aie.tile(7, 0)
  %t72 = aie.tile(7, 2)
  aie.objectfifo @ext(%t70, {%t72}, 2 : i32) : !aie.objectfifo<memref<64xi16>>
  %b0 = aie.external_buffer {sym_name = "b0"} : memref<512xi16>
  %b1 = aie.external_buffer {sym_name = "b1"} : memref<512xi16>
  aie.objectfifo.register_external_buffers @ext (%t70, {%b0, %b1}) : (memref<512xi16>, memref<512xi16>)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %shim_noc_tile_7_0 = aie.tile(7, 0){{$}}
// CHECK-NEXT: %tile_7_2 = aie.tile(7, 2){{$}}
// CHECK-NEXT: aie.objectfifo @ext(%shim_noc_tile_7_0, {%tile_7_2}, 2 : i32) : !aie.objectfifo<memref<64xi16>>{{$}}
// CHECK-NEXT: %b0 = aie.external_buffer {sym_name = "b0"} : memref<512xi16>{{$}}
// CHECK-NEXT: %b1 = aie.external_buffer {sym_name = "b1"} : memref<512xi16>{{$}}
// CHECK-NEXT: aie.objectfifo.register_external_buffers @ext(%shim_noc_tile_7_0, {%b0, %b1}) : (memref<512xi16>, memref<512xi16>){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(xcvc1902) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of(%t12, {%t13}, 4 : i32) : !aie.objectfifo<memref<16xi32>>
  func.func @work(%sv: !aie.objectfifosubview<memref<16xi32>>) -> () {
    return
  }
  %acq = arith.constant dense<[1, 2, 2, 0]> : tensor<4xi32>
  %rel = arith.constant dense<[0, 1, 1, 2]> : tensor<4xi32>
  %len = arith.constant 10 : index
  aie.objectfifo.register_process @of (Produce, %acq : tensor<4xi32>, %rel : tensor<4xi32>, @work, %len)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: aie.objectfifo @of(%tile_1_2, {%tile_1_3}, 4 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: func.func @work(%arg0: !aie.objectfifosubview<memref<16xi32>>) {
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 2, 0]> : tensor<4xi32>{{$}}
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 1, 2]> : tensor<4xi32>{{$}}
// CHECK-NEXT: %c10 = arith.constant 10 : index{{$}}
// CHECK-NEXT: aie.objectfifo.register_process @of(Produce, %cst : tensor<4xi32>, %cst_0 : tensor<4xi32>, @work, %c10){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %t13 = aie.tile(1, 3)
  %t14 = aie.tile(1, 4)
  aie.objectfifo @shared(%t13, {%t14}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo.allocate @shared (%t14)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: %tile_1_4 = aie.tile(1, 4){{$}}
// CHECK-NEXT: aie.objectfifo @shared(%tile_1_3, {%tile_1_4}, 2 : i32) : !aie.objectfifo<memref<256xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo.allocate @shared(%tile_1_4){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
