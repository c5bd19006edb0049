// Control packets at run time (simulator.md, "Control packets"): the
// runtime sequence writes a core tile's buffer and lock by control packets,
// which a shim DMA sends from the control code to the tile's TileControl
// port. The tile's DMA waits for the lock the last packet sets, then sends
// the buffer the packets wrote to argument 0; a read packet sends 4 words of
// it back through the TileControl port, as packet 7, to argument 1.
// RUN: aie-sim %s --output 0=%t.out --output 1=%t.rb | FileCheck %s
// CHECK: aie-sim: argument 0 = [11, 22, 33, 44, 55, 66, 77, 88] (8 × i32)
// CHECK: aie-sim: argument 1 = [33, 44, 55, 66] (4 × i32)
//
// Without the packet that sets the lock, the tile's DMA never sends.
// RUN: grep -v 'address = 0x0021F000' %s > %t.nolock.mlir
// RUN: not aie-sim %t.nolock.mlir 2>&1 | FileCheck %s --check-prefix=NOLOCK
// NOLOCK: aie-sim: deadlock
// NOLOCK: DMA (0, 2) MM2S 0: BD {{[0-9]+}}: waits for lock 0 of (0, 2): value 0, AcquireGreaterEqual 1
//
// A read whose response no route takes waits at the port, reported.
// RUN: sed -e 's/packet_flow(7)/packet_flow(9)/' %s > %t.noroute.mlir
// RUN: not aie-sim %t.noroute.mlir 2>&1 | FileCheck %s --check-prefix=NOROUTE
// NOROUTE: TileControl (0, 2): a read response (5 word(s) left): the stream goes nowhere: no packet rule of slave TileControl:0 of tile (0, 2) matches packet id 7
module {
  aie.device(npu1_1col) {
    %s = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %buf = aie.buffer(%t) {address = 1024 : i32, sym_name = "buf"} : memref<8xi32>
    %go = aie.lock(%t, 0) {init = 0 : i32, sym_name = "go"}
    aie.flow(%t, DMA : 0, %s, DMA : 0)
    aie.packet_flow(7) {
      aie.packet_source<%t, TileControl : 0>
      aie.packet_dest<%s, DMA : 1>
    }
    %mem = aie.mem(%t) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<8xi32>, 0, 8)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%s, S2MM, 0)
    aie.shim_dma_allocation @readback(%s, S2MM, 1)
    aie.runtime_sequence(%out: memref<8xi32>, %rb: memref<4xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<8xi32>
      aiex.npu.dma_memcpy_nd(%rb[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 1 : i64, metadata = @readback, issue_token = true} : memref<4xi32>
      aiex.control_packet {address = 0x00200400 : ui32, data = array<i32: 11, 22, 33, 44>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 0x00200410 : ui32, data = array<i32: 55, 66, 77, 88>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 0x00200408 : ui32, length = 4 : i32, opcode = 1 : i32, stream_id = 7 : i32}
      aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.npu.dma_wait {symbol = @out}
      aiex.npu.dma_wait {symbol = @readback}
    }
  }
}
