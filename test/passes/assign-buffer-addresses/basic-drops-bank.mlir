// basic-sequential has no banks: a buffer it places loses its `mem_bank`
// with a warning (the address it gets need not lie in that bank). Chosen
// with alloc-scheme (or the tile's allocation_scheme), and in the default
// scheme's retry after bank-aware runs out of room, where what bank-aware
// chose is undone first. A buffer with a given address keeps its bank.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %S/Inputs/basic-drops-bank.mlir
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %S/Inputs/basic-drops-bank.mlir 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %S/Inputs/basic-drops-bank.mlir | FileCheck %s --check-prefix=BASIC
// RUN: aiec --aie-assign-buffer-addresses %s 2>&1 | FileCheck %s --check-prefix=RETRY
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s

// WARN: warning: basic-sequential allocation ignores mem_bank; dropping the pin on: "lane"
// WARN: help: the buffer gets an address outside any bank guarantee; to keep it in bank 3, use alloc-scheme=bank-aware
// BASIC: %lane = aie.buffer(%{{.*}}) {address = 1536 : i32, sym_name = "lane"} : memref<32xi32>
// BASIC-NEXT: %fixed = aie.buffer(%{{.*}}) {address = 8192 : i32, mem_bank = 0 : i32, sym_name = "fixed"} : memref<16xi32>
// BASIC-NEXT: %wide = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "wide"} : memref<128xi32>

// With `tag` in bank 2 (16 KiB to 24 KiB of this AIE1 tile), no layout
// holds `big` (31680 bytes from the top of the stack), so the default
// scheme retries: basic-sequential packs `tag` after `big` without a bank,
// filling the tile exactly.
// RETRY: warning: Bank-aware allocation failed, trying basic sequential allocation.
// RETRY: warning: basic-sequential allocation ignores mem_bank; dropping the pin on: "tag"
// RETRY-NOT: error
// CHECK: %tag = aie.buffer(%{{.*}}) {address = 32704 : i32, sym_name = "tag"} : memref<64xi8>
// CHECK-NEXT: %big = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "big"} : memref<7920xi32>
aie.device(xcvc1902) {
  %t = aie.tile(2, 3)
  %tag = aie.buffer(%t) {sym_name = "tag", mem_bank = 2 : i32} : memref<64xi8>
  %big = aie.buffer(%t) {sym_name = "big"} : memref<7920xi32>
  aie.core(%t) {
    aie.end
  }
}
