// A buffer nested in a core must have an initial value: mlir-aie's error on
// the tile (with the name as a quoted string), plus a note at the buffer.
// RUN: aiec --verify-diagnostics --aie-assign-buffer-addresses %s
// RUN: not aiec --aie-assign-buffer-addresses %s 2>&1 | FileCheck %s

// CHECK: error: 'aie.tile' op Buffer '"c"' must be defined directly under the device scope. Currently it is nested inside a core tile.
// CHECK: help: move the aie.buffer into the device body
// CHECK: note: the buffer, inside `aie.core`
// CHECK: error: 'aie.tile' op Buffer '""' must be defined
aie.device(xcvc1902) {
  // expected-error@+2 {{Buffer '"c"' must be defined directly under the device scope. Currently it is nested inside a core tile.}}
  // expected-error@+1 {{Buffer '""' must be defined directly under the device scope.}}
  %t = aie.tile(3, 3)
  %a = aie.buffer(%t) {sym_name = "a"} : memref<16xi8>
  %core = aie.core(%t) {
    // expected-note@+1 {{the buffer, inside `aie.core`}}
    %c = aie.buffer(%t) {sym_name = "c"} : memref<16xi16>
    %ok = aie.buffer(%t) {sym_name = "ok"} : memref<2xi16> = dense<[1, 2]>
    // expected-note@+1 {{the buffer, inside `aie.core`}}
    %d = aie.buffer(%t) : memref<4xi16>
    aie.end
  }
}
