// The four allocation passes in aiecc's order on one hand-written design:
// every lock gets an id, every buffer an address, every BD an id and its
// successor; the cascade becomes configure_cascade ops.
// RUN: aiec --aie-syntax=2026-04 --aie-lower-cascade-flows --aie-assign-lock-ids --aie-assign-buffer-addresses --aie-assign-bd-ids %s | FileCheck %s

// CHECK: %ping = aie.buffer(%[[T:.*]]) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "ping"} : memref<256xi32>
// CHECK: %pong = aie.buffer(%[[T]]) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "pong"} : memref<256xi32>
// CHECK: %full = aie.lock(%[[T]], 0) {init = 0 : i32, sym_name = "full"}
// CHECK: %empty = aie.lock(%[[T]], 1) {init = 2 : i32, sym_name = "empty"}
// CHECK: aie.dma_bd(%ping : memref<256xi32>, 0, 256) {bd_id = 0 : i32, next_bd_id = 1 : i32}
// CHECK: aie.dma_bd(%pong : memref<256xi32>, 0, 256) {bd_id = 1 : i32, next_bd_id = 0 : i32}
// CHECK: aie.configure_cascade(%[[T]], North, East)
// CHECK: aie.configure_cascade(%{{.*}}, West, South)
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %u = aie.tile(2, 2)
  %ping = aie.buffer(%t) {sym_name = "ping"} : memref<256xi32>
  %pong = aie.buffer(%t) {sym_name = "pong"} : memref<256xi32>
  %full = aie.lock(%t) {init = 0 : i32, sym_name = "full"}
  %empty = aie.lock(%t) {init = 2 : i32, sym_name = "empty"}
  %mem = aie.mem(%t) {
    %s = aie.dma_start(S2MM, 0, ^ping, ^end)
  ^ping:
    aie.use_lock(%empty, AcquireGreaterEqual, 1)
    aie.dma_bd(%ping : memref<256xi32>, 0, 256)
    aie.use_lock(%full, Release, 1)
    aie.next_bd ^pong
  ^pong:
    aie.use_lock(%empty, AcquireGreaterEqual, 1)
    aie.dma_bd(%pong : memref<256xi32>, 0, 256)
    aie.use_lock(%full, Release, 1)
    aie.next_bd ^ping
  ^end:
    aie.end
  }
  %core = aie.core(%t) {
    aie.end
  }
  aie.cascade_flow(%t, %u)
}
