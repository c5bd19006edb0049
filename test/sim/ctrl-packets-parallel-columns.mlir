// Control packets delivered column-parallel
// (--aie-ctrl-packet-to-dma=parallel-columns=true, on a device with the
// control overlay): the host passes the packets' words as argument 1
// (aiec --aie-ctrlpkt-to-bin writes them, each packet's header carrying its
// tile's controller id); each column's two writes to its core tile's buffer
// go out as one BD chain, both columns' chains started before either is
// awaited; then each core tile's DMA sends its buffer to the host. The
// columns overlap: the run takes fewer cycles than the serial delivery
// (one transfer and sync per packet).
// RUN: aiec %s --aie-ctrlpkt-to-bin -o %t.packets
// RUN: aie-sim %s --aie-ctrl-packet-to-dma=parallel-columns=true --input 1=%t.packets --output 0=%t.out > %t.parallel 2>&1
// RUN: FileCheck %s < %t.parallel
// RUN: aie-sim %s --output 0=%t.out > %t.serial 2>&1
// RUN: FileCheck %s < %t.serial
// CHECK: aie-sim: argument 0 = [10, 11, 12, 13, 20, 21, 22, 23] (8 × i32)
// RUN: python3 -c "import re, sys; c = [int(re.search(r'(\d+) cycles', open(f).read()).group(1)) for f in sys.argv[1:]]; sys.exit(c[0] >= c[1])" %t.parallel %t.serial
module {
  aie.device(npu2) {
    %s0 = aie.tile(0, 0)
    %s1 = aie.tile(1, 0)
    %t0 = aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 2>}
    %t1 = aie.tile(1, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
    %b0 = aie.buffer(%t0) {address = 1024 : i32, sym_name = "b0"} : memref<4xi32>
    %b1 = aie.buffer(%t1) {address = 1024 : i32, sym_name = "b1"} : memref<4xi32>
    aie.flow(%t0, DMA : 0, %s0, DMA : 0)
    aie.flow(%t1, DMA : 0, %s1, DMA : 0)
    aie.runtime_sequence @run(%out: memref<8xi32>) {
      aiex.control_packet {address = 2098176 : ui32, data = array<i32: 10, 11>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 35652608 : ui32, data = array<i32: 20, 21>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 2098184 : ui32, data = array<i32: 12, 13>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 35652616 : ui32, data = array<i32: 22, 23>, opcode = 0 : i32, stream_id = 0 : i32}
      %r0 = aiex.dma_configure_task(%t0, MM2S, 0) {
        aie.dma_bd(%b0 : memref<4xi32> offset = 0 len = 4)
        aie.end
      }
      %r1 = aiex.dma_configure_task(%t1, MM2S, 0) {
        aie.dma_bd(%b1 : memref<4xi32> offset = 0 len = 4)
        aie.end
      }
      %w0 = aiex.dma_configure_task(%s0, S2MM, 0) {
        aie.dma_bd(%out : memref<8xi32> offset = 0 len = 4)
        aie.end
      } {issue_token = true}
      %w1 = aiex.dma_configure_task(%s1, S2MM, 0) {
        aie.dma_bd(%out : memref<8xi32> offset = 4 len = 4)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%r0)
      aiex.dma_start_task(%r1)
      aiex.dma_start_task(%w0)
      aiex.dma_start_task(%w1)
      aiex.dma_await_task(%w0)
      aiex.dma_await_task(%w1)
    }
  } {has_ctrl_pkt_overlay = true}
}
