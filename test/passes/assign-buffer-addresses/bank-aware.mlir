// bank-aware: the memory is split into equal banks (4 on a core tile, 8 on a
// MemTile); buffers go largest first, round-robin over the banks, and get
// mem_bank (aie-passes.md §8.2). The stack sits at the start of bank 0.
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s | FileCheck %s

// npu1 core tile: 4 banks of 16 KiB. Sizes: a 4096, b 2048, c 2048, d 512, e 64.
// a -> bank 0 after the stack, b -> bank 1, c -> bank 2, d -> bank 3, e -> bank 0.
// CHECK: %e = aie.buffer(%{{.*}}) {address = 5120 : i32, mem_bank = 0 : i32, sym_name = "e"} : memref<16xi32>
// CHECK: %a = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "a"} : memref<1024xi32>
// CHECK: %b = aie.buffer(%{{.*}}) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "b"} : memref<512xi32>
// CHECK: %c = aie.buffer(%{{.*}}) {address = 32768 : i32, mem_bank = 2 : i32, sym_name = "c"} : memref<2048xi8>
// CHECK: %d = aie.buffer(%{{.*}}) {address = 49152 : i32, mem_bank = 3 : i32, sym_name = "d"} : memref<128xi32>
// A buffer that does not fit in the next bank goes to the following one: y
// (a whole bank) skips bank 0, which holds the stack; the rotation goes on
// from bank 2.
// CHECK: %x = aie.buffer(%{{.*}}) {address = 32768 : i32, mem_bank = 2 : i32, sym_name = "x"} : memref<3840xi32>
// CHECK: %y = aie.buffer(%{{.*}}) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "y"} : memref<4096xi32>
// CHECK: %z = aie.buffer(%{{.*}}) {address = 49152 : i32, mem_bank = 3 : i32, sym_name = "z"} : memref<256xi32>
// CHECK: %v = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "v"} : memref<256xi32>
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %u = aie.tile(2, 2)
  %e = aie.buffer(%t) {sym_name = "e"} : memref<16xi32>
  %a = aie.buffer(%t) {sym_name = "a"} : memref<1024xi32>
  %b = aie.buffer(%t) {sym_name = "b"} : memref<512xi32>
  %c = aie.buffer(%t) {sym_name = "c"} : memref<2048xi8>
  %d = aie.buffer(%t) {sym_name = "d"} : memref<128xi32>
  %x = aie.buffer(%u) {sym_name = "x"} : memref<3840xi32>
  %y = aie.buffer(%u) {sym_name = "y"} : memref<4096xi32>
  %z = aie.buffer(%u) {sym_name = "z"} : memref<256xi32>
  %v = aie.buffer(%u) {sym_name = "v"} : memref<256xi32>
  %core = aie.core(%t) {
    aie.end
  }
  %core2 = aie.core(%u) {
    aie.end
  }
}
