// A diagnostic a pass reports on an op ends with mlir-opt's note showing the
// op as the pass left it: in custom form for warnings, in generic form for
// errors. --verify-diagnostics leaves the note out, as mlir-opt does.
// RUN: not aiec --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s 2>&1 | FileCheck %s
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=bank-aware" --verify-diagnostics %s

// CHECK:      warning: Failed to allocate buffer: "big" with size: 32768 bytes.
// CHECK:      note: see current operation: %big = aie.buffer(%tile_3_3) {sym_name = "big"} : memref<8192xi32>
// CHECK:      error: 'aie.tile' op Bank-aware allocation failed.
// CHECK:      note: see current operation: %tile_3_3 = "aie.tile"() <{col = 3 : i32, row = 3 : i32}> : () -> index
module {
  aie.device(xcvc1902) {
    // expected-warning@+3 {{Not all requested buffers fit in the available memory.}}
    // expected-note@+2 {{Current configuration of buffers in bank(s)}}
    // expected-error@+1 {{'aie.tile' op Bank-aware allocation failed.}}
    %t = aie.tile(3, 3)
    // expected-warning@+2 {{Failed to allocate buffer: "big" with size: 32768 bytes.}}
    // expected-error@+1 {{'aie.buffer' op could not be placed: buffer "big" needs 32768 bytes}}
    %b = aie.buffer(%t) {sym_name = "big"} : memref<8192xi32>
    %c = aie.core(%t) {
      aie.end
    }
  }
}
