// Control packets the host writes (as mlir-aie's npu-xrt test
// add_one_ctrl_packet does): argument 1 holds them, and the runtime sequence
// sends them from there with one shim BD (Enable_Packet, packet 1) written
// once and pushed three times, each time with another address patch, the
// last two with a length of 1 word. The first packet sets lock `step` of
// the core tile to 2: the core adds 1 twice to `acc` (i * 10), copies it to
// the output and doubles it into `spare`; the two read packets send `spare`
// back through TileControl as packet 2 to argument 0.
//
// Host packets (words; odd parity in bit 31): 0x8001F010 write 1 word at
// 0x1F010 (lock 1), 2; 0x82700480 read 4 words at 0x480, stream 2;
// 0x02700490 read 4 words at 0x490, stream 2.
// RUN: printf '\020\360\001\200\002\000\000\000\200\004\160\202\220\004\160\002\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' > %t.packets
// RUN: aie-sim %s --input 1=%t.packets --output 0=%t.rb --output 2=%t.res | FileCheck %s
// CHECK: aie-sim: argument 0 = [4, 24, 44, 64, 84, 104, 124, 144] (8 × i32)
// CHECK: aie-sim: argument 2 = [2, 12, 22, 32, 42, 52, 62, 72] (8 × i32)
//
// The first command word with bit 31 cleared has even parity: the tile's
// control port stops the run, naming the word, the packet and its sender.
// RUN: printf '\020\360\001\000\002\000\000\000\200\004\160\202\220\004\160\002\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' > %t.bad
// RUN: not aie-sim %s --input 1=%t.bad 2>&1 | FileCheck %s --check-prefix=PARITY
// PARITY: aie-sim: error: tile (0, 2) TileControl: the command word 0x0001f010 (word 2 of a packet from DMA (0, 0) MM2S 0) has even parity; bit 31 must make a control packet's words odd
module {
  aie.device(npu1_1col) {
    %s = aie.tile(0, 0) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 4>}
    %t = aie.tile(0, 2)
    %step = aie.lock(%t, 1) {init = 0 : i32, sym_name = "step"}
    %free = aie.lock(%t, 2) {init = 1 : i32, sym_name = "free"}
    %full = aie.lock(%t, 3) {init = 0 : i32, sym_name = "full"}
    %acc = aie.buffer(%t) {address = 1024 : i32, sym_name = "acc"} : memref<8xi32>
    %res = aie.buffer(%t) {address = 1056 : i32, sym_name = "res"} : memref<8xi32>
    %spare = aie.buffer(%t) {address = 1152 : i32, sym_name = "spare"} : memref<8xi32>
    aie.packet_flow(1) {
      aie.packet_source<%s, DMA : 0>
      aie.packet_dest<%t, TileControl : 0>
    }
    aie.packet_flow(2) {
      aie.packet_source<%t, TileControl : 0>
      aie.packet_dest<%s, DMA : 0>
    }
    aie.packet_flow(5) {
      aie.packet_source<%t, DMA : 0>
      aie.packet_dest<%s, DMA : 1>
    }
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %one = arith.constant 1 : i32
      %ten = arith.constant 10 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %v = arith.muli %ii, %ten : i32
        memref.store %v, %acc[%i] : memref<8xi32>
      }
      aie.use_lock(%step, AcquireGreaterEqual, 1)
      scf.for %i = %c0 to %c8 step %c1 {
        %a = memref.load %acc[%i] : memref<8xi32>
        %b = arith.addi %a, %one : i32
        memref.store %b, %acc[%i] : memref<8xi32>
      }
      aie.use_lock(%step, AcquireGreaterEqual, 1)
      scf.for %i = %c0 to %c8 step %c1 {
        %a = memref.load %acc[%i] : memref<8xi32>
        %b = arith.addi %a, %one : i32
        memref.store %b, %acc[%i] : memref<8xi32>
      }
      aie.use_lock(%free, AcquireGreaterEqual, 1)
      scf.for %i = %c0 to %c8 step %c1 {
        %a = memref.load %acc[%i] : memref<8xi32>
        memref.store %a, %res[%i] : memref<8xi32>
        %d = arith.addi %a, %a : i32
        memref.store %d, %spare[%i] : memref<8xi32>
      }
      aie.use_lock(%full, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%res : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 5>}
      aie.use_lock(%free, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @readback(%s, S2MM, 0)
    aie.shim_dma_allocation @result(%s, S2MM, 1)
    // Shim BD 0: 2 words, packet 1 of type 0 (word 2 bit 30, id in 23:19), valid.
    memref.global "private" constant @packet_bd : memref<8xi32> = dense<[2, 0, 1074266112, 0, -2147483648, 0, 0, 33554432]>
    aie.runtime_sequence @run(%rb: memref<8xi32>, %packets: memref<8xi32>, %result: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%rb[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, metadata = @readback, issue_token = true} : memref<8xi32>
      aiex.npu.dma_memcpy_nd(%result[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 2 : i64, metadata = @result, issue_token = true} : memref<8xi32>
      %bd = memref.get_global @packet_bd : memref<8xi32>
      aiex.npu.blockwrite(%bd) {address = 0x1d000 : ui32, column = 0 : i32, row = 0 : i32} : memref<8xi32>
      // The write of lock `step`: words 0-1 of the packets.
      aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 1 : i32, arg_plus = 0 : i32}
      aiex.npu.maskwrite32 {address = 0x1d210 : ui32, column = 0 : i32, row = 0 : i32, mask = 0x00000F00 : ui32, value = 0x400 : ui32}
      aiex.npu.write32 {address = 0x1d214 : ui32, column = 0 : i32, row = 0 : i32, value = 0x80000000 : ui32}
      aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
      aiex.npu.dma_wait {symbol = @result}
      // The reads: 1 word each, at words 2 and 3.
      aiex.npu.write32 {address = 0x1d000 : ui32, column = 0 : i32, row = 0 : i32, value = 1 : ui32}
      aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 1 : i32, arg_plus = 8 : i32}
      aiex.npu.write32 {address = 0x1d214 : ui32, column = 0 : i32, row = 0 : i32, value = 0x80000000 : ui32}
      aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
      aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 1 : i32, arg_plus = 12 : i32}
      aiex.npu.write32 {address = 0x1d214 : ui32, column = 0 : i32, row = 0 : i32, value = 0x80000000 : ui32}
      aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
      aiex.npu.dma_wait {symbol = @readback}
    }
  }
}
