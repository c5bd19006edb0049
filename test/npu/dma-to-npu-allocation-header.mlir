// A transfer on a packet-switched shim allocation carries the allocation's
// header in its BD (word 2: enable_packet, bit 30; pkt_type, bits 18:16;
// pkt_id, bits 23:19) unless it gives one of its own; the run-time path
// stamps it the same way.
// RUN: aiec --split-input-file --aie-dma-to-npu %s | FileCheck %s

// 0x40490000: type 1, id 9, from the allocation.
// CHECK-LABEL: module @from_allocation
// CHECK: memref.global "private" constant @blockwrite_data_0 : memref<8xi32> = dense<[{{-?[0-9]+}}, {{-?[0-9]+}}, 1078525952,
module @from_allocation {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @in(%t, MM2S, 0, <pkt_type = 1, pkt_id = 9>)
    aie.runtime_sequence(%a: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {metadata = @in, id = 0 : i64} : memref<32xi32>
    }
  }
}

// -----

// 0x40200000: id 4, the transfer's own.
// CHECK-LABEL: module @own
// CHECK: memref.global "private" constant @blockwrite_data_0 : memref<8xi32> = dense<[{{-?[0-9]+}}, {{-?[0-9]+}}, 1075838976,
module @own {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @in(%t, MM2S, 0, <pkt_type = 1, pkt_id = 9>)
    aie.runtime_sequence(%a: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1], packet = <pkt_id = 4>) {metadata = @in, id = 0 : i64} : memref<32xi32>
    }
  }
}

// -----

// CHECK-LABEL: module @run_time
// CHECK: aiex.npu.blockwrite_values(%{{.*}} : i32) values %{{.*}}, %{{.*}}, %c1078525952_i32,
module @run_time {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @in(%t, MM2S, 0, <pkt_type = 1, pkt_id = 9>)
    aie.runtime_sequence(%a: memref<4096xi32>, %n: i64) {
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, %n, 32][0, 0, 32, 1]) {id = 0 : i64, metadata = @in} : memref<4096xi32>
    }
  }
}
