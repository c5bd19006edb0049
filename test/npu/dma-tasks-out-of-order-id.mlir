// A DMA task's BD that stamps an out-of-order id (mlir-aie #3577): the id
// goes into the writebd (then the BD's header word) with the BD's or the
// task's packet; a BD with a run-time id carries it in word 2's bits 29:24
// of its packed blockwrite.
// RUN: aiec --split-input-file --aie-dma-tasks-to-npu %s | FileCheck %s
// RUN: aiec --split-input-file --aie-dma-tasks-to-npu --aie-dma-to-npu %s | FileCheck %s --check-prefix=WORDS

// CHECK-LABEL: @stamped
// CHECK: aiex.npu.writebd {axcache = 2 : i32, bd_id = 5 : i32, {{.*}}enable_packet = 1 : i32, {{.*}}out_of_order_id = 33 : i32, packet_id = 6 : i32, packet_type = 1 : i32
// CHECK: aiex.npu.writebd {axcache = 2 : i32, bd_id = 6 : i32, {{.*}}out_of_order_id = 0 : i32, packet_id = 6 : i32
// CHECK: aiex.npu.writebd {axcache = 2 : i32, bd_id = 7 : i32, {{.*}}out_of_order_id = 2 : i32, packet_id = 11 : i32, packet_type = 0 : i32
// Word 2 of shim BD 5 (0x1D0A8): packet enable (bit 30), id 33 << 24, packet id 6 << 19, type 1 << 16.
// WORDS: memref.global "private" constant @blockwrite_data_0 : memref<8xi32> = dense<[32, 0, 1630601216,
aie.device(npu2) {
  %s = aie.tile(2, 0)
  aie.runtime_sequence @stamped(%a: memref<64xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 1) {
      aie.dma_bd(%a : memref<64xi32> len = 32) {bd_id = 5 : i32, out_of_order_id = 33 : i32, packet = #aie.packet_info<pkt_type = 1, pkt_id = 6>}
      aie.end
    }
    %u = aiex.dma_configure_task(%s, MM2S, 1) {
      aie.dma_bd(%a : memref<64xi32> len = 32) {bd_id = 6 : i32, packet = #aie.packet_info<pkt_type = 1, pkt_id = 6>}
      aie.end
    }
    %v = aiex.dma_configure_task(%s, MM2S, 1, <pkt_type = 0, pkt_id = 11>) {
      aie.dma_bd(%a : memref<64xi32> len = 32) {bd_id = 7 : i32, out_of_order_id = 2 : i32}
      aie.end
    }
  }
}

// -----

// Id 17, packet id 3: word 2 = 1 << 30 | 17 << 24 | 3 << 19 = 0x51180000.
// CHECK-LABEL: @pooled
// CHECK: %[[W2:.*]] = arith.constant 1360527360 : i32
// CHECK: aiex.npu.blockwrite_values(%{{.*}} : i32) values %c64_i32, %c0_i32, %[[W2]],
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence @pooled(%a: memref<64xi32>) {
    %id = aiex.dma_bd_pool_pop(0, 0) : i32
    %t = aiex.dma_configure_task(%s, MM2S, 0) bd_id %id : i32 {
      aie.dma_bd(%a : memref<64xi32> len = 64) {out_of_order_id = 17 : i32, packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
      aie.end
    }
    aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
  }
}
