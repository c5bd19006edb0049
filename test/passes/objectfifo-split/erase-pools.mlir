// --aie-objectfifo-erase-pools: a pool no symbol reference names is erased
// (its buffers and locks stay); one an endpoint or any other op names stays.
// RUN: aiec --aie-objectfifo-erase-pools %s | FileCheck %s

// CHECK:     %b = aie.buffer
// CHECK-NOT: aie.objectfifo.pool @spent
// CHECK:     aie.objectfifo.pool @used
// CHECK:     aie.objectfifo.pool @named
// CHECK:     aie.objectfifo.core_endpoint @r(%{{.*}}) drains @used
// CHECK:     aie.objectfifo_rearm_binding @bind
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<8xi32>
  aie.objectfifo.pool @spent(%t) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @used(%t) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @named(%t) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.core_endpoint @r(%t) drains @used
  aie.objectfifo_rearm_binding @bind channels() locks() {channel_dirs = array<i32>, channel_indices = array<i32>, lock_inits = array<i32>, pool = @named}
}
