// --aie-dma-tasks-to-npu after chain materialization and BD ids: host
// arguments on the shim get address patches (byte offset in both
// buffer_offset and arg_plus), a mem-tile buffer a masked write of its word
// address, a core buffer a masked write of word 0 [27:14]; mem-tile locks
// are numbered from 64 (own tile); padding goes innermost first.
// RUN: aiec --aie-syntax=2026-04 --aie-materialize-bd-chains --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK:      aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, {{.*}}, next_bd = 1 : i32, {{.*}}, use_next_bd = 1 : i32, valid_bd = 1 : i32}
// CHECK-NEXT: aiex.npu.address_patch {addr = 118788 : ui32, arg_idx = 0 : i32, arg_plus = 0 : i32}
// CHECK-NEXT: aiex.npu.writebd {axcache = 2 : i32, bd_id = 1 : i32, buffer_length = 32 : i32, buffer_offset = 128 : i32, {{.*}}, use_next_bd = 0 : i32, valid_bd = 1 : i32}
// CHECK-NEXT: aiex.npu.address_patch {addr = 118820 : ui32, arg_idx = 0 : i32, arg_plus = 128 : i32}
// CHECK-NEXT: aiex.npu.push_queue(0, 0, MM2S : 0) {bd_id = 0 : i32, issue_token = true, repeat_count = 0 : i32}
// CHECK-NEXT: aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
// CHECK-NEXT: aiex.npu.writebd {bd_id = 24 : i32, buffer_length = 64 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 16 : i32, d0_stride = 0 : i32, d0_zero_after = 2 : i32, d0_zero_before = 0 : i32, d1_size = 4 : i32, d1_stride = 15 : i32, d1_zero_after = 0 : i32, d1_zero_before = 1 : i32, {{.*}}, lock_acq_enable = 1 : i32, lock_acq_id = 66 : i32, lock_acq_val = -1 : i32, lock_rel_id = 67 : i32, lock_rel_val = 1 : i32, {{.*}}, row = 1 : i32,
// CHECK-NEXT: aiex.npu.maskwrite32 {address = 1704708 : ui32, mask = 524287 : ui32, value = 1024 : ui32}
// CHECK-NEXT: aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 16 : i32, buffer_offset = 32 : i32, {{.*}}, row = 2 : i32,
// CHECK-NEXT: aiex.npu.maskwrite32 {address = 2215936 : ui32, mask = 268419072 : ui32, value = 4325376 : ui32}
// CHECK-NEXT: aiex.npu.push_queue(0, 1, MM2S : 1) {bd_id = 24 : i32, issue_token = false, repeat_count = 0 : i32}
// CHECK-NEXT: aiex.npu.push_queue(0, 2, S2MM : 0) {bd_id = 0 : i32, issue_token = true, repeat_count = 3 : i32}
// CHECK-NEXT: aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 2 : i32, row_num = 1 : i32}
// CHECK-NEXT: }
module {
  aie.device(npu1) {
    %s = aie.tile(0, 0)
    %m = aie.tile(0, 1)
    %c = aie.tile(0, 2)
    %mb = aie.buffer(%m) {address = 4096 : i32, sym_name = "mb"} : memref<64xi32>
    %cb = aie.buffer(%c) {address = 1024 : i32, sym_name = "cb"} : memref<32xi32>
    %l0 = aie.lock(%m, 2)
    %l1 = aie.lock(%m, 3)
    aie.shim_dma_allocation @in0(%s, MM2S, 0)
    aie.bd_chain @two(%x: memref<64xi32>) {
      aie.dma_bd(%x : memref<64xi32>, 0, 32)
      aie.next_bd ^b1
    ^b1:
      aie.dma_bd(%x : memref<64xi32>, 32, 32)
      aie.end
    }
    aie.runtime_sequence(%a: memref<64xi32>) {
      %t0 = aiex.dma_start_bd_chain_for @two(%a) : (memref<64xi32>) for @in0 {issue_token = true}
      aiex.dma_await_task(%t0)
      %t1 = aiex.dma_configure_task(%m, MM2S, 1) {
        aie.use_lock(%l0, AcquireGreaterEqual, 1)
        aie.dma_bd(%mb : memref<64xi32>, 0, 64, [<size = 4, stride = 16>, <size = 16, stride = 1>], [<const_pad_before = 1, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 2>])
        aie.use_lock(%l1, Release, 1)
        aie.end
      }
      %t2 = aiex.dma_configure_task(%c, S2MM, 0) {
        aie.dma_bd(%cb : memref<32xi32>, 8, 16)
        aie.end
      } {issue_token = true, repeat_count = 3 : i32}
      aiex.dma_start_task(%t1)
      aiex.dma_start_task(%t2)
      aiex.dma_await_task(%t2)
    }
  }
}
