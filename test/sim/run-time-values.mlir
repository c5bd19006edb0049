// Values a runtime sequence knows only when it runs: its scalar arguments
// and sums of them with constants. The CERT lowering writes an argument
// through the loader (WRITE_32 with the symbol arg1) and computes the rest
// in a register (MOV, ADD, WRITE_32_D); aie-sim gives each symbol the
// argument's value from --input, as XRT patches a scalar argument in.
// RUN: printf '\012\000\000\000' > %t.n
// RUN: printf '\144\000\000\000' > %t.m
// RUN: aie-sim %s --input 1=%t.n --input 2=%t.m --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [10, 15, 310, 7] (4 × i32)
// Other values give other words (nothing is folded at compile time).
// RUN: printf '\001\000\000\000' > %t.one
// RUN: aie-sim %s --input 1=%t.one --input 2=%t.one --output 0=%t.out2 | FileCheck %s --check-prefix=ONES
// ONES: argument 0 = [1, 6, 4, 7] (4 × i32)
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM: ; aiec: scalar-arg 4 i32
// ASM: {{WRITE_32 +0x[0-9a-f]+, arg1}}
// ASM: {{MOV +\$r0, 0x00000005}}
// ASM-NEXT: {{ADD +\$r0, arg1}}
// ASM-NEXT: {{WRITE_32_D +1, 0x[0-9a-f]+, 0x00000000}}
// ASM: {{MOV +\$r0, 0x00000000}}
// ASM-NEXT: {{ADD +\$r0, arg1}}
// ASM-NEXT: {{ADD +\$r0, arg2}}
// ASM-NEXT: {{ADD +\$r0, arg2}}
// ASM-NEXT: {{ADD +\$r0, arg2}}
// ASM-NEXT: WRITE_32_D
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
    aie.runtime_sequence @seq(%arg0: memref<4xi32>, %n: i32, %m: i32) {
      %c3 = arith.constant 3 : i32
      %c5 = arith.constant 5 : i32
      %c7 = arith.constant 7 : i32
      %n5 = arith.addi %n, %c5 : i32
      %m3 = arith.muli %m, %c3 : i32
      %sum = arith.addi %n, %m3 : i32
      aiex.npu.rtp_write(@vals, 0, %n) : i32
      aiex.npu.rtp_write(@vals, 1, %n5) : i32
      aiex.npu.rtp_write(@vals, 2, %sum) : i32
      aiex.npu.rtp_write(@vals, 3, %c7) : i32
      aiex.set_lock(%go, 1)
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<4xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
