// A one-to-one link whose input's ends share memory through the delegate of
// its `aie.objectfifo.allocate` keeps the input unsplit: the link's pool is
// the input's own, `@x_pool` (not a consumer half's), on the delegate; the
// stateful transform gives it the input's buffers there, and one flow.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=LOWERED

// LOWERED:     %x_buff_0 = aie.buffer(%{{.*}}tile_1_3) {sym_name = "x_buff_0"}
// LOWERED:     %x_buff_1 = aie.buffer(%{{.*}}tile_1_3) {sym_name = "x_buff_1"}
// LOWERED-NOT: x_cons_buff
// LOWERED:     aie.flow(%{{.*}}tile_1_3, DMA : 0, %{{.*}}tile_1_4, DMA : 0)
// LOWERED-NOT: aie.flow

// CHECK: aie.objectfifo.pool @x_pool(%{{.*}}tile_1_3) {depth = 2 : i32, fifoName = "x"}
// CHECK-NOT: x_cons_pool
module {
  aie.device(npu1) {
    %s = aie.tile(1, 0)
    %a = aie.tile(1, 2)
    %b = aie.tile(1, 3)
    %d = aie.tile(1, 4)
    aie.objectfifo @x(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @y(%b, {%d}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@x] -> [@y] ([] [])
    aie.objectfifo.allocate @x(%b)
  }
}
