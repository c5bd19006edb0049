// Fifo attributes: initial values (buffers initialised, consumer lock
// counts them), data layouts on the DMA ends, no locks without
// synchronisation, and a finite BD chain for `iter_count` on a MemTile.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK-DAG: %[[IB0:.*]] = aie.buffer(%{{.*}}) {sym_name = "init_buff_0"} : memref<2xi32> = dense<[1, 2]>
// CHECK-DAG: %[[IB1:.*]] = aie.buffer(%{{.*}}) {sym_name = "init_buff_1"} : memref<2xi32> = dense<[3, 4]>
// CHECK-DAG: aie.lock(%{{.*}}, 0) {init = 0 : i32, sym_name = "init_prod_lock_0"}
// CHECK-DAG: aie.lock(%{{.*}}, 1) {init = 2 : i32, sym_name = "init_cons_lock_0"}
// via_DMA forces a DMA between neighbours that share memory.
// CHECK-DAG: aie.flow(%{{.*}}, DMA : 0, %{{.*}}, DMA : 0)
// CHECK:     aie.mem(
// dimensionsFromStream goes on the consumer's S2MM BDs.
// CHECK:       aie.dma_bd(%dims_cons_buff_0 : memref<16xi32>, 0, 16, [<size = 16, stride = 1>])
// CHECK:     aie.memtile_dma(
// dimensionsToStream goes on the producer's MM2S BDs.
// CHECK:       aie.dma_bd(%dims_buff_0 : memref<16xi32>, 0, 16, [<size = 4, stride = 1>, <size = 4, stride = 4>])
// No locks around an unsynchronised transfer.
// CHECK:       aie.dma_start(S2MM, 0, ^bb4, ^bb5)
// CHECK-NEXT: ^bb4:
// CHECK-NEXT:   aie.dma_bd(%nosync_cons_buff_0 : memref<16xi32>, 0, 16)
// CHECK-NEXT:   aie.next_bd ^bb4
// iter_count 5: the chain runs 5 times (repeat_count 4) and ends.
// CHECK:       aie.dma_start(MM2S, 1, ^bb6, ^bb9, repeat_count = 4)
// CHECK:       aie.dma_bd(%chain_buff_1 : memref<16xi32>, 0, 16)
// CHECK-NEXT:  aie.use_lock
// CHECK-NEXT:  aie.next_bd ^bb8
// CHECK-NEXT: ^bb8:
// CHECK-NEXT:   aie.end
// CHECK:      aie.shim_dma_allocation @nosync_shim_alloc
aie.device(npu1) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %a = aie.tile(0, 2)
  %b = aie.tile(0, 3)
  aie.objectfifo @init(%a, {%b}, 2 : i32) {via_DMA = true} : !aie.objectfifo<memref<2xi32>> = [dense<[1, 2]> : memref<2xi32>, dense<[3, 4]> : memref<2xi32>]
  aie.objectfifo @dims(%m dimensionsToStream [<size = 4, stride = 1>, <size = 4, stride = 4>], {%a dimensionsFromStream [<size = 16, stride = 1>]}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @nosync(%s, {%m}, 1 : i32) {disable_synchronization = true} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @chain(%m, {%b}, 2 : i32) {iter_count = 5 : i32} : !aie.objectfifo<memref<16xi32>>
}
