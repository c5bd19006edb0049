// bank-aware with given placements it cannot honour: mlir-aie's errors on the
// buffer, then on the tile; help lines give the bank ranges and what is
// already there.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s 2>&1 | FileCheck %s --strict-whitespace

// CHECK: error: 'aie.buffer' op mem_bank attribute is inconsistent with address attribute
// CHECK: help: address 4096 (0x1000) is in bank 0 (0x0-0x3FFF), not in bank 2
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op Bank-aware allocation failed.}}
  %t = aie.tile(3, 4)
  %a = aie.buffer(%t) : memref<200xi32>
  // expected-error@+1 {{'aie.buffer' op mem_bank attribute is inconsistent with address attribute}}
  %b = aie.buffer(%t) {sym_name = "b", address = 4096 : i32, mem_bank = 2 : i32} : memref<1024xi32>
}

// -----

// CHECK: error: 'aie.buffer' op would override allocated address
// CHECK: help: b at 0xC00-0xC3F overlaps a (0x400-0xFFF) on tile (3, 4)
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op Bank-aware allocation failed.}}
  %t = aie.tile(3, 4)
  %a = aie.buffer(%t) {sym_name = "a", address = 1024 : i32} : memref<768xi32>
  // expected-error@+1 {{'aie.buffer' op would override allocated address}}
  %b = aie.buffer(%t) {sym_name = "b", address = 3072 : i32} : memref<16xi32>
  %core = aie.core(%t) {
    aie.end
  }
}

// -----

// CHECK: error: 'aie.buffer' op address attribute does not fall within any bank range
// CHECK: help: the data memory of tile (3, 4) is 0x0-0xFFFF; address 65536 (0x10000) is outside it
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op Bank-aware allocation failed.}}
  %t = aie.tile(3, 4)
  // expected-error@+1 {{'aie.buffer' op address attribute does not fall within any bank range}}
  %a = aie.buffer(%t) {sym_name = "a", address = 65536 : i32} : memref<16xi32>
}

// -----

// A mem_bank whose bank has too little room left is an error at the buffer
// only (no other scheme could honour the pin).
// CHECK: error: 'aie.buffer' op buffer "b" requires 8192 bytes in bank 3, but only 4096 of 16384 bytes are free there
// CHECK: help: tile (3, 4) has 4 banks of 16384 bytes: repin it to another bank, move what is in the way, or drop the pin and let it span banks
aie.device(npu1) {
  %t = aie.tile(3, 4)
  %a = aie.buffer(%t) {sym_name = "a", mem_bank = 3 : i32} : memref<3072xi32>
  // expected-error@+1 {{'aie.buffer' op buffer "b" requires 8192 bytes in bank 3, but only 4096 of 16384 bytes are free there}}
  %b = aie.buffer(%t) {sym_name = "b", mem_bank = 3 : i32} : memref<2048xi32>
}

// -----

// aiec: a mem_bank past the last bank (mlir-aie reads outside its bank table).
// CHECK: error: 'aie.buffer' op mem_bank attribute value is out of range
// CHECK: help: tile (0, 1) has banks 0 to 7
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op Bank-aware allocation failed.}}
  %m = aie.tile(0, 1)
  // expected-error@+1 {{'aie.buffer' op mem_bank attribute value is out of range}}
  %a = aie.buffer(%m) {sym_name = "a", mem_bank = 8 : i32} : memref<16xi32>
}

// -----

// A given address may run past the end of its bank (the hardware lets a
// buffer span banks); only an overlap is an error.
// CHECK: error: 'aie.buffer' op would override allocated address
// CHECK: help: c at 0x8000-0x803F overlaps a (0x7000-0x8003) on tile (3, 4)
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op Bank-aware allocation failed.}}
  %t = aie.tile(3, 4)
  %a = aie.buffer(%t) {sym_name = "a", address = 28672 : i32} : memref<1025xi32>
  // expected-error@+1 {{'aie.buffer' op would override allocated address}}
  %c = aie.buffer(%t) {sym_name = "c", address = 32768 : i32} : memref<16xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
