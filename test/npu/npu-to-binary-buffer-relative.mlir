// --aie-npu-to-binary resolves the writes that name a buffer, as mlir-aie's
// translation does: a blockwrite and an update_from_scratchpad at the
// buffer's tile and address plus their word offset (npu1: column << 25,
// row << 20). Buffer (0, 2) @buf at 0x400: word 3 is 0x0020040C.
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false %s | FileCheck %s
// The blockwrite: opcode, tile byte, address, 16 + 4 bytes, its word.
// CHECK:      00000001
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0020040C
// CHECK-NEXT: 00000014
// CHECK-NEXT: 0000002A
// The update: its register address last.
// CHECK:      0020040C
aie.device(npu1) {
  %t02 = aie.tile(0, 2)
  %buf = aie.buffer(%t02) {address = 1024 : i32, sym_name = "buf"} : memref<8xi32>
  memref.global "private" constant @word : memref<1xi32> = dense<42>
  aie.runtime_sequence() {
    %data = memref.get_global @word : memref<1xi32>
    aiex.npu.blockwrite(%data) {address = 3 : ui32, buffer = @buf} : memref<1xi32>
    aiex.npu.create_scratchpad {size = 4 : ui32}
    aiex.npu.update_from_scratchpad {address = 3 : ui32, buffer = @buf, state_table_idx = 0 : ui8}
  }
}
