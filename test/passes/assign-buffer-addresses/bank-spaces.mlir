// A memref's memory space can name the banks its buffer must lie in, as
// Peano's address spaces do: 5..8 one bank (a..d), 9..14 a pair (ab, ac,
// ad, bc, bd, cd). Bank-aware allocation places a buffer with a pair in
// the first of the two banks with room, one with a single bank in it (as a
// mem_bank); a given mem_bank or address must agree with the space.
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s
// RUN: aiec --aie-assign-buffer-addresses %s | aiec --aie-assign-buffer-addresses - | FileCheck %s
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses %S/Inputs/bank-spaces-errors.mlir

// Bank 1 is full. The single-bank space 8 (d) goes first, with the
// mem_bank buffers, into bank 3, at the top (the end that leaves the
// largest free run); then the pairs: bd (banks 1, 3) below it, bc (banks 1,
// 2) into bank 2. The free buffer goes round robin.
// CHECK:      %fill = aie.buffer(%{{.*}}) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "fill"} : memref<4096xi32>
// CHECK-NEXT: %bd = aie.buffer(%{{.*}}) {address = 65440 : i32, mem_bank = 3 : i32, sym_name = "bd"} : memref<64xi8, 13>
// CHECK-NEXT: %bc = aie.buffer(%{{.*}}) {address = 32768 : i32, mem_bank = 2 : i32, sym_name = "bc"} : memref<64xi8, 12>
// CHECK-NEXT: %d = aie.buffer(%{{.*}}) {address = 65504 : i32, mem_bank = 3 : i32, sym_name = "d"} : memref<32xi8, 8>
// CHECK-NEXT: %free = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "free"} : memref<256xi8>
aie.device(npu1) {
  %t = aie.tile(1, 3)
  %fill = aie.buffer(%t) {sym_name = "fill", mem_bank = 1 : i32} : memref<4096xi32>
  %bd = aie.buffer(%t) {sym_name = "bd"} : memref<64xi8, 13>
  %bc = aie.buffer(%t) {sym_name = "bc"} : memref<64xi8, 12>
  %d = aie.buffer(%t) {sym_name = "d"} : memref<32xi8, 8>
  %free = aie.buffer(%t) {sym_name = "free"} : memref<256xi8>
  aie.core(%t) {
    aie.end
  }
}
