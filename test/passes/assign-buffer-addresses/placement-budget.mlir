// placement-budget bounds the bank-aware search per tile. This tile needs
// one backtrack (see backtracking.mlir): three placements find its layout;
// one or two give up with a note saying so, and the default scheme does not
// fall back to basic-sequential then (a layout may exist). The budget must
// be a positive number.
// RUN: aiec --aie-assign-buffer-addresses="placement-budget=50" %s | FileCheck %s --check-prefix=FITS
// RUN: not aiec --aie-assign-buffer-addresses="placement-budget=1" %s 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: not aiec --aie-assign-buffer-addresses="placement-budget=2 alloc-scheme=bank-aware" %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not aiec --aie-assign-buffer-addresses="placement-budget=0" %s 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not aiec --aie-assign-buffer-addresses="placement-budget=-3" %s 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not aiec --aie-assign-buffer-addresses="placement-budget=many" %s 2>&1 | FileCheck %s --check-prefix=WORD

// FITS: %tail = aie.buffer(%{{.*}}) {address = 55360 : i32, mem_bank = 3 : i32, sym_name = "tail"}

// ONE: warning: Failed to allocate buffer: "tail" with size: 9000 bytes.
// ONE: error: 'aie.buffer' op could not be placed: buffer "tail" needs 9000 bytes and this tile has no room left for it
// ONE: note: the search hit its 1-placement budget with arrangements still untried, so a layout may exist that it did not reach (raise it with placement-budget)
// ONE: warning: Not all requested buffers fit in the available memory.
// ONE-NOT: trying basic sequential allocation

// TWO: error: 'aie.buffer' op could not be placed: buffer "tail"
// TWO: note: the search hit its 2-placement budget
// TWO: error: 'aie.tile' op Bank-aware allocation failed.

// ZERO: error: placement-budget must be positive, got 0
// NEG: error: placement-budget must be positive, got -3
// WORD: error: placement-budget must be positive, got many
aie.device(npu2) {
  %t = aie.tile(1, 2)
  %fixed = aie.buffer(%t) {sym_name = "fixed", address = 1024 : i32} : memref<40000xi8>
  %wide = aie.buffer(%t) {sym_name = "wide"} : memref<14336xi8>
  %tail = aie.buffer(%t) {sym_name = "tail"} : memref<9000xi8>
  aie.core(%t) {
    aie.end
  } {stack_size = 1024 : i32}
}
