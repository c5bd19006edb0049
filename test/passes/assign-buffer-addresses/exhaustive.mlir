// When no order of flush placements fits, the exhaustive search does: it
// slides the buffers down into address order and chooses which comes next.
// Free: 1024..6144, 10240..11264 and 11520..65536. "banked" must lie in
// bank 1 (16384..32768) and "big" needs 47808 of the 54016 top bytes, so
// the only layout is "small" at 11520, "banked" flush against it at 17664,
// "big" from 17728 to the end. Ranked, "banked" goes first and tries only
// the ends of bank 1's free space, 16384 and 32704; both fail.
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s

// CHECK-DAG: %small = aie.buffer(%{{.*}}) {address = 11520 : i32, mem_bank = 0 : i32, sym_name = "small"}
// CHECK-DAG: %banked = aie.buffer(%{{.*}}) {address = 17664 : i32, mem_bank = 1 : i32, sym_name = "banked"}
// CHECK-DAG: %big = aie.buffer(%{{.*}}) {address = 17728 : i32, mem_bank = 1 : i32, sym_name = "big"}
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %lo = aie.buffer(%t) {sym_name = "lo", address = 6144 : i32} : memref<4096xi8>
  %mid = aie.buffer(%t) {sym_name = "mid", address = 11264 : i32} : memref<256xi8>
  %small = aie.buffer(%t) {sym_name = "small"} : memref<6144xi8>
  %banked = aie.buffer(%t) {sym_name = "banked", mem_bank = 1 : i32} : memref<64xi8>
  %big = aie.buffer(%t) {sym_name = "big"} : memref<47808xi8>
  aie.core(%t) {
    aie.end
  } {stack_size = 1024 : i32}
}
