// The stateful transform is a pipeline of the split passes (split,
// verify, assign-packet-ids, allocate, lower-dmas, lower-cores, erase-pools)
// with the options that make them put their output where the one-pass
// lowering put it (docs/objectfifo.md). `skip-verify` (true by default, as
// the one-pass lowering never verified) leaves verify out: a fifo end on a
// tile without a core leaves a pool nothing drains, which verify rejects as
// mlir-aie's newest does.
// RUN: not aiec %s --aie-objectFifo-stateful-transform=skip-verify=false 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: aiec %s --aie-objectFifo-stateful-transform | FileCheck %s
// The pass manager runs each pass of the pipeline as a pass of its own:
// verified after it, dumped and timed under its own name, also nested in a
// --pass-pipeline.
// RUN: aiec %s --aie-objectFifo-stateful-transform --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not aiec %s --pass-pipeline='builtin.module(aie.device(aie-objectFifo-stateful-transform{skip-verify=false}))' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: aiec %s --aie-objectFifo-stateful-transform --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME

// DUMP:      // -----// IR Dump After AIEObjectFifoSplit (aie-objectfifo-split) //----- //
// DUMP:      aie.objectfifo.pool @in_cons_pool
// DUMP:      aie.route from @in_prod_dma to [@in_cons_dma]
// DUMP:      // -----// IR Dump After AIEAssignPacketIds (aie-assign-packet-ids) //----- //
// DUMP:      // -----// IR Dump After AIEObjectFifoAllocate (aie-objectfifo-allocate) //----- //
// DUMP:      aie.flow
// DUMP:      // -----// IR Dump After AIEObjectFifoLowerDMAs (aie-objectfifo-lower-dmas) //----- //
// DUMP:      aie.shim_dma_allocation @in_shim_alloc
// DUMP:      // -----// IR Dump After AIEObjectFifoLowerCores (aie-objectfifo-lower-cores) //----- //
// DUMP:      // -----// IR Dump After AIEObjectFifoErasePools (aie-objectfifo-erase-pools) //----- //
// DUMP-NOT:  aie.objectfifo.pool
// DUMP-NOT:  IR Dump After AIEObjectFifoStatefulTransform

// NESTED:      // -----// IR Dump After AIEObjectFifoSplit (aie-objectfifo-split) //----- //
// NESTED-NEXT: aie.device(npu1) {
// NESTED:      error: 'aie.objectfifo.pool' op segment 0 has no drainer
// NESTED-NOT:  IR Dump After AIEObjectFifoVerify

// TIME:      ----Wall Time----  ----Name----
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +Parser$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +Verifier$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoSplit$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEAssignPacketIds$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoAllocate$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoLowerDMAs$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoLowerCores$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoErasePools$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +Output$}}
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
