// Without alloc-scheme the pass uses bank-aware; a tile's allocation_scheme
// attribute overrides the option (or the default) for that tile.
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s --check-prefixes=CHECK,BASIC

// DEFAULT: %a = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "a"} : memref<256xi32>
// DEFAULT: %b = aie.buffer(%{{.*}}) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "b"} : memref<256xi32>
// BASIC: %a = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "a"} : memref<256xi32>
// BASIC: %b = aie.buffer(%{{.*}}) {address = 2048 : i32, sym_name = "b"} : memref<256xi32>
// CHECK: aie.tile(2, 2) {allocation_scheme = "basic-sequential"}
// CHECK: %c = aie.buffer(%{{.*}}) {address = 0 : i32, sym_name = "c"} : memref<256xi32>
// CHECK: %d = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "d"} : memref<256xi32>
// CHECK: aie.tile(3, 2) {allocation_scheme = "bank-aware"}
// CHECK: %e = aie.buffer(%{{.*}}) {address = 0 : i32, mem_bank = 0 : i32, sym_name = "e"} : memref<256xi32>
// CHECK: %f = aie.buffer(%{{.*}}) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "f"} : memref<256xi32>
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %a = aie.buffer(%t12) {sym_name = "a"} : memref<256xi32>
  %b = aie.buffer(%t12) {sym_name = "b"} : memref<256xi32>
  %t22 = aie.tile(2, 2) {allocation_scheme = "basic-sequential"}
  %c = aie.buffer(%t22) {sym_name = "c"} : memref<256xi32>
  %d = aie.buffer(%t22) {sym_name = "d"} : memref<256xi32>
  %t32 = aie.tile(3, 2) {allocation_scheme = "bank-aware"}
  %e = aie.buffer(%t32) {sym_name = "e"} : memref<256xi32>
  %f = aie.buffer(%t32) {sym_name = "f"} : memref<256xi32>
  %core = aie.core(%t12) {
    aie.end
  }
}
