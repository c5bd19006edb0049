// LLVM-style options: long options with one or two dashes, values after `=`;
// mlir-opt's pass-manager flags are accepted.
// RUN: aiec -split-input-file -canonicalize -verify-each=false %s | FileCheck %s
// RUN: aiec --canonicalize --verify-each --emit=mlir -x=mlir %s | FileCheck %s
// RUN: aiec -diagnostics=plain -emit=mlir %s -o - | FileCheck %s

// CHECK: %tile_0_2 = aie.tile(0, 2)
aie.device(npu1) {
  %t = aie.tile(0, 2)
}
