// aie-translate --aie-npu-to-binary -aie-output-binary=false: the txn 0.1
// word stream (aie-runtime-sequence.md §3.3), one %08X word per line.
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false %s | FileCheck %s
// Without it (aie-translate's default), the same words as raw little-endian
// bytes: 4 bytes a word, least significant first, 30 words.
// RUN: aie-translate --aie-npu-to-binary %s -o %t.bin
// RUN: od -An -v -tx1 %t.bin | tr -s ' \n' ' ' | FileCheck %s --check-prefix=BIN
// RUN: wc -c < %t.bin | FileCheck %s --check-prefix=SIZE

// BIN: 00 01 04 06 08 01 00 00 04 00 00 00 78 00 00 00 03 00 00 00 00 00 00 00 00 d2 01 00
// BIN-SAME: 06 02 00 00
// SIZE: 120

// Header: 6 rows, device generation 4 (npu2), version 0.1; 1 mem-tile row,
// 8 columns; 4 ops; 30 words = 120 bytes.
// CHECK:      06040100
// CHECK-NEXT: 00000108
// CHECK-NEXT: 00000004
// CHECK-NEXT: 00000078
// maskwrite32: opcode 3, address, value, mask, size 28.
// CHECK-NEXT: 00000003
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0001D200
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000001
// CHECK-NEXT: 00000003
// CHECK-NEXT: 0000001C
// blockwrite: opcode 1, no column/row, address, 16 + 4 x 2 bytes, the data.
// CHECK-NEXT: 00000001
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0201D000
// CHECK-NEXT: 00000018
// CHECK-NEXT: FFFFFFFF
// CHECK-NEXT: 00000005
// address_patch: opcode 0x81, size 48, address at word 6, argument at 8,
// byte offset at 10.
// CHECK-NEXT: 00000081
// CHECK-NEXT: 00000030
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0201D004
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000008
// CHECK-NEXT: 00000000
// preempt: opcode 6 with the level in [15:8].
// CHECK-NEXT: 00000206
// CHECK-NOT: {{.}}
aie.device(npu2) {
  memref.global "private" constant @d : memref<2xi32> = dense<[-1, 5]>
  aie.runtime_sequence(%a: memref<8xi32>) {
    aiex.npu.maskwrite32 {address = 0x1D200 : ui32, value = 1 : ui32, mask = 3 : ui32}
    %0 = memref.get_global @d : memref<2xi32>
    aiex.npu.blockwrite(%0) {address = 0x201D000 : ui32} : memref<2xi32>
    aiex.npu.address_patch {addr = 0x201D004 : ui32, arg_idx = 0 : i32, arg_plus = 8 : i32}
    aiex.npu.preempt {level = 2 : ui8}
  }
}
