// A valid out-of-order receiver and sender (test/verify/out-of-order.mlir).
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %recv = aie.buffer(%t) : memref<32xi32>
  %done = aie.lock(%t, 3) {init = 0 : i32}
  aie.mem(%t) {
    aie.dma_start(S2MM, 1, ^a, ^end, repeat_count = 3) {out_of_order}
  ^a:
    aie.dma_bd_packet(0, 4)
    aie.dma_bd(%recv : memref<32xi32> len = 8) {bd_id = 2 : i32}
    aie.use_lock(%done, Release, 1)
    aie.next_bd ^c
  ^c:
    aie.dma_bd_packet(0, 4)
    aie.dma_bd(%recv : memref<32xi32> offset = 16 len = 8) {bd_id = 9 : i32}
    aie.use_lock(%done, Release, 1)
    aie.next_bd ^end
  ^end:
    aie.end
  }
  %s = aie.tile(2, 2)
  %send = aie.buffer(%s) : memref<16xi32>
  aie.mem(%s) {
    aie.dma_start(MM2S, 0, ^a, ^end)
  ^a:
    aie.dma_bd(%send : memref<16xi32> len = 16) {bd_id = 0 : i32, out_of_order_id = 63 : i32, packet = #aie.packet_info<pkt_type = 0, pkt_id = 4>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}
