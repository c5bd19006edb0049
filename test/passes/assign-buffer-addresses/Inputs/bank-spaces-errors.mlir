// Input of ../bank-spaces.mlir: a memory space at odds with a mem_bank, an
// address, or the room in its banks.
aie.device(npu1) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{has address space for bank 0 or 2 but is pinned to bank 1. These constraints disagree}}
  %a = aie.buffer(%t) {sym_name = "a", mem_bank = 1 : i32} : memref<64xi8, 10>
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{address attribute places the buffer in bank 2, which is excluded by its memory space}}
  %a = aie.buffer(%t) {sym_name = "a", address = 32768 : i32} : memref<64xi8, 9>
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 3)
  %x = aie.buffer(%t) {sym_name = "x", mem_bank = 0 : i32} : memref<4096xi32>
  %y = aie.buffer(%t) {sym_name = "y", mem_bank = 1 : i32} : memref<4096xi32>
  // expected-error@+1 {{buffer "z" requires 64 bytes, but no contiguous aligned space remains within allowed banks 0 and 1}}
  %z = aie.buffer(%t) {sym_name = "z"} : memref<64xi8, 9>
}
