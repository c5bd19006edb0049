// Each core gets the largest run its buffers and stack leave for its own
// sections, its start rounded up to the core's widest vector access (64
// bytes on npu2, 32 on npu1): data_origin and data_length on the aie.core,
// under both schemes, rewritten by a second run.
// RUN: aiec --split-input-file --aie-assign-buffer-addresses %s | FileCheck %s
// RUN: aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s
// RUN: aiec --split-input-file --aie-assign-buffer-addresses %s | aiec --split-input-file --aie-assign-buffer-addresses | FileCheck %s

// 1024 (stack) + 200 = 1224, rounded up to 1280.
// CHECK-LABEL: aie.device(npu2)
// CHECK: aie.core(%{{.*}}) {
// CHECK: } {data_length = 64256 : i32, data_origin = 1280 : i32, stack_size = 1024 : i32}
aie.device(npu2) {
  %t = aie.tile(1, 2)
  %odd = aie.buffer(%t) {sym_name = "odd"} : memref<200xi8>
  aie.core(%t) {
    aie.end
  } {stack_size = 1024 : i32}
}

// -----

// A fixed buffer at 32768 splits the memory: 1124..32768 (from 1152 once
// aligned to 32) is larger than 49152..65536.
// CHECK-LABEL: aie.device(npu1)
// CHECK: aie.core(%{{.*}}) {
// CHECK: } {data_length = 31616 : i32, data_origin = 1152 : i32}
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %fixed = aie.buffer(%t) {sym_name = "fixed", address = 32768 : i32} : memref<16384xi8>
  %odd = aie.buffer(%t) {sym_name = "odd"} : memref<100xi8>
  aie.core(%t) {
    aie.end
  }
}
