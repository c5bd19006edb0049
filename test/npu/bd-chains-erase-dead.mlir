// --aie-materialize-bd-chains erases a chain whose every instantiation it
// inlined (mlir-aie's pass erases the use-empty definition): @used goes; a
// chain nothing instantiates is not the pass's to erase.

// RUN: aiec --aie-materialize-bd-chains %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK-NOT:   aie.bd_chain @used
// CHECK:       aie.bd_chain @never_started
// CHECK-NOT:   aie.bd_chain @used
// CHECK:       aiex.dma_configure_task(%{{.*}}, MM2S, 0)
// CHECK:       aiex.dma_start_task

module {
  aie.device(npu1) {
    %tile_0_0 = aie.tile(0, 0)
    aie.bd_chain @used(%arg0: memref<8xi16>) {
      aie.dma_bd(%arg0 : memref<8xi16> offset = 0 len = 8)
      aie.end
    }
    aie.bd_chain @never_started(%arg0: memref<8xi16>) {
      aie.dma_bd(%arg0 : memref<8xi16> offset = 0 len = 8)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<8xi16>) {
      %t1 = aiex.dma_start_bd_chain @used(%arg0) : (memref<8xi16>)
                                    on (%tile_0_0, MM2S, 0)
      aiex.dma_await_task(%t1)
    }
  }
}
