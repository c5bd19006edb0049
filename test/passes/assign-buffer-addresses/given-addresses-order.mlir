// Given addresses are placed in address order, whatever the order of the
// buffers (mlir-aie since May 2026): a buffer given a lower address of the
// same bank after another is no conflict, only an overlap is. The free
// buffer takes the tightest hole of bank 0, the one below "out".
// RUN: aiec --aie-assign-buffer-addresses %s 2>&1 | FileCheck %s

// CHECK-NOT: error
// CHECK-NOT: warning
// CHECK: %in = aie.buffer(%mem_tile_2_1) {address = 8192 : i32, mem_bank = 0 : i32, sym_name = "in"} : memref<16xi32>
// CHECK-NEXT: %out = aie.buffer(%mem_tile_2_1) {address = 1824 : i32, mem_bank = 0 : i32, sym_name = "out"} : memref<16xi32>
// CHECK-NEXT: %free = aie.buffer(%mem_tile_2_1) {address = 0 : i32, mem_bank = 0 : i32, sym_name = "free"} : memref<16xi32>
aie.device(xcve2302) {
  %t = aie.tile(2, 1)
  %in = aie.buffer(%t) {address = 8192 : i32, sym_name = "in"} : memref<16xi32>
  %out = aie.buffer(%t) {address = 1824 : i32, sym_name = "out"} : memref<16xi32>
  %free = aie.buffer(%t) {sym_name = "free"} : memref<16xi32>
}
