// A fifo that a runtime sequence re-arms (`aiex.dma_channel_reset_for`)
// through the split passes: after the split the reset names the fifo's shim
// route endpoint, which the verifier accepts; allocation then points it at
// the fifo's re-arm binding, holding the consumer tile's channel and locks.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=SPLIT
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores=dynamic-objFifos=false --aie-objectfifo-erase-pools %s | FileCheck %s

// SPLIT: aie.route_endpoint @of_prod_dma(%{{.*}}tile_0_0) DMA {fifoName = "of"}
// SPLIT: aiex.dma_channel_reset_for(@of_prod_dma)

// CHECK:      %[[PROD:.*]] = aie.lock(%[[T:.*]]) {init = 2 : i32, sym_name = "of_cons_prod_lock_0"}
// CHECK-NEXT: %[[CONS:.*]] = aie.lock(%[[T]]) {init = 0 : i32, sym_name = "of_cons_cons_lock_0"}
// CHECK:     aiex.dma_channel_reset_for(@of_rearm)
// CHECK:     aie.objectfifo_rearm_binding @of_rearm channels(%[[T]] : index) locks(%[[PROD]], %[[CONS]] : index, index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 2, 0>}
module {
  aie.device(npu2) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @of(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    %core = aie.core(%t02) {
      %s = aie.objectfifo.acquire @of(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
      aie.objectfifo.release @of(Consume, 1)
      aie.end
    }
    aie.runtime_sequence() {
      aiex.dma_channel_reset_for(@of)
    }
  }
}
