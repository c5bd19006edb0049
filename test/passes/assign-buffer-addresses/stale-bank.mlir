// A lowered design written by an older allocator pins buffers with both an
// `address` and a `mem_bank` the address is not in. The default scheme keeps
// the address: a warning at each such buffer names both, bank-aware gives
// way to basic-sequential (which keeps every given address), and the design
// compiles, as with mlir-aie of August 2026. alloc-scheme=bank-aware (or the
// tile's allocation_scheme) still rejects it.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses %s
// RUN: aiec --aie-assign-buffer-addresses %S/Inputs/stale-bank.mlir 2>&1 | FileCheck %s
// RUN: not aiec --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %S/Inputs/stale-bank.mlir 2>&1 | FileCheck %s --check-prefix=BANK

// CHECK: warning: 'aie.buffer' op mem_bank attribute is inconsistent with address attribute: mem_bank = 1, but address 4096 (0x1000) is in bank 0; the address is kept
// CHECK: help: bank-aware allocation cannot honour both, so tile (1, 2) is placed by basic-sequential allocation, which keeps every given address and ignores mem_bank; set mem_bank = 0 or remove it (alloc-scheme=bank-aware rejects the buffer)
// CHECK: warning: 'aie.buffer' op mem_bank attribute is inconsistent with address attribute: mem_bank = 3, but address 16384 (0x4000) is in bank 1; the address is kept
// CHECK: warning: Bank-aware allocation failed, trying basic sequential allocation.
// CHECK-NOT: error
// CHECK: %a = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "a"} : memref<256xi32>
// CHECK-NEXT: %b = aie.buffer(%{{.*}}) {address = 4096 : i32, mem_bank = 1 : i32, sym_name = "b"} : memref<256xi32>
// CHECK-NEXT: %c = aie.buffer(%{{.*}}) {address = 16384 : i32, mem_bank = 3 : i32, sym_name = "c"} : memref<256xi32>
// CHECK-NEXT: %free = aie.buffer(%{{.*}}) {address = 2048 : i32, sym_name = "free"} : memref<64xi32>

// BANK: error: 'aie.buffer' op mem_bank attribute is inconsistent with address attribute
// BANK-NEXT: {{.*}}%b = aie.buffer
// BANK: help: address 4096 (0x1000) is in bank 0 (0x0-0x3FFF), not in bank 1
// BANK: error: 'aie.tile' op Bank-aware allocation failed.
// BANK-NOT: warning

aie.device(npu1) {
  // expected-warning@+1 {{Bank-aware allocation failed, trying basic sequential allocation.}}
  %t = aie.tile(1, 2)
  %a = aie.buffer(%t) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "a"} : memref<256xi32>
  // expected-warning@+1 {{'aie.buffer' op mem_bank attribute is inconsistent with address attribute: mem_bank = 1, but address 4096 (0x1000) is in bank 0; the address is kept}}
  %b = aie.buffer(%t) {address = 4096 : i32, mem_bank = 1 : i32, sym_name = "b"} : memref<256xi32>
  %core = aie.core(%t) {
    aie.end
  }
}

// -----

// A MemTile: eight banks of 64 KiB; no stack.
aie.device(npu1) {
  // expected-warning@+1 {{Bank-aware allocation failed, trying basic sequential allocation.}}
  %m = aie.tile(0, 1)
  // expected-warning@+1 {{mem_bank = 0, but address 65536 (0x10000) is in bank 1; the address is kept}}
  %x = aie.buffer(%m) {address = 65536 : i32, mem_bank = 0 : i32, sym_name = "x"} : memref<1024xi32>
  %y = aie.buffer(%m) {address = 0 : i32, mem_bank = 0 : i32, sym_name = "y"} : memref<1024xi32>
}

// -----

// The tile's allocation_scheme asks for bank-aware: today's error.
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op Bank-aware allocation failed.}}
  %t = aie.tile(1, 2) {allocation_scheme = "bank-aware"}
  // expected-error@+1 {{'aie.buffer' op mem_bank attribute is inconsistent with address attribute}}
  %b = aie.buffer(%t) {address = 4096 : i32, mem_bank = 1 : i32, sym_name = "b"} : memref<256xi32>
}

// -----

// When basic-sequential fails too, its errors follow the warnings.
aie.device(npu1) {
  // expected-warning@+4 {{Bank-aware allocation failed, trying basic sequential allocation.}}
  // expected-error@+3 {{allocated buffers exceeded available memory}}
  // expected-note@+2 {{MemoryMap:}}
  // expected-error@+1 {{'aie.tile' op Basic sequential allocation also failed.}}
  %t = aie.tile(1, 2)
  // expected-warning@+1 {{mem_bank = 2, but address 4096 (0x1000) is in bank 0; the address is kept}}
  %b = aie.buffer(%t) {address = 4096 : i32, mem_bank = 2 : i32, sym_name = "b"} : memref<256xi32>
  // expected-note@+1 {{`x` (63488 bytes at 0x1400-0x10BFF) is the first buffer that runs past the end of data memory (0xFFFF)}}
  %x = aie.buffer(%t) {sym_name = "x"} : memref<15872xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
