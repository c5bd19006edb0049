// Packet-switched fan-in: cores (0, 2) and (0, 3) each fill a 16-word buffer
// (200 + i and 300 + i) and send it as a packet (ids 1 and 2) to the same
// shim DMA channel, which writes both packets, headers dropped, to the
// host's 32-word output. Expected: the two blocks, in arrival order.
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %buf2 = aie.buffer(%t2) {sym_name = "buf2"} : memref<16xi32>
    %buf3 = aie.buffer(%t3) {sym_name = "buf3"} : memref<16xi32>
    %ready2 = aie.lock(%t2, 0) {init = 0 : i32, sym_name = "ready2"}
    %ready3 = aie.lock(%t3, 0) {init = 0 : i32, sym_name = "ready3"}
    aie.packet_flow(1) {
      aie.packet_source<%t2, DMA : 0>
      aie.packet_dest<%shim, DMA : 0>
    }
    aie.packet_flow(2) {
      aie.packet_source<%t3, DMA : 0>
      aie.packet_dest<%shim, DMA : 0>
    }
    %core2 = aie.core(%t2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %base = arith.constant 200 : i32
      scf.for %i = %c0 to %c16 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %v = arith.addi %base, %ii : i32
        memref.store %v, %buf2[%i] : memref<16xi32>
      }
      aie.use_lock(%ready2, Release, 1)
      aie.end
    }
    %core3 = aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %base = arith.constant 300 : i32
      scf.for %i = %c0 to %c16 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %v = arith.addi %base, %ii : i32
        memref.store %v, %buf3[%i] : memref<16xi32>
      }
      aie.use_lock(%ready3, Release, 1)
      aie.end
    }
    %mem2 = aie.mem(%t2) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%ready2, AcquireGreaterEqual, 1)
      aie.dma_bd_packet(0, 1)
      aie.dma_bd(%buf2 : memref<16xi32>, 0, 16)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %mem3 = aie.mem(%t3) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%ready3, AcquireGreaterEqual, 1)
      aie.dma_bd_packet(0, 2)
      aie.dma_bd(%buf3 : memref<16xi32>, 0, 16)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence(%output: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
