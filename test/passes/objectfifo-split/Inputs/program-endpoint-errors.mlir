// The errors of DMA programs naming route endpoints
// (allocate-program-endpoints.mlir runs this file).

aie.device(npu2) {
  %shim = aie.tile(0, 0)
  %core = aie.tile(0, 2)
  %buf = aie.buffer(%core) {sym_name = "buf"} : memref<16xi32>
  aie.route_endpoint @host(%shim) DMA {fifoName = "host"}
  aie.route_endpoint @land(%core) DMA
  aie.route from @host to [@land]
  aie.mem(%core) {
    // expected-error@+1 {{starts MM2S on @land, but its route makes it S2MM}}
    aie.dma_start(MM2S, @land, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<16xi32> offset = 0 len = 16)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// -----

aie.device(npu2) {
  %shim = aie.tile(0, 0)
  %core = aie.tile(0, 2)
  %buf = aie.buffer(%core) {sym_name = "buf"} : memref<16xi32>
  aie.route_endpoint @send(%core) DMA
  aie.route_endpoint @host(%shim) DMA {fifoName = "out"}
  aie.route from @send to [@host] {packet = #aie.packet_info<pkt_id = 3>}
  aie.mem(%core) {
    // expected-error@+1 {{names @send, the source of a packet-switched route; a DMA program's BDs would not carry its header}}
    aie.dma_start(MM2S, @send, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<16xi32> offset = 0 len = 16)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}
