// `alloc_group` errors (alloc-group.mlir: the overlay): a core that uses
// buffers of two groups outside different branches of a mode selector
// (scf.if, scf.index_switch) would alias live data; given addresses of
// different groups may overlap, others may not, nor may a buffer hide
// behind an overlay.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s 2>&1 | FileCheck %s

// Both groups in one straight line of the core: they are live together.
// CHECK: error: 'aie.core' op buffer "b1" is in alloc_group 'b' while this aie.core also references a buffer in alloc_group 'a'
// CHECK: help: buffers of different alloc_groups share memory
module @together {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %a1 = aie.buffer(%t) {sym_name = "a1", alloc_group = "a"} : memref<64xi32>
    %b1 = aie.buffer(%t) {sym_name = "b1", alloc_group = "b"} : memref<64xi32>
    %sel = aie.buffer(%t) {sym_name = "sel"} : memref<1xi32>
    // expected-error@+1 {{'aie.core' op buffer "b1" is in alloc_group 'b' while this aie.core also references a buffer in alloc_group 'a'}}
    aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %s = memref.load %sel[%c0] : memref<1xi32>
      %is_a = arith.cmpi eq, %s, %c0_i32 : i32
      scf.if %is_a {
        %v = memref.load %a1[%c0] : memref<64xi32>
        memref.store %v, %sel[%c0] : memref<1xi32>
      }
      %w = memref.load %b1[%c0] : memref<64xi32>
      aie.end
    }
  }
}

// -----

// Given addresses: `in` lies inside `outer` of another group (an overlay),
// but `after` of no group overlaps `outer` too, which the one between them
// does not hide.
// CHECK: error: 'aie.buffer' op buffer '"after"' at address 0x840 overlaps with '"outer"' at address 0x800 (size: 1024 bytes)
module @given {
  aie.device(npu1_1col) {
    // expected-error@+1 {{Basic sequential allocation failed.}}
    %t = aie.tile(0, 2)
    %outer = aie.buffer(%t) {sym_name = "outer", address = 2048 : i32, alloc_group = "a"} : memref<256xi32>
    %in = aie.buffer(%t) {sym_name = "in", address = 2048 : i32, alloc_group = "b"} : memref<16xi32>
    // expected-error@+1 {{'aie.buffer' op buffer '"after"' at address 0x840 overlaps with '"outer"' at address 0x800 (size: 1024 bytes)}}
    %after = aie.buffer(%t) {sym_name = "after", address = 2112 : i32} : memref<16xi32>
  }
}
