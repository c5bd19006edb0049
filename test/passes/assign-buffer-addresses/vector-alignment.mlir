// Addresses the bank-aware scheme chooses on an npu2 core tile are
// multiples of 64 bytes (the core's 512-bit vector access) for a buffer of
// 64 bytes or more, of the 32-byte bus width for a smaller one (which takes
// the hole the alignment leaves). A given
// address, basic-sequential and npu1 keep the bus width.
// RUN: aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s | FileCheck %s --check-prefix=BANK
// RUN: aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s --check-prefix=SEQ

// BANK-LABEL: aie.device(npu2)
// BANK: %head = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "head"}
// BANK: %v = aie.buffer(%{{.*}}) {address = 1152 : i32, mem_bank = 0 : i32, sym_name = "v"}
// BANK: %s = aie.buffer(%{{.*}}) {address = 1120 : i32, mem_bank = 0 : i32, sym_name = "s"}
// BANK: %rtp = aie.buffer(%{{.*}}) {address = 40992 : i32, mem_bank = 2 : i32, sym_name = "rtp"}
// SEQ-LABEL: aie.device(npu2)
// SEQ: %head = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "head"}
// SEQ: %v = aie.buffer(%{{.*}}) {address = 1120 : i32, sym_name = "v"}
// SEQ: %s = aie.buffer(%{{.*}}) {address = 1184 : i32, sym_name = "s"}
aie.device(npu2) {
  %t = aie.tile(1, 2)
  %head = aie.buffer(%t) {sym_name = "head", mem_bank = 0 : i32} : memref<96xi8>
  %v = aie.buffer(%t) {sym_name = "v", mem_bank = 0 : i32} : memref<64xi8>
  %s = aie.buffer(%t) {sym_name = "s", mem_bank = 0 : i32} : memref<32xi8>
  %rtp = aie.buffer(%t) {sym_name = "rtp", address = 40992 : i32} : memref<64xi8>
  aie.core(%t) {
    aie.end
  } {stack_size = 1024 : i32}
}

// -----

// BANK-LABEL: aie.device(npu1)
// BANK: %head = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "head"}
// BANK: %v = aie.buffer(%{{.*}}) {address = 1120 : i32, mem_bank = 0 : i32, sym_name = "v"}
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %head = aie.buffer(%t) {sym_name = "head", mem_bank = 0 : i32} : memref<96xi8>
  %v = aie.buffer(%t) {sym_name = "v", mem_bank = 0 : i32} : memref<64xi8>
  aie.core(%t) {
    aie.end
  } {stack_size = 1024 : i32}
}
