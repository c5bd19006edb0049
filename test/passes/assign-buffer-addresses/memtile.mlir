// MemTiles: 512 KiB in 8 banks of 64 KiB, no stack; buffers inside an
// aie.memtile_dma are allocated too.
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s --check-prefix=BANKS
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s --check-prefix=BASIC

// BANKS: %big = aie.buffer(%{{.*}}) {address = 0 : i32, mem_bank = 0 : i32, sym_name = "big"} : memref<16384xi32>
// BANKS: %small = aie.buffer(%{{.*}}) {address = 131072 : i32, mem_bank = 2 : i32, sym_name = "small"} : memref<64xi32>
// BANKS: %inner = aie.buffer(%{{.*}}) {address = 65536 : i32, mem_bank = 1 : i32, sym_name = "inner"} : memref<1024xi32>
// BASIC: %big = aie.buffer(%{{.*}}) {address = 0 : i32, sym_name = "big"} : memref<16384xi32>
// BASIC: %small = aie.buffer(%{{.*}}) {address = 69632 : i32, sym_name = "small"} : memref<64xi32>
// BASIC: %inner = aie.buffer(%{{.*}}) {address = 65536 : i32, sym_name = "inner"} : memref<1024xi32>
aie.device(xcve2302) {
  %m = aie.tile(3, 1)
  %big = aie.buffer(%m) {sym_name = "big"} : memref<16384xi32>
  %small = aie.buffer(%m) {sym_name = "small"} : memref<64xi32>
  %dma = aie.memtile_dma(%m) {
    %inner = aie.buffer(%m) {sym_name = "inner"} : memref<1024xi32>
    aie.end
  }
}
