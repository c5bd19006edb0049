// One packet flow with three sources (fan-in, mlir-aie since its PR #2963):
// the DMAs of tiles (0, 2), (0, 3) and (0, 4) each send 8 words their core
// wrote (1..8, 101..108, 201..208) as packets of id 3 to the shim's S2MM 0,
// which writes all 24 to the output in arrival order. Sorted, the output is
// every word of every source: no source was left unrouted.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [{{.*}}] (24 × i32)
// RUN: python3 -c "import struct, sys; got = sorted(struct.unpack('<24i', open(sys.argv[1], 'rb').read())); want = [b + i for b in (1, 101, 201) for i in range(8)]; sys.exit(0 if got == want else str(got))" %t.out
// The router merges the three sources on the way down column 0.
// RUN: aiec %s --aie-create-pathfinder-flows | FileCheck %s --check-prefix=ROUTE
// ROUTE:      %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// ROUTE:        aie.packet_rules(DMA : 0) {
// ROUTE-NEXT:     aie.rule(31, 3, %0)
// ROUTE:        aie.packet_rules(North : 0) {
// ROUTE-NEXT:     aie.rule(31, 3, %0)
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %buf2 = aie.buffer(%t2) {sym_name = "buf2"} : memref<8xi32>
    %full2 = aie.lock(%t2, 0) {init = 0 : i32, sym_name = "full2"}
    %core2 = aie.core(%t2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %base = arith.constant 1 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %i32 = arith.index_cast %i : index to i32
        %v = arith.addi %i32, %base : i32
        memref.store %v, %buf2[%i] : memref<8xi32>
      }
      aie.use_lock(%full2, Release, 1)
      aie.end
    }
    %mem2 = aie.mem(%t2) {
      %0 = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%full2, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf2 : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %t3 = aie.tile(0, 3)
    %buf3 = aie.buffer(%t3) {sym_name = "buf3"} : memref<8xi32>
    %full3 = aie.lock(%t3, 0) {init = 0 : i32, sym_name = "full3"}
    %core3 = aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %base = arith.constant 101 : i32
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
      aie.dma_bd(%buf3 : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %t4 = aie.tile(0, 4)
    %buf4 = aie.buffer(%t4) {sym_name = "buf4"} : memref<8xi32>
    %full4 = aie.lock(%t4, 0) {init = 0 : i32, sym_name = "full4"}
    %core4 = aie.core(%t4) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %base = arith.constant 201 : i32
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
      aie.dma_bd(%buf4 : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.packet_flow(3) {
      aie.packet_source<%t2, DMA : 0>
      aie.packet_source<%t3, DMA : 0>
      aie.packet_source<%t4, DMA : 0>
      aie.packet_dest<%shim, DMA : 0>
    }
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%out: memref<24xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 24][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<24xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
