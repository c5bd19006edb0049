// `alloc_group`: buffers of different groups of a tile are the data of
// different modes of its core, never live together, so basic-sequential
// overlays them: one region for all the groups, as large as the largest
// group laid out (its buffers largest first, alignment padding included),
// placed among the other buffers by that size (alloc-group-errors.mlir:
// what it refuses).
// RUN: aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s 2>&1 | FileCheck %s

// Mode x takes 1536 + 128 bytes, mode y 512 + 512 + 64: the region is
// x's 1664 bytes, above the 1 KiB stack; the 1 KiB `plain` buffer is
// smaller than the region, so it follows it.
// CHECK-LABEL: @overlay
// CHECK: {address = 1024 : i32, alloc_group = "x", sym_name = "x_big"}
// CHECK: {address = 2560 : i32, alloc_group = "x", sym_name = "x_small"}
// CHECK: {address = 1024 : i32, alloc_group = "y", sym_name = "y0"}
// CHECK: {address = 1536 : i32, alloc_group = "y", sym_name = "y1"}
// CHECK: {address = 2048 : i32, alloc_group = "y", sym_name = "y2"}
// CHECK: {address = 2688 : i32, sym_name = "plain"}
// CHECK: {address = 3712 : i32, sym_name = "mode"}
module @overlay {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %x_big = aie.buffer(%t) {sym_name = "x_big", alloc_group = "x"} : memref<384xi32>
    %x_small = aie.buffer(%t) {sym_name = "x_small", alloc_group = "x"} : memref<32xi32>
    %y0 = aie.buffer(%t) {sym_name = "y0", alloc_group = "y"} : memref<128xi32>
    %y1 = aie.buffer(%t) {sym_name = "y1", alloc_group = "y"} : memref<128xi32>
    %y2 = aie.buffer(%t) {sym_name = "y2", alloc_group = "y"} : memref<16xi32>
    %plain = aie.buffer(%t) {sym_name = "plain"} : memref<256xi32>
    %mode = aie.buffer(%t) {sym_name = "mode"} : memref<1xi32>
    aie.core(%t) {
      %c0 = arith.constant 0 : index
      %m = memref.load %mode[%c0] : memref<1xi32>
      %sel = arith.index_cast %m : i32 to index
      scf.index_switch %sel
      case 0 {
        %a = memref.load %x_big[%c0] : memref<384xi32>
        memref.store %a, %x_small[%c0] : memref<32xi32>
        scf.yield
      }
      default {
        %b = memref.load %y0[%c0] : memref<128xi32>
        memref.store %b, %y2[%c0] : memref<16xi32>
        memref.store %b, %plain[%c0] : memref<256xi32>
        scf.yield
      }
      aie.end
    }
  }
}

// -----

// Alignment padding counts in a group's size: `q` follows the 80 bytes of
// `p` at 96 (the 32-byte bus width), so group a takes 160 bytes, not 144,
// and `s` starts past it.
// CHECK-LABEL: @padding
// CHECK: {address = 0 : i32, alloc_group = "a", sym_name = "p"}
// CHECK: {address = 96 : i32, alloc_group = "a", sym_name = "q"}
// CHECK: {address = 0 : i32, alloc_group = "b", sym_name = "r"}
// CHECK: {address = 160 : i32, sym_name = "s"}
// CHECK: {address = 192 : i32, sym_name = "u"}
module @padding {
  aie.device(npu2) {
    %t = aie.tile(0, 2)
    %p = aie.buffer(%t) {sym_name = "p", alloc_group = "a"} : memref<20xi32>
    %q = aie.buffer(%t) {sym_name = "q", alloc_group = "a"} : memref<16xi32>
    %r = aie.buffer(%t) {sym_name = "r", alloc_group = "b"} : memref<4xi32>
    %s = aie.buffer(%t) {sym_name = "s"} : memref<8xi32>
    %u = aie.buffer(%t) {sym_name = "u"} : memref<1xi32>
  }
}
