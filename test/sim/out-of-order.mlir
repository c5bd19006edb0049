// An out-of-order S2MM channel (mlir-aie #3577) run by aie-sim: tiles
// (0, 3) and (0, 4) each send one packet of 8 words (1..8, 101..108) whose
// header carries the out-of-order id of a receive BD of tile (0, 2): 7 and
// 3. That channel writes each packet with the BD its header names, in
// whatever order they come: BD 7 writes the upper half of `merged`, BD 3
// the lower one. Each receive BD only releases `done`; the MM2S channel
// waits for both packets (done >= 2) and sends `merged` to the host.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [101, 102, 103, 104, 105, 106, 107, 108, …] (16 × i32)
// RUN: od -A n -t d4 -v %t.out | tr -s ' \n' ' ' | FileCheck %s --check-prefix=OUT
// OUT: 101 102 103 104 105 106 107 108 1 2 3 4 5 6 7 8
// With the senders' ids swapped, the halves swap (placement follows the
// header, not the arrival order).
// RUN: sed -e 's/out_of_order_id = 7/out_of_order_id = X/' -e 's/out_of_order_id = 3/out_of_order_id = 7/' -e 's/out_of_order_id = X/out_of_order_id = 3/' %s > %t.swapped.mlir
// RUN: aie-sim %t.swapped.mlir --output 0=%t.swapped | FileCheck %s --check-prefix=SWAPPED
// SWAPPED: argument 0 = [1, 2, 3, 4, 5, 6, 7, 8, …] (16 × i32)
// Without keep_pkt_header the receiver takes the first data word for the
// header, as the hardware does: word 1 names BD 0, the MM2S channel's BD,
// which waits for both packets: a deadlock.
// RUN: sed -e 's/{keep_pkt_header = true}//' %s > %t.dropped.mlir
// RUN: not aie-sim %t.dropped.mlir 2>&1 | FileCheck %s --check-prefix=DROPPED
// DROPPED: deadlock
// DROPPED: DMA (0, 2) S2MM 0: BD 0: waits for lock 0 of (0, 2): value 0, AcquireGreaterEqual 2
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %t4 = aie.tile(0, 4)
    %merged = aie.buffer(%t2) {sym_name = "merged"} : memref<16xi32>
    %done = aie.lock(%t2, 0) {init = 0 : i32, sym_name = "done"}
    %mem2 = aie.mem(%t2) {
      %0 = aie.dma_start(S2MM, 0, ^r3, ^tx, repeat_count = 1) {out_of_order}
    ^r3:
      aie.dma_bd_packet(0, 1)
      aie.dma_bd(%merged : memref<16xi32>, 0, 8) {bd_id = 3 : i32}
      aie.use_lock(%done, Release, 1)
      aie.next_bd ^r7
    ^r7:
      aie.dma_bd_packet(0, 2)
      aie.dma_bd(%merged : memref<16xi32>, 8, 8) {bd_id = 7 : i32}
      aie.use_lock(%done, Release, 1)
      aie.next_bd ^end
    ^tx:
      %1 = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%done, AcquireGreaterEqual, 2)
      aie.dma_bd(%merged : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %buf3 = aie.buffer(%t3) {sym_name = "buf3"} : memref<8xi32>
    %full3 = aie.lock(%t3, 0) {init = 0 : i32, sym_name = "full3"}
    %core3 = aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %base = arith.constant 1 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %i32 = arith.index_cast %i : index to i32
        %v = arith.addi %i32, %base : i32
        memref.store %v, %buf3[%i] : memref<8xi32>
      }
      aie.use_lock(%full3, Release, 1)
      aie.end
    }
    %mem3 = aie.mem(%t3) {
      %0 = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%full3, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf3 : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 1>, out_of_order_id = 7 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %buf4 = aie.buffer(%t4) {sym_name = "buf4"} : memref<8xi32>
    %full4 = aie.lock(%t4, 0) {init = 0 : i32, sym_name = "full4"}
    %core4 = aie.core(%t4) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %base = arith.constant 101 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %i32 = arith.index_cast %i : index to i32
        %v = arith.addi %i32, %base : i32
        memref.store %v, %buf4[%i] : memref<8xi32>
      }
      aie.use_lock(%full4, Release, 1)
      aie.end
    }
    %mem4 = aie.mem(%t4) {
      %0 = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%full4, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf4 : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>, out_of_order_id = 3 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.packet_flow(1) {
      aie.packet_source<%t3, DMA : 0>
      aie.packet_dest<%t2, DMA : 0>
    } {keep_pkt_header = true}
    aie.packet_flow(2) {
      aie.packet_source<%t4, DMA : 0>
      aie.packet_dest<%t2, DMA : 0>
    } {keep_pkt_header = true}
    aie.flow(%t2, DMA : 0, %shim, DMA : 0)
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%out: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
