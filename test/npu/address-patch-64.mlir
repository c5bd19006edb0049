// An address patch's byte offset (arg_plus) is 64 bits on the wire: the
// DDR_PATCH op carries it in words 10 and 11, low half first (aie-rt's
// `u64 argplus`). An i64 operand past 4 GiB keeps its high half; an i32 one
// has a zero high half; the DDR aperture offset folded into a patch of host
// buffer 5 or later carries into the high word.
// RUN: aiec --split-input-file --aie-resolve-address-patch-buffers --aie-npu-to-binary -aie-output-binary=false %s | FileCheck %s --check-prefix=TXN
// RUN: aiec --split-input-file --aie-resolve-address-patch-buffers --aie-npu-to-cpp %s | FileCheck %s --check-prefix=CPP
// RUN: aiec --split-input-file %s | FileCheck %s --check-prefix=PRINT
// RUN: aiec --split-input-file %s -mlir-print-op-generic | aiec --split-input-file - | FileCheck %s --check-prefix=PRINT
// RUN: aiec --split-input-file %s --aie-resolve-address-patch-buffers | FileCheck %s --check-prefix=SUM

module {
  aie.device(npu2) {
    aie.runtime_sequence(%a0: memref<8xi32>, %a1: memref<8xi32>, %a2: memref<8xi32>, %a3: memref<8xi32>, %a4: memref<8xi32>, %a5: memref<8xi32>) {
      // 8 GiB + 0x100: both halves.
      // TXN:      00000081
      // TXN-NEXT: 00000030
      // TXN-COUNT-4: 00000000
      // TXN-NEXT: 00012340
      // TXN-NEXT: 00000000
      // TXN-NEXT: 00000000
      // TXN-NEXT: 00000000
      // TXN-NEXT: 00000100
      // TXN-NEXT: 00000002
      // CPP: int64_t [[BIG:v[0-9]+]] = 8589934848LL;
      // CPP: aie_runtime::txn_append_arg_patch(txn, {{v[0-9]+}}, {{v[0-9]+}}, [[BIG]],
      // PRINT: %[[BIG:.*]] = arith.constant 8589934848 : i64
      // PRINT-NEXT: aiex.npu.address_patch(%[[BIG]] : i64) {addr = 74560 : ui32, arg_idx = 0 : i32}
      %big = arith.constant 8589934848 : i64
      aiex.npu.address_patch(%big : i64) {addr = 74560 : ui32, arg_idx = 0 : i32}
      // Host buffer 5: 0xFFFFFFFF plus the aperture offset 0x80000000.
      // TXN:      00012340
      // TXN-NEXT: 00000000
      // TXN-NEXT: 00000005
      // TXN-NEXT: 00000000
      // TXN-NEXT: 7FFFFFFF
      // TXN-NEXT: 00000001
      %max = arith.constant 4294967295 : i64
      aiex.npu.address_patch(%max : i64) {addr = 74560 : ui32, arg_idx = 5 : i32}
      // An i32 offset: the high word is zero.
      // TXN:      00012340
      // TXN-NEXT: 00000000
      // TXN-NEXT: 00000001
      // TXN-NEXT: 00000000
      // TXN-NEXT: 00000100
      // TXN-NEXT: 00000000
      // PRINT: %[[S:.*]] = arith.constant 256 : i32
      // PRINT-NEXT: aiex.npu.address_patch(%[[S]] : i32) {addr = 74560 : ui32, arg_idx = 1 : i32}
      %s = arith.constant 256 : i32
      aiex.npu.address_patch(%s : i32) {addr = 74560 : ui32, arg_idx = 1 : i32}
    }
  }
}

// -----

// A view's byte offset added to arg_plus may carry it past 32 bits: the
// folded sum prints as an i64 constant.
// SUM-LABEL: @carry
// SUM: %[[C:.*]] = arith.constant 4294967296 : i64
// SUM-NEXT: aiex.npu.address_patch(%[[C]] : i64) {addr = 119300 : ui32, arg_idx = 0 : i32}
// TXN: 0001D204
// TXN-NEXT: 00000000
// TXN-NEXT: 00000000
// TXN-NEXT: 00000000
// TXN-NEXT: 00000000
// TXN-NEXT: 00000001
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @carry(%arg0: memref<8xi32>) {
      %plus = arith.constant 4294967280 : i64
      %view = memref.subview %arg0[4][4][1]
          : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
      aiex.npu.address_patch(%plus : i64) buffer %view
          : memref<4xi32, strided<[1], offset: 4>> {addr = 119300 : ui32}
    }
  }
}
