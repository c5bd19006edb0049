// Stream buffering at the boundary (mlir-aie docs/DeadlockModel.md,
// "Buffering": a packet stream from a shim MM2S into a core tile's S2MM
// holds 8 words beyond what the receiving BD has taken). The shim sends 16
// + 9 words as one packet; the receiving chain takes 16, then waits for
// lock @go, which only the second transfer (after the host's wait for the
// first) releases. 8 words wait in the stream, the 9th holds the sender:
// the host never gets its token.
// RUN: not aie-sim %s -Wno-deadlock 2>&1 | FileCheck %s --check-prefix=HANG
// HANG: aie-sim: deadlock: nothing can progress
// HANG: DMA (0, 0) MM2S 0 BD {{[0-9]+}} → room in the buffer of DMA (0, 2) S2MM 0 ← DMA (0, 2) S2MM 0 BD
// HANG: array: DMA (0, 0) MM2S 0: BD {{[0-9]+}}: the stream to DMA (0, 2) S2MM 0 waits: its buffer is full
//
// 16 + 8 words: the stream holds the 8, the sender finishes, the host
// releases @go and the design completes, quiesced.
// RUN: sed -e 's/25xi32/24xi32/g' -e 's/16, 9)/16, 8)/' -e 's/0, 25)/0, 24)/' -e 's/1, 25\]/1, 24]/g' %s > %t.8.mlir
// RUN: aie-sim %t.8.mlir | FileCheck %s --check-prefix=FITS
// FITS: aie-sim: {{[0-9]+}} cycles;
module {
  aie.device(npu2_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %in = aie.buffer(%t2) {sym_name = "in"} : memref<25xi32>
    %tick = aie.buffer(%t2) {sym_name = "tick"} : memref<1xi32>
    %go = aie.lock(%t2, 0) {init = 0 : i32, sym_name = "go"}
    %full = aie.lock(%t2, 1) {init = 0 : i32, sym_name = "full"}
    %mem = aie.mem(%t2) {
      %0 = aie.dma_start(S2MM, 0, ^first, ^tick)
    ^first:
      aie.dma_bd(%in : memref<25xi32>, 0, 16)
      aie.next_bd ^rest
    ^rest:
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.dma_bd(%in : memref<25xi32>, 16, 9)
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^end
    ^tick:
      %1 = aie.dma_start(S2MM, 1, ^t, ^out)
    ^t:
      aie.dma_bd(%tick : memref<1xi32>, 0, 1)
      aie.use_lock(%go, Release, 1)
      aie.next_bd ^end
    ^out:
      %2 = aie.dma_start(MM2S, 0, ^o, ^end)
    ^o:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%in : memref<25xi32>, 0, 25)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.packet_flow(1) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%t2, DMA : 0>
    }
    aie.flow(%shim, DMA : 1, %t2, DMA : 1)
    aie.flow(%t2, DMA : 0, %shim, DMA : 0)
    aie.shim_dma_allocation @data(%shim, MM2S, 0)
    aie.shim_dma_allocation @go(%shim, MM2S, 1)
    aie.shim_dma_allocation @back(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%x: memref<25xi32>, %t: memref<1xi32>, %y: memref<25xi32>) {
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 25][0, 0, 0, 1]) {id = 0 : i64, metadata = @data, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 1>} : memref<25xi32>
      aiex.npu.dma_wait {symbol = @data}
      aiex.npu.dma_memcpy_nd(%t[0, 0, 0, 0][1, 1, 1, 1][0, 0, 0, 1]) {id = 1 : i64, metadata = @go, issue_token = true} : memref<1xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 25][0, 0, 0, 1]) {id = 2 : i64, metadata = @back, issue_token = true} : memref<25xi32>
      aiex.npu.dma_wait {symbol = @back}
    }
  }
}
