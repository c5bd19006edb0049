// A fifo with `disable_synchronization` has no locks: its pools carry
// `disableSynchronization`, allocation gives them none, the BDs and the
// cores use none, as in the one-pass lowering.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=SPLIT
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.one.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.split.mlir

// SPLIT: aie.objectfifo.pool @n_pool(%{{.*}}tile_1_2) {depth = 2 : i32, disableSynchronization, fifoName = "n"}
// SPLIT: aie.objectfifo.pool @n_cons_pool(%{{.*}}tile_1_4) {depth = 2 : i32, disableSynchronization, fifoName = "n"}
// SPLIT: aie.objectfifo.pool @m_pool(%{{.*}}tile_1_2) {depth = 2 : i32, disableSynchronization, fifoName = "m"}

// LOWERED-NOT: aie.lock
// LOWERED-DAG: %n_buff_0 = aie.buffer(%{{.*}}tile_1_2)
// LOWERED-DAG: %n_cons_buff_0 = aie.buffer(%{{.*}}tile_1_4)
// LOWERED-DAG: %m_buff_0 = aie.buffer(%{{.*}}tile_1_2)
// LOWERED-NOT: aie.use_lock
// LOWERED:     aie.core(%{{.*}}tile_1_2)
// LOWERED:       memref.store %{{.*}}, %n_buff_0[
// LOWERED:       memref.store %{{.*}}, %m_buff_0[
// LOWERED-NOT: aie.use_lock
// LOWERED:     aie.mem(%{{.*}}tile_1_2)
// LOWERED-NEXT:  aie.dma_start(MM2S, 0
// LOWERED-NEXT: ^bb1:
// LOWERED-NEXT:  aie.dma_bd(%n_buff_0
// LOWERED-NOT: aie.use_lock
module {
  aie.device(npu1) {
    %p = aie.tile(1, 2)
    %q = aie.tile(1, 3)
    %c = aie.tile(1, 4)
    aie.objectfifo @n(%p, {%c}, 2 : i32) {disable_synchronization = true} : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @m(%p, {%q}, 2 : i32) {disable_synchronization = true} : !aie.objectfifo<memref<8xi32>>
    %core_p = aie.core(%p) {
      %i0 = arith.constant 0 : index
      %v = arith.constant 7 : i32
      %a = aie.objectfifo.acquire @n(Produce, 1) : memref<8xi32>
      memref.store %v, %a[%i0] : memref<8xi32>
      aie.objectfifo.release @n(Produce, 1)
      %b = aie.objectfifo.acquire @m(Produce, 1) : memref<8xi32>
      memref.store %v, %b[%i0] : memref<8xi32>
      aie.objectfifo.release @m(Produce, 1)
      aie.end
    }
    %core_q = aie.core(%q) {
      %b = aie.objectfifo.acquire @m(Consume, 1) : memref<8xi32>
      aie.objectfifo.release @m(Consume, 1)
      aie.end
    }
    %core_c = aie.core(%c) {
      %a = aie.objectfifo.acquire @n(Consume, 1) : memref<8xi32>
      aie.objectfifo.release @n(Consume, 1)
      aie.end
    }
  }
}
