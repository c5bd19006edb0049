// A fifo end on a compute tile whose core never touches it (or that has no
// core): the one-pass lowering gives it objects, locks and a DMA program;
// the split gives its pool no drainer, which --aie-objectfifo-verify
// rejects, as mlir-aie's newest verify does (its newest test of such a
// design runs --aie-objectFifo-stateful-transform="skip-verify=true").
// Without verify, the split passes lower it to the one-pass lowering's DMA
// program.
// RUN: not aiec --aie-objectfifo-split --aie-objectfifo-verify %s 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aiec --aie-objectfifo-split --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s | FileCheck %s

// VERIFY: error: 'aie.objectfifo.pool' op segment 0 has no drainer
// VERIFY-NEXT: aie.objectfifo @l2_to_l1

// CHECK-DAG:   %l2_to_l1_cons_buff_0 = aie.buffer(%{{.*}}tile_0_2) {sym_name = "l2_to_l1_cons_buff_0"} : memref<32xi32>
// CHECK-DAG:   %l2_to_l1_cons_buff_1 = aie.buffer(%{{.*}}tile_0_2) {sym_name = "l2_to_l1_cons_buff_1"} : memref<32xi32>
// CHECK-DAG:   %l2_to_l1_cons_prod_lock_0 = aie.lock(%{{.*}}tile_0_2) {init = 2 : i32, sym_name = "l2_to_l1_cons_prod_lock_0"}
// CHECK-DAG:   %l2_to_l1_cons_cons_lock_0 = aie.lock(%{{.*}}tile_0_2) {init = 0 : i32, sym_name = "l2_to_l1_cons_cons_lock_0"}
// CHECK:       aie.mem(%{{.*}}tile_0_2) {
// CHECK:         aie.dma_start(S2MM, 0, ^bb1, ^bb3)
// CHECK:         aie.use_lock(%l2_to_l1_cons_prod_lock_0, AcquireGreaterEqual
// CHECK-NEXT:    aie.dma_bd(%l2_to_l1_cons_buff_0 : memref<32xi32> offset = 0 len = 32)
// CHECK:         aie.use_lock(%l2_to_l1_cons_cons_lock_0, Release
// CHECK:         aie.use_lock(%l2_to_l1_cons_prod_lock_0, AcquireGreaterEqual
// CHECK-NEXT:    aie.dma_bd(%l2_to_l1_cons_buff_1 : memref<32xi32> offset = 0 len = 32)
// CHECK:         aie.use_lock(%l2_to_l1_cons_cons_lock_0, Release
// CHECK:         aie.end
// CHECK-NOT:   aie.objectfifo

module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %compute = aie.tile(0, 2)
    aie.objectfifo @ddr_to_l2(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @l2_to_l1(%mem, {%compute}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@ddr_to_l2] -> [@l2_to_l1] ([] [])
  }
}
