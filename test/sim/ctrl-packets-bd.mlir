// A DMA programmed by control packets alone: the packets write a buffer of
// the core tile, its DMA's BD 0 (6 words: length 8 at 0x400, valid; the
// words aiec's configuration would write) and the MM2S 0 start queue, whose
// task the channel starts in the same quantum and sends to argument 0.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: aie-sim: argument 0 = [1, 2, 3, 4, -5, -6, -7, -8] (8 × i32)
//
// Without the push, no task runs: the output transfer waits.
// RUN: grep -v 'address = 0x0021DE14' %s > %t.nopush.mlir
// RUN: not aie-sim %t.nopush.mlir 2>&1 | FileCheck %s --check-prefix=NOPUSH
// NOPUSH: DMA (0, 0) S2MM 0: BD 0: waits for stream data (8 word(s) left of 8)
//
// Eight pushes: the output takes one task; one more fills the 8-word
// buffer in front of it, one waits to send, four wait in the queue, and the
// eighth push finds the queue full and is dropped, as a full queue drops
// any write to it (a control packet's as a uC's).
// RUN: sed -e 's/^\(      aiex.control_packet {address = 0x0021DE14.*\)/\1\n\1\n\1\n\1\n\1\n\1\n\1\n\1/' %s > %t.full.mlir
// RUN: not aie-sim %t.full.mlir 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: work left:
// FULL: DMA (0, 2) MM2S 0: BD 0: the stream to DMA (0, 0) S2MM 0 waits: its buffer is full (1 task(s) pushed onto its full queue of 4 were dropped)
module {
  aie.device(npu1_1col) {
    %s = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %buf = aie.buffer(%t) {address = 1024 : i32, sym_name = "buf"} : memref<8xi32>
    aie.flow(%t, DMA : 0, %s, DMA : 0)
    aie.shim_dma_allocation @out(%s, S2MM, 0)
    aie.runtime_sequence(%out: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<8xi32>
      aiex.control_packet {address = 0x00200400 : ui32, data = array<i32: 1, 2, 3, 4>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 0x00200410 : ui32, data = array<i32: -5, -6, -7, -8>, opcode = 2 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 0x0021D000 : ui32, data = array<i32: 4194312, 0, 0, 0>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 0x0021D010 : ui32, data = array<i32: 0, 33554432>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 0x0021DE14 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
