// basic-sequential keeps given addresses and jumps over them: a buffer that
// would reach a fixed one starts after it.
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s

// Stack 0x0-0x3FF; a (3072 B) ends exactly at fixed f1 (4096); b (2048 B) would
// overlap f1, so it starts after f1 (4096 + 1024); c (1024 B) ends at f2.
// CHECK: %a = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "a"} : memref<768xi32>
// CHECK: %f1 = aie.buffer(%{{.*}}) {address = 4096 : i32, sym_name = "f1"} : memref<256xi32>
// CHECK: %b = aie.buffer(%{{.*}}) {address = 5120 : i32, sym_name = "b"} : memref<512xi32>
// CHECK: %f2 = aie.buffer(%{{.*}}) {address = 8192 : i32, sym_name = "f2"} : memref<256xi32>
// CHECK: %c = aie.buffer(%{{.*}}) {address = 7168 : i32, sym_name = "c"} : memref<256xi32>
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %a = aie.buffer(%t) {sym_name = "a"} : memref<768xi32>
  %f1 = aie.buffer(%t) {address = 4096 : i32, sym_name = "f1"} : memref<256xi32>
  %b = aie.buffer(%t) {sym_name = "b"} : memref<512xi32>
  %f2 = aie.buffer(%t) {address = 8192 : i32, sym_name = "f2"} : memref<256xi32>
  %c = aie.buffer(%t) {sym_name = "c"} : memref<256xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
