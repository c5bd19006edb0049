// Allocation's options for the one-pass lowering's choices (which the
// stateful transform, the composition of the split passes, passes):
// - `lock-constant-pools`: a pool that starts full and that nothing refills
//   gets its lock pair, so that its DMA sends the objects once (without,
//   it has no locks and its BDs loop over the constants);
// - `tasks-share-channels`: a runtime sequence's aiex.dma_configure_task
//   holds no channel, so the fifo end it drives keeps channel 0.
// A shim source of a packet-switched route records the route's header on
// its shim allocation, for the runtime's BDs on that channel.
// RUN: aiec --split-input-file --aie-objectfifo-split --aie-assign-packet-ids --aie-objectfifo-allocate %s | FileCheck %s
// RUN: aiec --split-input-file --aie-objectfifo-split --aie-assign-packet-ids --aie-objectfifo-allocate="lock-constant-pools tasks-share-channels" %s | FileCheck %s --check-prefix=ONEPASS

// CHECK-LABEL: module @constants
// CHECK-NOT:   sym_name = "w_cons_lock_0"
// CHECK:       aie.objectfifo.dma_endpoint @w_prod_dma
// CHECK-NOT:   sym_name = "w_cons_lock_0"
// ONEPASS-LABEL: module @constants
// ONEPASS:     aie.lock(%{{.*}}mem_tile_0_1) {init = 0 : i32, sym_name = "w_prod_lock_0"}
// ONEPASS:     aie.lock(%{{.*}}mem_tile_0_1) {init = 1 : i32, sym_name = "w_cons_lock_0"}
module @constants {
  aie.device(npu1) {
    %mt = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @w(%mt, {%t02}, 1 : i32) : !aie.objectfifo<memref<40xi32>> = [dense<7> : memref<40xi32>]
    %c = aie.core(%t02) {
      %a = aie.objectfifo.acquire @w(Consume, 1) : !aie.objectfifosubview<memref<40xi32>>
      aie.objectfifo.release @w(Consume, 1)
      aie.end
    }
  }
}

// -----

// CHECK-LABEL: module @tasks
// CHECK:       aie.shim_dma_allocation @in_shim_alloc(%{{.*}}tile_0_0, MM2S, 1)
// ONEPASS-LABEL: module @tasks
// ONEPASS:     aie.shim_dma_allocation @in_shim_alloc(%{{.*}}tile_0_0, MM2S, 0)
module @tasks {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%t}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    %c = aie.core(%t) {
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      aie.objectfifo.release @in(Consume, 1)
      aie.end
    }
    aie.runtime_sequence(%x: memref<16xi32>) {
      %task = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%x : memref<16xi32> offset = 0 len = 16)
        aie.end
      }
      aiex.dma_start_task(%task)
      aiex.dma_await_task(%task)
    }
  }
}

// -----

// CHECK-LABEL: module @packets
// CHECK:       aie.shim_dma_allocation @in_shim_alloc(%{{.*}}tile_0_0, MM2S, 0, <pkt_id = 0>)
module @packets {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%t}, 2 : i32) {transport = #aie.transport<dma, packet = #aie.packet_info<pkt_type = 0>>} : !aie.objectfifo<memref<16xi32>>
    %c = aie.core(%t) {
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      aie.objectfifo.release @in(Consume, 1)
      aie.end
    }
  }
}
