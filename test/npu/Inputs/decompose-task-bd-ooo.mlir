// An out-of-order sender too large for one BD (test/npu/decompose-task-bd.mlir).
aie.device(npu2) {
  %s = aie.tile(1, 0)
  aie.runtime_sequence(%a: memref<4096xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0, <pkt_type = 0, pkt_id = 3>) {
      aie.dma_bd(%a : memref<4096xi32> len = 2062 sizes = [1, 1, 1031, 2] strides = [0, 0, 3, 1]) {out_of_order_id = 4 : i32}
      aie.end
    }
    aiex.dma_start_task(%t)
  }
}
