// `aie.enable_compression = true` (mlir-aie's discardable attribute, set by
// IRON's sparse object FIFOs) on an `aiex.npu.writebd` or an `aie.dma_bd`
// sets the BD's Enable_Compression bit (AM020 "Sparsity": the DMA
// compresses on MM2S, decompresses on S2MM): bit 31 of a compute tile BD's
// word 1, of a mem tile BD's word 4; nothing else changes. A shim BD has
// no such bit: an error.
// RUN: aiec --split-input-file %s --aie-dma-to-npu | FileCheck %s
// RUN: aiec --split-input-file %s --convert-aie-to-transaction | FileCheck %s --check-prefix=STATIC
// RUN: aiec --split-input-file %s --aie-generate-xaie | FileCheck %s --check-prefix=XAIE
// RUN: not aiec --split-input-file %s --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu --aie-dma-to-npu 2>&1 | FileCheck %s --check-prefix=TASK

// The compute tile BD with the bit (word 1), then without.
// CHECK-LABEL: @writebds
// CHECK: memref.global "private" constant @blockwrite_data_0 : memref<6xi32> = dense<[8, -2147483648, 0, 0, 0, 33554432]>
// CHECK: memref.global "private" constant @blockwrite_data_1 : memref<6xi32> = dense<[8, 0, 0, 0, 0, 33554432]>
// The mem tile BD's bit is word 4's.
// CHECK: memref.global "private" constant @blockwrite_data_2 : memref<8xi32> = dense<[8, 0, 0, 0, -2147483648, 0, 0, -2147483648]>
module @writebds {
  aie.device(npu1_1col) {
    aie.runtime_sequence() {
      aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 8 : i32, buffer_offset = 0 : i32, enable_packet = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, column = 0 : i32, row = 2 : i32, d0_stride = 0 : i32, d0_size = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_stride = 0 : i32, d1_size = 0 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, iteration_current = 0 : i32, iteration_stride = 0 : i32, iteration_size = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32, aie.enable_compression = true}
      aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 8 : i32, buffer_offset = 0 : i32, enable_packet = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, column = 0 : i32, row = 2 : i32, d0_stride = 0 : i32, d0_size = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_stride = 0 : i32, d1_size = 0 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, iteration_current = 0 : i32, iteration_stride = 0 : i32, iteration_size = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
      aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 8 : i32, buffer_offset = 0 : i32, enable_packet = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, column = 0 : i32, row = 1 : i32, d0_stride = 0 : i32, d0_size = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_stride = 0 : i32, d1_size = 0 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, iteration_current = 0 : i32, iteration_stride = 0 : i32, iteration_size = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32, aie.enable_compression = true}
    }
  }
}

// -----

// A DMA program's BD: its configuration carries the bit.
// STATIC-LABEL: @program
// STATIC: memref.global "private" constant @config_bd_0_2_0 : memref<6xi32> = dense<[4194320, -2147483648, 0, 0, 0, 100663296]>
// XAIE: XAie_DmaSetNextBd(&(dma_tile02_bd0),
// XAIE-NEXT: XAie_DmaEnableCompression(&(dma_tile02_bd0))
// XAIE-NEXT: XAie_DmaEnableBd(&(dma_tile02_bd0))
module @program {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %buf = aie.buffer(%t) {address = 1024 : i32, sym_name = "buf"} : memref<16xi32>
    %mem = aie.mem(%t) {
      %s = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.dma_bd(%buf : memref<16xi32> offset = 0 len = 16) {bd_id = 0 : i32, next_bd_id = 0 : i32, aie.enable_compression = true}
      aie.next_bd ^bd
    ^end:
      aie.end
    }
  }
}

// -----

// A task's BD hands the attribute to the writebd it becomes.
// TASK: error: 'aiex.npu.writebd' op this DMA does not compress: its BDs have no Enable_Compression bit
// TASK-NEXT: aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64) {aie.enable_compression = true}
// TASK: help: compute and mem tile DMAs (de)compress; move the compressed transfer there
module @shim {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 0)
    aie.runtime_sequence(%a: memref<64xi32>) {
      %k = aiex.dma_configure_task(%t, MM2S, 0) {
        aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64) {aie.enable_compression = true}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%k)
      aiex.dma_await_task(%k)
    }
  }
}
