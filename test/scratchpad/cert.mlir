// The scratchpad in CERT control code (aiec's CREATE_SCRATCHPAD and UPDATE_REG
// instructions, docs/ctrlcode-isa.md): the scratchpad is created in every
// column the sequence runs in (each column's updates read the state table
// after it), each update runs in the column of its address, after
// --aie-dma-to-npu made it absolute. The ELF lifts back to the same ops
// (one scratchpad for the sequence).
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %t.elf --emit=mlir 2>&1 | FileCheck %s --check-prefix=LIFT

// CHECK: .partition 2column
// CHECK: {{CREATE_SCRATCHPAD +0, 0x0000000c}}
// CHECK: {{UPDATE_REG +2, 0, 0x00000004, 0x00200404}}
// CHECK: {{CREATE_SCRATCHPAD +0, 0x0000000c}}
// CHECK: {{UPDATE_REG +1, 2, 0x00000001, 0x02300010}}

// LIFT-NOT: has no aiex.npu form
// LIFT: aiex.npu.create_scratchpad {size = 12 : ui32}
// LIFT: aiex.npu.update_from_scratchpad<mul> {address = 2098180 : ui32, func_arg = 4 : ui32, state_table_idx = 2 : ui8}
// LIFT-NOT: aiex.npu.create_scratchpad
// LIFT: aiex.npu.update_from_scratchpad<decr> {address = 36700176 : ui32, func_arg = 1 : ui32, state_table_idx = 1 : ui8}

aie.device(npu1_2col) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  %t13 = aie.tile(1, 3)
  %buf = aie.buffer(%t02) {address = 1024 : i32, sym_name = "buf"} : memref<4xi32>
  aie.runtime_sequence(%a: memref<8xi32>) {
    aiex.npu.create_scratchpad {size = 12 : ui32}
    aiex.npu.update_from_scratchpad<mul> {address = 1 : ui32, buffer = @buf, func_arg = 4 : ui32, state_table_idx = 2 : ui8}
    aiex.npu.update_from_scratchpad<decr> {address = 16 : ui32, column = 1 : i32, func_arg = 1 : ui32, row = 3 : i32, state_table_idx = 1 : ui8}
  }
}
