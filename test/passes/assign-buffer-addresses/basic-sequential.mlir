// basic-sequential: buffers without an address go largest first (equal sizes
// in walk order) one after the other from the top of the core's stack; no
// mem_bank is set (aie-passes.md §8.1).
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s

// Tile (1, 2) has a core with the default 1024-byte stack:
// big (2048 B) at 1024, then the two 64-byte buffers in walk order, then small.
// CHECK: %small = aie.buffer(%{{.*}}) {address = 3200 : i32, sym_name = "small"} : memref<4xi8>
// CHECK: %big = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "big"} : memref<512xi32>
// CHECK: %mid1 = aie.buffer(%{{.*}}) {address = 3072 : i32, sym_name = "mid1"} : memref<16xi32>
// CHECK: %mid2 = aie.buffer(%{{.*}}) {address = 3136 : i32, sym_name = "mid2"} : memref<32xi16>
// A stack_size on the core moves the start; bf16 elements take 2 bytes.
// CHECK: %other = aie.buffer(%{{.*}}) {address = 256 : i32, sym_name = "other"} : memref<8xbf16>
// A tile without a core has no stack.
// CHECK: %nocore = aie.buffer(%{{.*}}) {address = 0 : i32, sym_name = "nocore"} : memref<8xi32>
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t22 = aie.tile(2, 2)
  %t32 = aie.tile(3, 2)
  %small = aie.buffer(%t12) {sym_name = "small"} : memref<4xi8>
  %big = aie.buffer(%t12) {sym_name = "big"} : memref<512xi32>
  %mid1 = aie.buffer(%t12) {sym_name = "mid1"} : memref<16xi32>
  %mid2 = aie.buffer(%t12) {sym_name = "mid2"} : memref<32xi16>
  %other = aie.buffer(%t22) {sym_name = "other"} : memref<8xbf16>
  %nocore = aie.buffer(%t32) {sym_name = "nocore"} : memref<8xi32>
  %c12 = aie.core(%t12) {
    aie.end
  }
  %c22 = aie.core(%t22) {
    aie.end
  } {stack_size = 256 : i32}
}
