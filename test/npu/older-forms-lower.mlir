// A design in the forms mlir-aie printed in 2024 (`aiex.runtime_sequence`,
// `aiex.npu.dma_memcpy_nd (x, y, ...)`, the three-operand
// `aie.shim_dma_allocation`, `objectfifo.link ... ()`) compiles to the
// control code of the same design in the current forms
// (Inputs/older-forms-current.mlir).
// RUN: aiec %s --emit=ctrl-asm -o %t.older.s
// RUN: aiec %S/Inputs/older-forms-current.mlir --emit=ctrl-asm -o %t.current.s
// RUN: diff %t.older.s %t.current.s
// RUN: FileCheck %s < %t.older.s
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %t.elf --emit=mlir | FileCheck %s --check-prefix=LIFT

// The runtime sequence's job: each shim BD written with its argument's
// address patched in, then pushed on the queue of column 0 the allocation
// names (S2MM 0 of the older three-operand form, with a token), then the
// wait for that token.
// CHECK: ; aiec: arg 64 i32
// CHECK-NEXT: ; aiec: arg 64 i32
// CHECK: START_JOB 2
// CHECK-NEXT: APPLY_OFFSET_57        @blockwrite_data_0_cert_0, 1, 0x0000
// CHECK-NEXT: uC_DMA_WRITE_DES_SYNC  @chain_0
// CHECK-NEXT: WRITE_32               0x0001d214, 0x00000001
// CHECK-NEXT: APPLY_OFFSET_57        @blockwrite_data_0, 1, 0x0001
// CHECK-NEXT: uC_DMA_WRITE_DES_SYNC  @chain_1
// CHECK-NEXT: WRITE_32               0x0001d204, 0x80000000
// CHECK-NEXT: WAIT_TCTS              0, 0, 1
// CHECK-NEXT: END_JOB

// LIFT: aie.device(npu1_1col)
// LIFT: aie.tile(0, 0)

module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %core = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in2(%mem, {%core}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@in2]()
    %buf = aie.buffer(%core) {sym_name = "obuf"} : memref<16xi32>
    %prod = aie.lock(%core, 4) {init = 1 : i32}
    %cons = aie.lock(%core, 5) {init = 0 : i32}
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    aie.shim_dma_allocation @out(S2MM, 0, 0)
    %m = aie.mem(%core) {
      %s = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%prod, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }
    %c = aie.core(%core) {
      %a = aie.objectfifo.acquire @in2(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      aie.use_lock(%prod, AcquireGreaterEqual, 1)
      aie.objectfifo.release @in2(Consume, 1)
      aie.use_lock(%cons, Release, 1)
      aie.end
    }
    aiex.runtime_sequence(%arg0: memref<16xi32>, %arg1: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd (0, 0, %arg0[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @in} : memref<16xi32>
      aiex.npu.dma_memcpy_nd (0, 0, %arg1[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
