// The firmware's UPDATE_REG in control code (aiec's instruction): the
// state-table word through its function is added to the 48-bit value of a
// register pair, bits 1:0 of the low word cleared, the carry reaching the
// high word's bits 15:0 and its bits 31:16 kept. Without a scratchpad (aie-sim
// gives none) the state table CREATE_SCRATCHPAD fills reads 0, so `incr`
// adds func_arg: 0x100 + 0x17 = 0x117 -> 0x114; 0x1_FFFFFFF0 + 0x20 =
// 0x2_00000010 with 0xABCD in the high word's top half.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [276, 0, 16, -1412628478] (4 × i32)
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM: {{CREATE_SCRATCHPAD +0, 0x00000008}}
// ASM: {{UPDATE_REG +0, 1, 0x00000017, 0x00200000}}
// ASM: {{UPDATE_REG +1, 1, 0x00000020, 0x00200008}}
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %go = aie.lock(%core, 0) {init = 0 : i32, sym_name = "go"}
    %vals = aie.buffer(%core) {sym_name = "vals"} : memref<4xi32> = dense<0>
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    %mem = aie.mem(%core) {
      %s = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.dma_bd(%vals : memref<4xi32> offset = 0 len = 4) {bd_id = 0 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%arg0: memref<4xi32>) {
      %lo = arith.constant 256 : i32
      %lo2 = arith.constant -16 : i32
      %hi2 = arith.constant -1412628479 : i32
      aiex.npu.create_scratchpad {size = 8 : ui32}
      aiex.npu.rtp_write(@vals, 0, %lo) : i32
      aiex.npu.rtp_write(@vals, 2, %lo2) : i32
      aiex.npu.rtp_write(@vals, 3, %hi2) : i32
      aiex.npu.update_from_scratchpad {address = 0 : ui32, buffer = @vals, func_arg = 23 : ui32, state_table_idx = 0 : ui8}
      aiex.npu.update_from_scratchpad {address = 2 : ui32, buffer = @vals, func_arg = 32 : ui32, state_table_idx = 1 : ui8}
      aiex.set_lock(%go, 1)
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<4xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
