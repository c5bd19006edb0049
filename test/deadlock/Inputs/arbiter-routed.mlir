// test/deadlock/arbiter-head-of-line.mlir as a router that shares arbiters
// would leave it: its switchboxes, and the packet flows they deliver.
module {
  aie.device(npu2_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %a = aie.buffer(%t2) {sym_name = "a"} : memref<9xi32>
    %b = aie.buffer(%t2) {sym_name = "b"} : memref<8xi32>
    %a_ok = aie.lock(%t2, 0) {init = 0 : i32, sym_name = "a_ok"}
    %b_got = aie.lock(%t2, 1) {init = 0 : i32, sym_name = "b_got"}
    %core = aie.core(%t2) {
      aie.use_lock(%b_got, AcquireGreaterEqual, 1)
      aie.use_lock(%a_ok, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t2) {
      %0 = aie.dma_start(S2MM, 0, ^a, ^next)
    ^a:
      aie.use_lock(%a_ok, AcquireGreaterEqual, 1)
      aie.dma_bd(%a : memref<9xi32>, 0, 9)
      aie.next_bd ^end
    ^next:
      %1 = aie.dma_start(S2MM, 1, ^b, ^end)
    ^b:
      aie.dma_bd(%b : memref<8xi32>, 0, 8)
      aie.use_lock(%b_got, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %mux = aie.shim_mux(%shim) {
      aie.connect<DMA : 0, North : 3>
      aie.connect<DMA : 1, North : 7>
    }
    // Both flows through arbiter 0 of the shim's and the mem tile's switch.
    %sw0 = aie.switchbox(%shim) {
      %m = aie.amsel<0> (0)
      %n = aie.masterset(North : 0, %m)
      aie.packet_rules(South : 3) {
        aie.rule(31, 1, %m)
      }
      aie.packet_rules(South : 7) {
        aie.rule(31, 2, %m)
      }
    }
    %mem_tile = aie.tile(0, 1)
    %sw1 = aie.switchbox(%mem_tile) {
      %m = aie.amsel<0> (0)
      %n = aie.masterset(North : 0, %m)
      aie.packet_rules(South : 0) {
        aie.rule(31, 1, %m)
        aie.rule(31, 2, %m)
      }
    }
    %sw2 = aie.switchbox(%t2) {
      %m0 = aie.amsel<0> (0)
      %m1 = aie.amsel<1> (0)
      %d0 = aie.masterset(DMA : 0, %m0)
      %d1 = aie.masterset(DMA : 1, %m1)
      aie.packet_rules(South : 0) {
        aie.rule(31, 1, %m0)
        aie.rule(31, 2, %m1)
      }
    }
    aie.packet_flow(1) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%t2, DMA : 0>
    }
    aie.packet_flow(2) {
      aie.packet_source<%shim, DMA : 1>
      aie.packet_dest<%t2, DMA : 1>
    }
    aie.shim_dma_allocation @ain(%shim, MM2S, 0)
    aie.shim_dma_allocation @bin(%shim, MM2S, 1)
    aie.runtime_sequence @seq(%x: memref<9xi32>, %y: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 9][0, 0, 0, 1]) {id = 0 : i64, metadata = @ain, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 1>} : memref<9xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, metadata = @bin, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>} : memref<8xi32>
      aiex.npu.dma_wait {symbol = @bin}
      aiex.npu.dma_wait {symbol = @ain}
    }
  }
}
