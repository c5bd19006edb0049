// Out-of-order receive tasks on a shim S2MM channel: `{out_of_order}` on
// aiex.dma_configure_task (mlir-aie's task form after #3577). Each start
// sets the channel control's Enable_Out_of_Order bit (0x1D200, bit 3) and
// pushes BD 0 without a token: the header of each packet names the BD it
// lands in. The receive BD has no next BD and may only release a lock.
// The BD id may sit on the BD (`bd_id_val`, mlir-aie's spelling); it moves
// to the task.
// RUN: aiec %s | FileCheck %s --check-prefix=PARSE
// RUN: aiec %s --aie-resolve-bd-pool --aie-dma-tasks-to-npu | FileCheck %s

// PARSE:      %[[ID:[0-9]+]] = aiex.dma_bd_pool_pop(0, 0, 0) : i32
// PARSE-NEXT: aiex.dma_configure_task(%{{.*}}, S2MM, 0, <pkt_id = 0>) bd_id %[[ID]] : i32 {
// PARSE-NEXT:   aie.dma_bd(%arg0 : memref<16xi32> offset = 8 len = 8)
// PARSE:      } {out_of_order}
// PARSE:      aiex.dma_bd_pool_push(0, 0, 0) bd_id %[[ID]] : i32

// The popped id (0) configures the first receive BD.
// CHECK:      aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32, buffer_length = 8 : i32, buffer_offset = 32 : i32
// CHECK-SAME: enable_packet = 1 : i32
// CHECK-SAME: lock_acq_enable = 0 : i32, lock_acq_id = 2 : i32, lock_acq_val = 0 : i32, lock_rel_id = 2 : i32, lock_rel_val = 1 : i32
// CHECK-SAME: use_next_bd = 0 : i32, valid_bd = 1 : i32}
// CHECK:      %c119296_i32 = arith.constant 119296 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c8_i32_0 = arith.constant 8 : i32
// CHECK-NEXT: aiex.npu.maskwrite32(%c119296_i32, %c8_i32, %c8_i32_0) : i32, i32, i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %c0_i32 repeat %c0_i32_1 {issue_token = false} : i32, i32
// A pinned id works the same way; the repeat count is the packet count - 1.
// CHECK:      aiex.npu.writebd {axcache = 2 : i32, bd_id = 5 : i32
// CHECK-SAME: use_next_bd = 0 : i32
// CHECK:      aiex.npu.maskwrite32
// CHECK:      %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %c0_i32_6 repeat %c2_i32 {issue_token = false} : i32, i32

module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %done = aie.lock(%shim, 2) {init = 0 : i32, sym_name = "done"}
    aie.runtime_sequence(%out : memref<16xi32>) {
      %c1 = arith.constant 1 : i32
      %id = aiex.dma_bd_pool_pop(0, 0, 0) : i32
      %t0 = aiex.dma_configure_task(%shim, S2MM, 0, <pkt_type = 0, pkt_id = 0>) {
        aie.dma_bd(%out : memref<16xi32> offset = 8 len = 8) bd_id_val %id : i32
        aie.use_lock(%done, Release, %c1)
        aie.end
      } {out_of_order}
      aiex.dma_start_task(%t0)
      %t1 = aiex.dma_configure_task(%shim, S2MM, 0, <pkt_type = 0, pkt_id = 0>) {
        aie.dma_bd(%out : memref<16xi32> offset = 0 len = 8) {bd_id = 5 : i32}
        aie.use_lock(%done, Release, %c1)
        aie.end
      } {out_of_order, repeat_count = 2 : i32}
      aiex.dma_start_task(%t1)
      aiex.dma_bd_pool_push(0, 0, 0) bd_id %id : i32
    }
  }
}
