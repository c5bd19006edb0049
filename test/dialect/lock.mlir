// Round trip of aie.lock: the lock ID is optional; the SSA name is the
// sym_name, else %lock_C_R.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %m = aie.tile(0, 1)
  %s = aie.tile(0, 0)
  %l0 = aie.lock(%t, 0)
  %l1 = aie.lock(%t, 0xF) {init = 1 : i32}
  %l2 = aie.lock(%t) { sym_name = "prod_lock", init = 2 : i32 }
  %l3 = aie.lock(%m, 0x3F)
  %l4 = aie.lock(%s)
  %l5 = aie.lock(%t, 7) {sym_name = "cons"}
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %lock_0_2 = aie.lock(%tile_0_2, 0){{$}}
// CHECK-NEXT: %lock_0_2_0 = aie.lock(%tile_0_2, 15) {init = 1 : i32}{{$}}
// CHECK-NEXT: %prod_lock = aie.lock(%tile_0_2) {init = 2 : i32, sym_name = "prod_lock"}{{$}}
// CHECK-NEXT: %lock_0_1 = aie.lock(%mem_tile_0_1, 63){{$}}
// CHECK-NEXT: %lock_0_0 = aie.lock(%shim_noc_tile_0_0){{$}}
// CHECK-NEXT: %cons = aie.lock(%tile_0_2, 7) {sym_name = "cons"}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// xcvc1902 (AIE1) locks.
aie.device(xcvc1902) {
  %t = aie.tile(3, 3)
  %l = aie.lock(%t, 15) {sym_name = "lock_3_3_15"}
  %k = aie.lock(%t, 8)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_3_3 = aie.tile(3, 3){{$}}
// CHECK-NEXT: %lock_3_3_15 = aie.lock(%tile_3_3, 15) {sym_name = "lock_3_3_15"}{{$}}
// CHECK-NEXT: %lock_3_3 = aie.lock(%tile_3_3, 8){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
