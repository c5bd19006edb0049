// Forms mlir-aie printed before its current syntax (docs/dialect.md, "Older
// forms"), read and printed in the current one: the printed text reads back
// to the same IR.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file | FileCheck %s

// `aiex.runtime_sequence` (July 2024 to November 2025) is `aie.runtime_sequence`;
// the older `aiex.npu.dma_memcpy_nd (x, y, ...)` (to March 2025) loses the
// coordinates its lowering never read; the three-operand
// `aie.shim_dma_allocation` (to December 2025) names the column of its shim
// tile, which becomes the tile operand: the tile of the block when there is
// one, else a new `aie.tile(col, 0)` before the allocation.
// CHECK-LABEL: aie.device(npu1_2col)
// CHECK: %[[SHIM0:.*]] = aie.tile(0, 0)
// CHECK: aie.shim_dma_allocation @in(%[[SHIM0]], MM2S, 0)
// CHECK-NEXT: %[[SHIM1:.*]] = aie.tile(1, 0)
// CHECK-NEXT: aie.shim_dma_allocation @out(%[[SHIM1]], S2MM, 1)
// CHECK-NEXT: aie.shim_dma_allocation @pkt(%[[SHIM0]], MM2S, 1, <pkt_id = 3>)
// CHECK: aie.runtime_sequence @seq(%arg0: memref<64xi32>, %arg1: memref<64xi32>) {
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @in} : memref<64xi32>
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 2, 32][0, 0, 32, 1], packet = <pkt_id = 3>) {id = 0 : i64, metadata = @out} : memref<64xi32>
// CHECK-NOT: aiex.runtime_sequence
// CHECK-NOT: {{x = |y = |col = }}
module {
  aie.device(npu1_2col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.shim_dma_allocation @in(MM2S, 0, 0)
    aie.shim_dma_allocation @out(S2MM, 1, 1)
    aie.shim_dma_allocation @pkt(MM2S, 1, 0, <pkt_type = 0, pkt_id = 3>)
    aiex.runtime_sequence @seq(%arg0: memref<64xi32>, %arg1: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd (0, 0, %arg0[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @in} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(1, 0, %arg1[0, 0, 0, 0][1, 1, 2, 32][0, 0, 32, 1], packet = <pkt_type = 0, pkt_id = 3>) {id = 0 : i64, metadata = @out} : memref<64xi32>
    }
  }
}

// -----

// The first `aiex.runtime_sequence` had no name (July 2024); generic form
// reads the former name too.
// CHECK-LABEL: aie.device(npu1_1col)
// CHECK: aie.runtime_sequence(%arg0: memref<8xi32>) {
// CHECK: aie.runtime_sequence @second(%arg0: memref<8xi32>) {
module {
  aie.device(npu1_1col) {
    aiex.runtime_sequence(%a: memref<8xi32>) {
    }
    "aiex.runtime_sequence"() <{sym_name = "second"}> ({
    ^bb0(%b: memref<8xi32>):
    }) : () -> ()
  }
}

// -----

// `aiex.npu.rtp_write(col, row, index, value) {buffer_sym_name = "..."}`
// (to July 2024) names its buffer by a string: the current form's symbol.
// CHECK-LABEL: aie.device(npu1_1col)
// CHECK: %[[V:.*]] = arith.constant 50 : i32
// CHECK-NEXT: aiex.npu.rtp_write(@rtp, 1, %[[V]]) : i32
module {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %rtp = aie.buffer(%t) {sym_name = "rtp"} : memref<4xi32>
    aiex.runtime_sequence() {
      aiex.npu.rtp_write(0, 2, 1, 50) {buffer_sym_name = "rtp"}
    }
  }
}

// -----

// `aie.objectfifo.link [...] -> [...] ()` (to August 2024): no offsets.
// CHECK-LABEL: aie.device(npu1_1col)
// CHECK: aie.objectfifo.link [@a] -> [@b]([] [])
module {
  aie.device(npu1_1col) {
    %t0 = aie.tile(0, 0)
    %t1 = aie.tile(0, 1)
    %t2 = aie.tile(0, 2)
    aie.objectfifo @a(%t0, {%t1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @b(%t1, {%t2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@a] -> [@b] ()
  }
}

// -----

// `aie.dma(MM2S, 0, loop = false, repeat_count = 2) [{...}]` (January to
// February 2024): the flags inside the parentheses, the attributes after
// the regions.
// CHECK-LABEL: aie.device(npu1_1col)
// CHECK: aie.dma(MM2S, 0) {loop = false, repeat_count = 2 : i32, sym_name = "d"} [{
// CHECK: aie.dma(S2MM, 1) [{
module {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %buf = aie.buffer(%t) {address = 1024 : i32} : memref<16xi32>
    %l = aie.lock(%t, 0) {init = 1 : i32}
    %m = aie.mem(%t) {
      %0 = aie.dma(MM2S, 0, loop = false, repeat_count = 2) [{
        aie.use_lock(%l, AcquireGreaterEqual, 1)
        aie.dma_bd(%buf : memref<16xi32>, 0, 16)
        aie.use_lock(%l, Release, 1)
      }] {sym_name = "d"}
      %1 = aie.dma(S2MM, 1) [{
        aie.use_lock(%l, AcquireGreaterEqual, 1)
        aie.dma_bd(%buf : memref<16xi32>, 0, 16)
        aie.use_lock(%l, Release, 1)
      }]
      aie.end
    }
  }
}

// -----

// iree-amd-aie's fork of the dialect writes bundles in upper case (aie-rt's
// stream-switch port names), wherever a bundle is written.
// CHECK-LABEL: aie.device(xcvc1902)
// CHECK: aie.wire(%{{.*}} : Core, %{{.*}} : Core)
// CHECK: aie.connect<South : 3, North : 0>
// CHECK-NEXT: aie.connect<West : 1, East : 2>
// CHECK-NEXT: aie.connect<Trace : 0, South : 1>
// CHECK: aie.masterset(North : 1, %{{.*}})
// CHECK: aie.packet_rules(East : 0) {
// CHECK: aie.flow(%{{.*}}, Core : 0, %{{.*}}, DMA : 1)
// CHECK: aie.packet_source<%{{.*}}, TileControl : 0>
// CHECK-NEXT: aie.packet_dest<%{{.*}}, South : 2>
// CHECK: aie.switchbox
// CHECK-NEXT: aie.connect<South : 3, North : 0>
module {
  aie.device(xcvc1902) {
    %t20 = aie.tile(2, 0)
    %t21 = aie.tile(2, 1)
    %t22 = aie.tile(2, 2)
    aie.wire(%t21 : CORE, %t22 : CORE)
    %s = aie.switchbox(%t21) {
      aie.connect<SOUTH : 3, NORTH : 0>
      aie.connect<WEST : 1, EAST : 2>
      aie.connect<TRACE : 0, SOUTH : 1>
      %a = aie.amsel<0> (0)
      %m = aie.masterset(NORTH : 1, %a)
      aie.packet_rules(EAST : 0) {
        aie.rule(31, 1, %a)
      }
    }
    aie.flow(%t22, CORE : 0, %t20, DMA : 1)
    aie.packet_flow(1) {
      aie.packet_source<%t22, CTRL : 0>
      aie.packet_dest<%t20, SOUTH : 2>
    }
    %s22 = aie.switchbox(%t22) {
      "aie.connect"() <{source_bundle = #aie.wire_bundle<SOUTH>, source_channel = 3 : i32, dest_bundle = #aie.wire_bundle<NORTH>, dest_channel = 0 : i32}> : () -> ()
    }
  }
}
