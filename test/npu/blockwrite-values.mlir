// aiex.npu.blockwrite_values (mlir-aie #3559): one block write whose address
// and words are i32 values, which the dynamic BD lowering packs a BD's
// registers into. The C++ generator stages the words in an array assigned
// when the builder runs and appends one blockwrite of it; the static
// instruction stream has no encoding for it (mlir-aie's error); CERT control
// code writes a payload of constants as a blockwrite of a constant global.
// RUN: aiec %s | FileCheck %s --check-prefix=ROUND
// RUN: aiec %s --aie-npu-to-cpp | FileCheck %s --check-prefix=CPP
// RUN: not aiec %s --aie-npu-to-binary 2>&1 | FileCheck %s --check-prefix=BINARY
// RUN: aiec %S/Inputs/blockwrite-values-constant.mlir --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// RUN: not aiec %S/Inputs/blockwrite-values-not-i32.mlir 2>&1 | FileCheck %s --check-prefix=TYPE

// ROUND: aiex.npu.blockwrite_values(%{{.*}} : i32) values %arg1, %{{.*}}, %{{.*}} : i32, i32, i32

// CPP: generate_txn_main_seq(int32_t [[N:v[0-9]+]])
// CPP: uint32_t [[ARR:v[0-9]+]][3] = {};
// CPP-NEXT: [[ARR]][0] = [[N]];
// CPP-NEXT: [[ARR]][1] = v{{[0-9]+}};
// CPP-NEXT: [[ARR]][2] = v{{[0-9]+}};
// CPP: aie_runtime::txn_append_blockwrite(txn, v{{[0-9]+}}, [[ARR]], v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}});

// BINARY: blockwrite-values.mlir:[[@LINE+14]]:7: error: 'aiex.npu.blockwrite_values' op cannot translate a runtime-valued blockwrite payload to a static TXN binary; this op is supported only by the C++ TXN target (--aie-npu-to-cpp)
// BINARY: help: emit a C++ generator with --aie-npu-to-cpp

// ASM: APPLY_OFFSET_57 {{ *}}@[[G:blockwrite_values_[0-9]+]], 1, 0x0000
// ASM: UC_DMA_BD {{ *}}0, 0x0001d020, @[[G]], 8, 0, 0
// ASM: [[G]]:
// ASM-NEXT: .long {{ *}}0x00000010

// TYPE: error: 'aiex.npu.blockwrite_values' op operand #2 must be 32-bit signless integer, but got 'i64'
aie.device(npu1) {
  aie.runtime_sequence @seq(%a: memref<16xi32>, %n: i32) {
    %addr = arith.constant 118816 : i32
    %c5 = arith.constant 5 : i32
    %sum = arith.addi %n, %c5 : i32
      aiex.npu.blockwrite_values(%addr : i32) values %n, %c5, %sum : i32, i32, i32
  }
}
