// alloc-scheme takes basic-sequential, bank-aware or nothing; a tile's
// allocation_scheme with another value means the default (bank-aware, then
// basic-sequential), as in mlir-aie.
// RUN: not aiec --aie-assign-buffer-addresses="alloc-scheme=first-fit" %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s

// BAD: for the --alloc-scheme option: Cannot find option named 'first-fit'! (expected one of:
// CHECK: aie.tile(1, 2) {allocation_scheme = "first-fit"}
// CHECK: %a = aie.buffer(%{{.*}}) {address = 0 : i32, mem_bank = 0 : i32, sym_name = "a"} : memref<16xi32>
// CHECK: %b = aie.buffer(%{{.*}}) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "b"} : memref<16xi32>
aie.device(npu1) {
  %t = aie.tile(1, 2) {allocation_scheme = "first-fit"}
  %a = aie.buffer(%t) {sym_name = "a"} : memref<16xi32>
  %b = aie.buffer(%t) {sym_name = "b"} : memref<16xi32>
}
