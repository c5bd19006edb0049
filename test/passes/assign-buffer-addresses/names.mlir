// Buffers without a symbol are named _anonymous0, _anonymous1, ... in walk
// order (over the whole device) before allocation; a buffer with an initial
// value may live in a core.
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s

// CHECK: %_anonymous0 = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "_anonymous0"} : memref<8xi32>
// CHECK: %named = aie.buffer(%{{.*}}) {address = 1056 : i32, sym_name = "named"} : memref<8xi32>
// CHECK: %_anonymous1 = aie.buffer(%{{.*}}) {address = 0 : i32, sym_name = "_anonymous1"} : memref<8xi32>
// CHECK: aie.core
// CHECK: %_anonymous2 = aie.buffer(%{{.*}}) {address = 1088 : i32, sym_name = "_anonymous2"} : memref<2xi32> = dense<[1, 2]>
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %u = aie.tile(2, 2)
  %0 = aie.buffer(%t) : memref<8xi32>
  %named = aie.buffer(%t) {sym_name = "named"} : memref<8xi32>
  %1 = aie.buffer(%u) : memref<8xi32>
  %core = aie.core(%t) {
    %init = aie.buffer(%t) : memref<2xi32> = dense<[1, 2]>
    aie.end
  }
}
