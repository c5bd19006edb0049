// Values of a design that do not fit where the hardware holds them are
// errors at the op, never truncated into the output: a PDI id past the 16
// bits of the NPU LOAD_PDI word (65537 came out as id 1), a channel's
// repeat count past the 8 bits of the start queue (300 came out as 44), a
// tile's controller id past the packet header's fields (type 9 came out as
// 1), and a dense initial value past its element type (300 as i8 came out
// as 44), in a buffer's initial value as in a constant; and blockwrite data
// of 64-bit elements, each of which was written as one word (0x100000001
// came out as 1). At the limits is fine. (Writes into a buffer:
// buffer-write-bounds.mlir.)
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1_1col) {
  aie.runtime_sequence @seq() {
    // expected-error@+1 {{'aiex.npu.load_pdi' op attribute 'id' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 65535}}
    aiex.npu.load_pdi {id = 65537 : i32, size = 3 : ui32, address = 2 : ui64}
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence @seq() {
    // expected-error@+1 {{'aiex.npu.load_pdi' op attribute 'id' failed to satisfy constraint}}
    aiex.npu.load_pdi {id = -1 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  %buf = aie.buffer(%t02) {sym_name = "buf", address = 1024 : i32} : memref<16xi32>
  %m = aie.mem(%t02) {
    // expected-error@+1 {{'aie.dma_start' op repeat_count 300 is out of range [0, 255] for this target}}
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end, repeat_count = 300)
  ^bd0:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  // expected-error@+1 {{'aie.tile' op Packet type field can only hold 3 bits.}}
  %t03 = aie.tile(0, 3) {controller_id = #aie.packet_info<pkt_type = 9, pkt_id = 5>}
}

// -----

aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.tile' op Packet ID field can only hold 5 bits.}}
  %t02 = aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 40>}
}

// -----

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  // expected-error@+1 {{integer constant out of range for type i8}}
  %b = aie.buffer(%t02) {sym_name = "b"} : memref<4xi8> = dense<[300, -1, 2, 3]>
}

// -----

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  memref.global "private" constant @data : memref<2xi64> = dense<[4294967297, 2]>
  aie.runtime_sequence @seq() {
    %g = memref.get_global @data : memref<2xi64>
    // expected-error@+1 {{'aiex.npu.blockwrite' op the data has 64-bit elements; a blockwrite writes 32-bit words}}
    aiex.npu.blockwrite(%g) {address = 0x200400 : ui32} : memref<2xi64>
  }
}

// -----

func.func @f() -> vector<4xi8> {
  // expected-error@+1 {{integer constant out of range for type i8}}
  %c = arith.constant dense<[1, 2, 3, -129]> : vector<4xi8>
  return %c : vector<4xi8>
}

// -----

// At the limits: no error.
aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  %t03 = aie.tile(0, 3) {controller_id = #aie.packet_info<pkt_type = 7, pkt_id = 31>}
  %rtp = aie.buffer(%t02) {sym_name = "rtp", address = 1024 : i32} : memref<16xi32>
  %b = aie.buffer(%t02) {sym_name = "b", address = 2048 : i32} : memref<4xi8> = dense<[255, -128, 2, 3]>
  memref.global "private" constant @data : memref<4xi32> = dense<[1, 2, 3, 4]>
  %m = aie.mem(%t02) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end, repeat_count = 255)
  ^bd0:
    aie.dma_bd(%rtp : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
  aie.runtime_sequence @seq() {
    aiex.npu.load_pdi {id = 65535 : i32}
    aiex.npu.write32 {buffer = @rtp, address = 15 : ui32, value = 7 : ui32}
    %g = memref.get_global @data : memref<4xi32>
    aiex.npu.blockwrite(%g) {buffer = @rtp, address = 12 : ui32} : memref<4xi32>
  }
}
