// `-` (and no input at all) reads standard input; diagnostics name it <stdin>.
// RUN: aiec - < %s | FileCheck %s
// RUN: aiec < %s | FileCheck %s
// RUN: not aiec - < %S/Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: %tile_3_4 = aie.tile(3, 4)
// ERR: <stdin>:3:10: error: custom op 'aie.no_such_op' is unknown
aie.device(npu1) {
  %t = aie.tile(3, 4)
}
