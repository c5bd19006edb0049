// The stateful transform is the composition of the split passes (split,
// verify, assign-packet-ids, allocate, lower-dmas, lower-cores, erase-pools)
// with its output laid out as the one-pass lowering laid it out
// (docs/objectfifo.md). `skip-verify` (true by default, as the one-pass
// lowering never verified) leaves verify out: a fifo end on a tile without
// a core leaves a pool nothing drains, which verify rejects as mlir-aie's
// newest does.
// RUN: not aiec %s --aie-objectFifo-stateful-transform=skip-verify=false 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: aiec %s --aie-objectFifo-stateful-transform | FileCheck %s
// The passes run by hand lower it too, with the objects in their own order.
// RUN: aiec %s --aie-objectfifo-split --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools | FileCheck %s --check-prefix=PASSES

// PASSES:     aie.flow(%{{.*}}tile_0_0, DMA : 0, %{{.*}}tile_0_2, DMA : 0)
// PASSES-NOT: aie.lock(%{{.*}}tile_0_0)
// PASSES:     aie.shim_dma_allocation @in_shim_alloc

// VERIFY: error: 'aie.objectfifo.pool' op segment 0 has no drainer

// The shim end keeps the one-pass lowering's lock pair; objects and locks
// stand after the last tile, the later fifo's first.
// CHECK:      %{{.*}}tile_0_2 = aie.tile(0, 2)
// CHECK-NEXT: %in_cons_buff_0 = aie.buffer(%{{.*}}tile_0_2)
// CHECK-NEXT: %in_cons_buff_1 = aie.buffer(%{{.*}}tile_0_2)
// CHECK-NEXT: %in_cons_prod_lock_0 = aie.lock(%{{.*}}tile_0_2) {init = 2 : i32
// CHECK-NEXT: %in_cons_cons_lock_0 = aie.lock(%{{.*}}tile_0_2) {init = 0 : i32
// CHECK-NEXT: %in_prod_lock_0 = aie.lock(%{{.*}}tile_0_0) {init = 0 : i32
// CHECK-NEXT: %in_cons_lock_0 = aie.lock(%{{.*}}tile_0_0) {init = 0 : i32
// CHECK-NEXT: aie.flow(%{{.*}}tile_0_0, DMA : 0, %{{.*}}tile_0_2, DMA : 0)
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%t}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}
