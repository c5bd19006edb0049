// Out-of-order receive tasks on a shim S2MM channel, run by aie-sim: the
// runtime sequence configures receive BDs 11 (the host buffer's words 0..3)
// and 4 (words 4..7) as `{out_of_order}` tasks; their starts arm the
// channel and push BD 0 without a token. Tile (0, 2) sends 10..13 for BD 4,
// tile (0, 3) sends 20..23 for BD 11; each receive BD releases `landed`.
// A task on S2MM 1 waits for both (landed >= 2), then takes a one-word
// marker from tile (0, 2) and issues the token the sequence awaits.
// RUN: aie-sim %s --output 0=%t.out --output 1=%t.marker | FileCheck %s
// CHECK: argument 0 = [20, 21, 22, 23, 10, 11, 12, 13] (8 × i32)
// CHECK: argument 1 = [77] (1 × i32)
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %landed = aie.lock(%shim, 0) {init = 0 : i32, sym_name = "landed"}
    %done = aie.lock(%shim, 1) {init = 0 : i32, sym_name = "done"}
    %a = aie.buffer(%t2) {sym_name = "a"} : memref<4xi32>
    %m = aie.buffer(%t2) {sym_name = "m"} : memref<1xi32>
    %fa = aie.lock(%t2, 0) {init = 0 : i32, sym_name = "fa"}
    %core2 = aie.core(%t2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %base = arith.constant 10 : i32
      %mark = arith.constant 77 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        %i32 = arith.index_cast %i : index to i32
        %v = arith.addi %i32, %base : i32
        memref.store %v, %a[%i] : memref<4xi32>
      }
      memref.store %mark, %m[%c0] : memref<1xi32>
      aie.use_lock(%fa, Release, 1)
      aie.end
    }
    %mem2 = aie.mem(%t2) {
      %0 = aie.dma_start(MM2S, 0, ^data, ^end)
    ^data:
      aie.use_lock(%fa, AcquireGreaterEqual, 1)
      aie.dma_bd(%a : memref<4xi32>, 0, 4) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 0>, out_of_order_id = 4 : i32}
      aie.next_bd ^marker
    ^marker:
      aie.dma_bd(%m : memref<1xi32>, 0, 1) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 5>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %b = aie.buffer(%t3) {sym_name = "b"} : memref<4xi32>
    %fb = aie.lock(%t3, 0) {init = 0 : i32, sym_name = "fb"}
    %core3 = aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %base = arith.constant 20 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        %i32 = arith.index_cast %i : index to i32
        %v = arith.addi %i32, %base : i32
        memref.store %v, %b[%i] : memref<4xi32>
      }
      aie.use_lock(%fb, Release, 1)
      aie.end
    }
    %mem3 = aie.mem(%t3) {
      %0 = aie.dma_start(MM2S, 0, ^data, ^end)
    ^data:
      aie.use_lock(%fb, AcquireGreaterEqual, 1)
      aie.dma_bd(%b : memref<4xi32>, 0, 4) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 1>, out_of_order_id = 11 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.packet_flow(0) {
      aie.packet_source<%t2, DMA : 0>
      aie.packet_dest<%shim, DMA : 0>
    } {keep_pkt_header = true}
    aie.packet_flow(1) {
      aie.packet_source<%t3, DMA : 0>
      aie.packet_dest<%shim, DMA : 0>
    } {keep_pkt_header = true}
    aie.packet_flow(5) {
      aie.packet_source<%t2, DMA : 0>
      aie.packet_dest<%shim, DMA : 1>
    }
    aie.runtime_sequence(%out : memref<8xi32>, %marker : memref<1xi32>) {
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %lo = aiex.dma_configure_task(%shim, S2MM, 0, <pkt_type = 0, pkt_id = 0>) {
        aie.dma_bd(%out : memref<8xi32> offset = 0 len = 4) {bd_id = 11 : i32}
        aie.use_lock(%landed, Release, %c1)
        aie.end
      } {out_of_order}
      %hi = aiex.dma_configure_task(%shim, S2MM, 0, <pkt_type = 0, pkt_id = 0>) {
        aie.dma_bd(%out : memref<8xi32> offset = 4 len = 4) {bd_id = 4 : i32}
        aie.use_lock(%landed, Release, %c1)
        aie.end
      } {out_of_order}
      aiex.dma_start_task(%lo)
      aiex.dma_start_task(%hi)
      %fin = aiex.dma_configure_task(%shim, S2MM, 1) {
        aie.use_lock(%landed, AcquireGreaterEqual, %c2)
        aie.dma_bd(%marker : memref<1xi32> offset = 0 len = 1) {bd_id = 2 : i32}
        aie.use_lock(%done, Release, %c1)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%fin)
      aiex.dma_await_task(%fin)
    }
  }
}
