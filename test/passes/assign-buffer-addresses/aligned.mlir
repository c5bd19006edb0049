// Buffers start at multiples of the tile's load/store bus width (AIE2 cores:
// 32 bytes; AIE1 cores: 16; MemTiles: 4), unless `aligned = false`.
// RUN: aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s 2>/dev/null | FileCheck %s --check-prefix=BASIC
// RUN: aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s 2>/dev/null | FileCheck %s --check-prefix=BANK
// RUN: aiec --split-input-file --aie-assign-buffer-addresses %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

// BASIC-LABEL: module @basic
// Largest first: a, then c aligned to 32 bytes, then b right after it.
// BASIC: {address = 1024 : i32, sym_name = "a"} : memref<5xi32>
// BASIC: {address = 1060 : i32, aligned = false, sym_name = "b"} : memref<3xi8>
// BASIC: {address = 1056 : i32, sym_name = "c"} : memref<1xi32>
module @basic {
  aie.device(npu1) {
    %t = aie.tile(1, 2)
    %a = aie.buffer(%t) {sym_name = "a"} : memref<5xi32>
    %b = aie.buffer(%t) {sym_name = "b", aligned = false} : memref<3xi8>
    %c = aie.buffer(%t) {sym_name = "c"} : memref<1xi32>
    %core = aie.core(%t) {
      aie.end
    }
  }
}

// -----

// BANK-LABEL: module @bank
// BANK: {address = 2048 : i32, mem_bank = 0 : i32, sym_name = "a1"} : memref<4xi8>
// BANK: {address = 2052 : i32, aligned = false, mem_bank = 0 : i32, sym_name = "b2"} : memref<12xi8>
// BANK: {address = 2080 : i32, mem_bank = 0 : i32, sym_name = "b3"} : memref<4xi8>
module @bank {
  aie.device(npu2) {
    %t = aie.tile(3, 3)
    %a = aie.buffer(%t) {address = 2048 : i32, sym_name = "a1"} : memref<4xi8>
    %b = aie.buffer(%t) {mem_bank = 0 : i32, sym_name = "b2", aligned = false} : memref<12xi8>
    %c = aie.buffer(%t) {mem_bank = 0 : i32, sym_name = "b3"} : memref<4xi8>
    %core = aie.core(%t) {
      aie.end
    } {stack_size = 2048 : i32}
  }
}

// -----

// A given address the alignment forbids is kept, with a warning.
// WARN: warning: 'aie.buffer' op pre-allocated address is not aligned to tile load/store bus width
// WARN-NEXT: %m = aie.buffer
// WARN: help: tile (0, 1) aligns buffers to 4 bytes: 0xbeef is not a multiple; give `aligned = false` or move it to 0xbef0 (mlir-aie rejects it)
// BASIC: {address = 48879 : i32, sym_name = "m"} : memref<32xi8>
module @memtile {
  aie.device(npu1) {
    %t = aie.tile(0, 1)
    %m = aie.buffer(%t) {sym_name = "m", address = 0xBEEF : i32} : memref<32xi8>
  }
}
