// aiex.npu.maskpoll(%address, %value, %mask): the runtime sequence waits
// until the bits of a register (or of a buffer's word) that the mask selects
// hold the value. It reads and prints as written; --aie-dma-to-npu turns a
// buffer-relative address into the array address (word 200 of @status at
// 1024 on tile (0, 3): 0x300000 + 1024 + 4 * 200 = 3147552); the instruction
// stream holds it as MASKPOLL (opcode 4: address, value, mask, 28 bytes) and
// the control code as MASK_POLL_32 (address, mask, value), which lifts back.
// RUN: aiec %s | aiec | FileCheck %s --check-prefix=PRINT
// RUN: aiec --aie-dma-to-npu %s | FileCheck %s --check-prefix=ABS
// RUN: aiec --aie-dma-to-npu %s | aiec --aie-npu-to-binary -aie-output-binary=false | FileCheck %s --check-prefix=TXN
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %t.elf --emit=mlir | FileCheck %s --check-prefix=LIFT
// RUN: not aiec %S/Inputs/maskpoll-run-time.mlir --emit=ctrl-elf -o %t.bad.elf 2>&1 | FileCheck %S/Inputs/maskpoll-run-time.mlir
// RUN: not aiec --aie-npu-to-binary -aie-output-binary=false %S/Inputs/maskpoll-run-time.mlir 2>&1 | FileCheck %S/Inputs/maskpoll-run-time.mlir --check-prefix=TXN
// RUN: aiec --aie-npu-to-cpp %S/Inputs/maskpoll-run-time.mlir | FileCheck %S/Inputs/maskpoll-run-time.mlir --check-prefix=CPP

// PRINT: aiex.npu.maskpoll(%{{.*}}, %{{.*}}, %{{.*}}) {buffer = @status} : i32, i32, i32
// PRINT: aiex.npu.maskpoll(%{{.*}}, %{{.*}}, %{{.*}}) {column = 0 : i32, row = 0 : i32} : i32, i32, i32
// ABS-DAG: %[[ADDR:.*]] = arith.constant 3147552 : i32
// ABS-DAG: %[[VAL:.*]] = arith.constant 321 : i32
// ABS-DAG: %[[MASK:.*]] = arith.constant 65535 : i32
// ABS: aiex.npu.maskpoll(%[[ADDR]], %[[VAL]], %[[MASK]]) : i32, i32, i32
// TXN: 00000004
// TXN-NEXT: 00000000
// TXN-NEXT: 00300720
// TXN-NEXT: 00000000
// TXN-NEXT: 00000141
// TXN-NEXT: 0000FFFF
// TXN-NEXT: 0000001C
// ASM: MASK_POLL_32 {{.*}}0x00300720, 0x0000ffff, 0x00000141
// ASM: MASK_POLL_32 {{.*}}0x0001d228, 0x00400000, 0x00000000
// LIFT-DAG: arith.constant 3147552 : i32
// LIFT: aiex.npu.maskpoll
// LIFT: aiex.npu.maskpoll
module {
  aie.device(npu1_1col) {
    %tile = aie.tile(0, 3)
    %buffer = aie.buffer(%tile) {address = 1024 : i32, sym_name = "status"} : memref<256xi32>
    aie.runtime_sequence() {
      %offset = arith.constant 200 : i32
      %value = arith.constant 321 : i32
      %mask = arith.constant 65535 : i32
      aiex.npu.maskpoll(%offset, %value, %mask) {buffer = @status} : i32, i32, i32
      %status = arith.constant 119336 : i32
      %zero = arith.constant 0 : i32
      %full = arith.constant 4194304 : i32
      aiex.npu.maskpoll(%status, %zero, %full) {column = 0 : i32, row = 0 : i32} : i32, i32, i32
    }
  }
}
