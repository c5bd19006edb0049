// A broadcast splits into one `_<i>_cons` half per consumer; a shim end uses
// the registered external buffers (or, without any, leaves the shim BDs to
// the runtime sequence) and gets an allocation named after the producer
// fifo; runtime-sequence references to a fifo then name that allocation.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1_2col)
// CHECK:      %[[S:.*]] = aie.tile(0, 0)
// CHECK:      %[[A:.*]] = aie.tile(0, 2)
// CHECK:      %[[B:.*]] = aie.tile(1, 3)
// CHECK:      %[[C:.*]] = aie.tile(1, 4)
// Halves print in reverse creation order: consumer 0 first.
// CHECK:      aie.buffer(%[[A]]) {sym_name = "bc_0_cons_buff_0"}
// CHECK:      aie.buffer(%[[B]]) {sym_name = "bc_1_cons_buff_0"}
// CHECK:      aie.buffer(%[[C]]) {sym_name = "bc_2_cons_buff_0"}
// CHECK:      %[[EXT_P:.*]] = aie.lock(%[[S]], 0) {init = 2 : i32, sym_name = "bc_prod_lock_0"}
// CHECK:      %[[EXT_C:.*]] = aie.lock(%[[S]], 1) {init = 0 : i32, sym_name = "bc_cons_lock_0"}
// One flow per consumer, from the same MM2S channel, in reverse order.
// CHECK:      aie.flow(%[[S]], DMA : 0, %[[C]], DMA : 0)
// CHECK-NEXT: aie.flow(%[[S]], DMA : 0, %[[B]], DMA : 0)
// CHECK-NEXT: aie.flow(%[[S]], DMA : 0, %[[A]], DMA : 0)
// CHECK-NEXT: aie.flow(%[[A]], DMA : 0, %[[S]], DMA : 0)
// CHECK:      %[[X0:.*]] = aie.external_buffer {sym_name = "x0"} : memref<16xi32>
// CHECK:      %[[X1:.*]] = aie.external_buffer {sym_name = "x1"} : memref<16xi32>
// CHECK:      aiex.npu.dma_memcpy_nd({{.*}}) {id = 0 : i64, metadata = @bc_shim_alloc}
// CHECK:      aiex.npu.dma_memcpy_nd({{.*}}) {id = 1 : i64, issue_token = true, metadata = @back_shim_alloc}
// CHECK:      aiex.npu.dma_wait {symbol = @back_shim_alloc}
// CHECK:      aie.shim_dma(%[[S]]) {
// CHECK:        aie.dma_start(MM2S, 0, ^bb1, ^bb3)
// CHECK:        aie.use_lock(%[[EXT_C]], AcquireGreaterEqual, 1)
// CHECK-NEXT:   aie.dma_bd(%[[X0]] : memref<16xi32>, 0, 16)
// CHECK-NEXT:   aie.use_lock(%[[EXT_P]], Release, 1)
// CHECK-NEXT:   aie.next_bd ^bb2
// CHECK:        aie.dma_bd(%[[X1]] : memref<16xi32>, 0, 16)
// CHECK:        aie.next_bd ^bb1
// The consumer end on the shim has no external buffers: no S2MM program.
// CHECK-NEXT: ^bb3:
// CHECK-NEXT:   aie.end
// CHECK:      aie.shim_dma_allocation @bc_shim_alloc(%[[S]], MM2S, 0)
// CHECK:      aie.shim_dma_allocation @back_shim_alloc(%[[S]], S2MM, 0)
aie.device(npu1_2col) {
  %s = aie.tile(0, 0)
  %a = aie.tile(0, 2)
  %b = aie.tile(1, 3)
  %c = aie.tile(1, 4)
  aie.objectfifo @bc(%s, {%a, %b, %c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @back(%a, {%s}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %x0 = aie.external_buffer {sym_name = "x0"} : memref<16xi32>
  %x1 = aie.external_buffer {sym_name = "x1"} : memref<16xi32>
  aie.objectfifo.register_external_buffers @bc(%s, {%x0, %x1}) : (memref<16xi32>, memref<16xi32>)
  aie.runtime_sequence(%in: memref<64xi32>, %out: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @bc} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @back, issue_token = true} : memref<64xi32>
    aiex.npu.dma_wait {symbol = @back}
  }
}
