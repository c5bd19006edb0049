// On npu2 the first word of the column-0 MemTile reads back wrong on every
// dispatch after the first; an initialized buffer is loaded only once, so
// the allocator keeps initialized buffers off that word (4 bytes, the
// MemTile's alignment). Buffers DMAs refill may take it, and a buffer
// given that address keeps it. Other columns, npu1 and non-NPU devices are
// not affected. Both schemes.
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s --check-prefix=BASIC

// CHECK-LABEL: @guarded
// CHECK: %table = aie.buffer(%{{.*}}) {address = 4 : i32, mem_bank = 0 : i32, sym_name = "table"} : memref<128xi16>
// CHECK: %stream = aie.buffer(%{{.*}}) {address = 65536 : i32, mem_bank = 1 : i32, sym_name = "stream"} : memref<16xi32>
// CHECK: %other = aie.buffer(%{{.*}}) {address = 0 : i32, mem_bank = 0 : i32, sym_name = "other"} : memref<8xi16>
// BASIC-LABEL: @guarded
// BASIC: %table = aie.buffer(%{{.*}}) {address = 4 : i32, sym_name = "table"} : memref<128xi16>
// BASIC: %stream = aie.buffer(%{{.*}}) {address = 260 : i32, sym_name = "stream"} : memref<16xi32>
// BASIC: %other = aie.buffer(%{{.*}}) {address = 0 : i32, sym_name = "other"} : memref<8xi16>
aie.device(npu2) @guarded {
  %m0 = aie.tile(0, 1)
  %m2 = aie.tile(2, 1)
  %table = aie.buffer(%m0) {sym_name = "table"} : memref<128xi16> = dense<7>
  %stream = aie.buffer(%m0) {sym_name = "stream"} : memref<16xi32>
  %other = aie.buffer(%m2) {sym_name = "other"} : memref<8xi16> = dense<7>
  aie.memtile_dma(%m0) {
    aie.end
  }
}

// A lone initialized buffer pinned to bank 0 also starts at the second
// word; on npu1 the first word is fine.
// CHECK-LABEL: @pinned_bank
// CHECK: %init = aie.buffer(%{{.*}}) {address = 4 : i32, mem_bank = 0 : i32, sym_name = "init"} : memref<4xi32>
// CHECK-LABEL: @npu1
// CHECK: %init = aie.buffer(%{{.*}}) {address = 0 : i32, mem_bank = 0 : i32, sym_name = "init"} : memref<4xi32>
aie.device(npu2) @pinned_bank {
  %m0 = aie.tile(0, 1)
  %init = aie.buffer(%m0) {sym_name = "init", mem_bank = 0 : i32} : memref<4xi32> = dense<1>
}
aie.device(npu1) @npu1 {
  %m0 = aie.tile(0, 1)
  %init = aie.buffer(%m0) {sym_name = "init"} : memref<4xi32> = dense<1>
}
