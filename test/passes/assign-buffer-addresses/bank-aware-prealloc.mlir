// bank-aware with given placements: buffers with an address take their
// bytes first (an address fixes the bank); then a mem_bank alone, at the
// end of a free run of its bank that leaves the largest run; the others
// follow, ranked, into any free run (the hole below a given address too).
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s | FileCheck %s

// Core tile with the 1024-byte stack. rtp takes 2048..3072 and out2
// 16384..17408; in2 (bank 2 only) goes to 32768. Then in (1024 B) fills
// the hole below rtp exactly, out (512 B) follows out2 at 17408.
// CHECK: %in2 = aie.buffer(%{{.*}}) {address = 32768 : i32, mem_bank = 2 : i32, sym_name = "in2"} : memref<256xi8>
// CHECK: %in = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "in"} : memref<256xi32>
// CHECK: %rtp = aie.buffer(%{{.*}}) {address = 2048 : i32, mem_bank = 0 : i32, sym_name = "rtp"} : memref<256xi32>
// CHECK: %out = aie.buffer(%{{.*}}) {address = 17408 : i32, mem_bank = 1 : i32, sym_name = "out"} : memref<128xi32>
// CHECK: %out2 = aie.buffer(%{{.*}}) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "out2"} : memref<256xi32>
aie.device(npu2) {
  %t = aie.tile(0, 2)
  %in2 = aie.buffer(%t) {mem_bank = 2 : i32, sym_name = "in2"} : memref<256xi8>
  %in = aie.buffer(%t) {sym_name = "in"} : memref<256xi32>
  %rtp = aie.buffer(%t) {address = 2048 : i32, sym_name = "rtp"} : memref<256xi32>
  %out = aie.buffer(%t) {sym_name = "out"} : memref<128xi32>
  %out2 = aie.buffer(%t) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "out2"} : memref<256xi32>
  %core = aie.core(%t) {
    aie.end
  }
}
