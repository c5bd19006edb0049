// Printer naming of aie results: by tile kind, by owning tile for tile
// elements, by sym_name where the op has one; user-written SSA names are not
// kept. Repeated names get MLIR's _0, _1, ... suffixes from one counter.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %a = aie.tile(2, 0)
  %b = aie.tile(2, 1)
  %c = aie.tile(2, 2)
  %c_again = aie.tile(2, 2)
  %sw0 = aie.switchbox(%a) {
  }
  %mux = aie.shim_mux(%a) {
  }
  %sd = aie.shim_dma(%a) {
    aie.end
  }
  %sw1 = aie.switchbox(%b) {
  }
  %md = aie.memtile_dma(%b) {
    aie.end
  }
  %sw2 = aie.switchbox(%c) {
  }
  %m = aie.mem(%c) {
    aie.end
  }
  %core = aie.core(%c) {
    aie.end
  }
  %buf1 = aie.buffer(%c) : memref<4xi32>
  %buf2 = aie.buffer(%c) : memref<4xi32>
  %buf3 = aie.buffer(%b) : memref<4xi32>
  %named = aie.buffer(%c) {sym_name = "weights"} : memref<4xi32>
  %lk1 = aie.lock(%c)
  %lk2 = aie.lock(%c, 1)
  %lk3 = aie.lock(%c, 2) {sym_name = "ready"}
  %x = aie.external_buffer {sym_name = "host"} : memref<8xi32>
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %mem_tile_2_1 = aie.tile(2, 1){{$}}
// CHECK-NEXT: %tile_2_2 = aie.tile(2, 2){{$}}
// CHECK-NEXT: %tile_2_2_0 = aie.tile(2, 2){{$}}
// CHECK-NEXT: %switchbox_2_0 = aie.switchbox(%shim_noc_tile_2_0) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %shim_mux_2_0 = aie.shim_mux(%shim_noc_tile_2_0) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %shim_dma_2_0 = aie.shim_dma(%shim_noc_tile_2_0) {
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %switchbox_2_1 = aie.switchbox(%mem_tile_2_1) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %memtile_dma_2_1 = aie.memtile_dma(%mem_tile_2_1) {
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %switchbox_2_2 = aie.switchbox(%tile_2_2) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %mem_2_2 = aie.mem(%tile_2_2) {
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %core_2_2 = aie.core(%tile_2_2) {
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %buffer_2_2 = aie.buffer(%tile_2_2) : memref<4xi32>{{$}}
// CHECK-NEXT: %buffer_2_2_1 = aie.buffer(%tile_2_2) : memref<4xi32>{{$}}
// CHECK-NEXT: %buffer_2_1 = aie.buffer(%mem_tile_2_1) : memref<4xi32>{{$}}
// CHECK-NEXT: %weights = aie.buffer(%tile_2_2) {sym_name = "weights"} : memref<4xi32>{{$}}
// CHECK-NEXT: %lock_2_2 = aie.lock(%tile_2_2){{$}}
// CHECK-NEXT: %lock_2_2_2 = aie.lock(%tile_2_2, 1){{$}}
// CHECK-NEXT: %ready = aie.lock(%tile_2_2, 2) {sym_name = "ready"}{{$}}
// CHECK-NEXT: %host = aie.external_buffer {sym_name = "host"} : memref<8xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// A sym_name equal to another value's name is disambiguated like any other
// repeated name; the first definition keeps the plain name.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "tile_0_2"} : memref<4xi32>
  %l = aie.lock(%t, 0) {sym_name = "buffer_0_2"}
  %d = aie.buffer(%t) : memref<4xi32>
  %e = aie.buffer(%t) : memref<4xi32>
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_0_2_0 = aie.buffer(%tile_0_2) {sym_name = "tile_0_2"} : memref<4xi32>{{$}}
// CHECK-NEXT: %buffer_0_2 = aie.lock(%tile_0_2, 0) {sym_name = "buffer_0_2"}{{$}}
// CHECK-NEXT: %buffer_0_2_1 = aie.buffer(%tile_0_2) : memref<4xi32>{{$}}
// CHECK-NEXT: %buffer_0_2_2 = aie.buffer(%tile_0_2) : memref<4xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// arith.constant names: %c<value> for index, %c<value>_<type> for other
// integers, %true/%false for i1, %cst for floats and dense values.
aie.device(npu1) {
  %t = aie.tile(3, 3)
  %core = aie.core(%t) {
    %0 = arith.constant 42 : i32
    %1 = arith.constant 42 : i32
    %2 = arith.constant 0 : index
    %3 = arith.constant -1 : i16
    %4 = arith.constant 1 : i1
    %5 = arith.constant false
    %6 = arith.constant 2.5 : f32
    %7 = arith.constant dense<1> : vector<16xi32>
    %8 = arith.constant 0 : index
    %9 = arith.constant true
    %10 = arith.constant 9223372036854775807 : i64
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_3_3 = aie.tile(3, 3){{$}}
// CHECK-NEXT: %core_3_3 = aie.core(%tile_3_3) {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32{{$}}
// CHECK-NEXT: %c42_i32_0 = arith.constant 42 : i32{{$}}
// CHECK-NEXT: %c0 = arith.constant 0 : index{{$}}
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16{{$}}
// CHECK-NEXT: %true = arith.constant true{{$}}
// CHECK-NEXT: %false = arith.constant false{{$}}
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32{{$}}
// CHECK-NEXT: %cst_1 = arith.constant dense<1> : vector<16xi32>{{$}}
// CHECK-NEXT: %c0_2 = arith.constant 0 : index{{$}}
// CHECK-NEXT: %true_3 = arith.constant true{{$}}
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
