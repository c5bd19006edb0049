// A core's stack takes its tile's data memory from address 0 (stack_size, else
// the target's 1024 bytes), and stays there: a buffer given an address inside
// it is an error in every scheme, as in mlir-aie (basic-sequential's "overlaps
// with stack", bank-aware's "would override allocated address"); so are two
// given addresses that overlap. A help line says where the buffer may go.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: not aiec --aie-assign-buffer-addresses %S/Inputs/pinned-at-zero.mlir 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %S/Inputs/pinned-above-stack.mlir | FileCheck %s --check-prefix=ABOVE
// RUN: aiec --aie-assign-buffer-addresses %S/Inputs/pinned-above-stack.mlir | FileCheck %s --check-prefix=ABOVE

// CHECK: stack-overlap.mlir:[[@LINE+10]]:3: error: 'aie.buffer' op buffer '"acc"' at address 0x0 overlaps with stack (size: 1024 bytes){{$}}
// CHECK: {{^}}  help: the core's stack takes 0x0-0x3FF of the data memory of tile (0, 2): give `acc` an address of 0x400 or above, or remove its `address` for the allocator to place it{{$}}
// CHECK: stack-overlap.mlir:[[@LINE+6]]:3: error: 'aie.tile' op Basic sequential allocation failed.{{$}}
// CHECK-NEXT: {{^}}  %t = aie.tile(0, 2){{$}}
// CHECK-NEXT: {{^}}  ^~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NOT: help
aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.tile' op Basic sequential allocation failed.}}
  %t = aie.tile(0, 2)
  // expected-error@+1 {{'aie.buffer' op buffer '"acc"' at address 0x0 overlaps with stack (size: 1024 bytes)}}
  %acc = aie.buffer(%t) {sym_name = "acc", address = 0 : i32} : memref<8xi32>
  %other = aie.buffer(%t) {sym_name = "other"} : memref<64xi32>
  %core = aie.core(%t) {
    aie.end
  }
}

// -----

// The core's own stack_size: 256 bytes, so 0x80 is inside it.
// CHECK: error: 'aie.buffer' op buffer '"low"' at address 0x80 overlaps with stack (size: 256 bytes)
// CHECK: help: the core's stack takes 0x0-0xFF of the data memory of tile (0, 2): give `low` an address of 0x100 or above
aie.device(npu1_1col) {
  // expected-error@+1 {{Basic sequential allocation failed.}}
  %t = aie.tile(0, 2)
  // expected-error@+1 {{overlaps with stack (size: 256 bytes)}}
  %low = aie.buffer(%t) {sym_name = "low", address = 128 : i32} : memref<8xi32>
  %core = aie.core(%t) {
    aie.end
  } {stack_size = 256 : i32}
}

// -----

// Two given addresses that overlap: the upper one is the error.
// CHECK: error: 'aie.buffer' op buffer '"b"' at address 0x2020 overlaps with '"a"' at address 0x2000 (size: 64 bytes)
// CHECK: help: `a` takes 0x2000-0x203F of the data memory of tile (0, 2): give `b` an address of 0x2040 or above
aie.device(npu1_1col) {
  // expected-error@+1 {{Basic sequential allocation failed.}}
  %t = aie.tile(0, 2)
  %a = aie.buffer(%t) {sym_name = "a", address = 8192 : i32} : memref<16xi32>
  // expected-error@+1 {{'aie.buffer' op buffer '"b"' at address 0x2020 overlaps with '"a"' at address 0x2000 (size: 64 bytes)}}
  %b = aie.buffer(%t) {sym_name = "b", address = 8224 : i32} : memref<16xi32>
  %core = aie.core(%t) {
    aie.end
  }
}

// -----

// A tile without a core has no stack: address 0 is its first byte.
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %acc = aie.buffer(%t) {sym_name = "acc", address = 0 : i32} : memref<8xi32>
  %other = aie.buffer(%t) {sym_name = "other"} : memref<64xi32>
}

// The default scheme: bank-aware's error (the stack takes 0x0-0x3FF), then
// basic-sequential's.
// DEFAULT: error: 'aie.buffer' op would override allocated address
// DEFAULT: help: acc at 0x0-0x1F overlaps the stack (0x0-0x3FF) on tile (0, 2)
// DEFAULT: warning: Bank-aware allocation failed, trying basic sequential allocation.
// DEFAULT: error: 'aie.buffer' op buffer '"acc"' at address 0x0 overlaps with stack (size: 1024 bytes)
// DEFAULT: error: 'aie.tile' op Basic sequential allocation also failed.

// Just above the stack, the buffer stays where it was pinned and the other
// goes after it.
// ABOVE: %acc = aie.buffer(%{{.*}}) {address = 1024 : i32, {{.*}}sym_name = "acc"} : memref<8xi32>
// ABOVE: %other = aie.buffer(%{{.*}}) {address = {{[0-9]+}} : i32
