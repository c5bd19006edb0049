// Where the stack cannot go: a bank-only stack under basic-sequential (no
// banks; a tile's allocation_scheme as the option), a bank with no aligned
// gap for it (bank-aware, and the default, which then tries no other
// scheme), a stack_address not aligned to the stack ABI (64 bytes on AIE2P)
// or whose stack leaves its stack_bank.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses %s

aie.device(npu2) {
  %t = aie.tile(0, 2) {allocation_scheme = "basic-sequential"}
  // expected-error@+1 {{basic-sequential allocation cannot resolve stack_bank; use bank-aware allocation or specify stack_address}}
  aie.core(%t) {
    aie.end
  } {stack_bank = 3 : i32}
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  %fill = aie.buffer(%t) {sym_name = "fill", address = 49152 : i32} : memref<16000xi8>
  // expected-error@+1 {{requires a 2048-byte stack in bank 3, but no contiguous aligned space remains after address-pinned buffers}}
  aie.core(%t) {
    aie.end
  } {stack_size = 2048 : i32, stack_bank = 3 : i32}
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{stack_address 96 is not aligned to the 64-byte stack alignment of this target}}
  aie.core(%t) {
    aie.end
  } {stack_address = 96 : i32}
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{a 1024-byte stack at stack_address 16000 does not fit in stack_bank 0 (0x0-0x3FFF)}}
  aie.core(%t) {
    aie.end
  } {stack_address = 16000 : i32, stack_bank = 0 : i32}
}
