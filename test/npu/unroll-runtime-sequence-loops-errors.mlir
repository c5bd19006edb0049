// Control flow on run-time values in a runtime sequence: the unroll pass
// leaves it (unrolling the constant loops inside it) as mlir-aie does, and
// the BD-id assignment, which needs straight-line IR, rejects it with the
// reason (the default pipeline: sim/runtime-sequence-loops.mlir).
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-unroll-runtime-sequence-loops %s | FileCheck %s
// RUN: not aiec --aie-syntax=2026-04 --split-input-file --aie-unroll-runtime-sequence-loops --aie-assign-runtime-sequence-bd-ids %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: @rolled
// CHECK:       scf.for %{{.*}} = %c0 to %arg0 step %c1 {
// CHECK-NEXT:    aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
// CHECK-NEXT:    aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
// CHECK-NEXT:  }
// Loops outside runtime sequences are not the pass's.
// CHECK:       aie.core
// CHECK:       scf.for
// ERR: unroll-runtime-sequence-loops-errors.mlir:[[@LINE+8]]:5: error: 'scf.for' op Runtime-valued control flow in a runtime sequence is not supported by this static BD-ID allocation pass. Either pass only constant-valued predicates to scf.for and scf.if so `aie-unroll-runtime-sequence-loops` can unroll/fold them, or use the dynamic EmitC path instead.
// ERR: help: this loop's upper bound is not a constant: --aie-unroll-runtime-sequence-loops (in the default pipeline) unrolls and folds only loops and ifs whose bounds, step and conditions are arith.constant values
aie.device(npu1) {
  %tile_0_2 = aie.tile(0, 2)
  aie.runtime_sequence @rolled(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %c2 step %c1 {
        aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
      }
    }
  }
  %core = aie.core(%tile_0_2) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.for %i = %c0 to %c2 step %c1 {
    }
    aie.end
  }
}

// -----

// ERR: unroll-runtime-sequence-loops-errors.mlir:[[@LINE+7]]:5: error: 'scf.for' op Runtime-valued control flow
// ERR: help: this loop's step is not positive
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @zero_step() {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c0 {
      aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
    }
  }
}

// -----

// ERR: unroll-runtime-sequence-loops-errors.mlir:[[@LINE+5]]:5: error: 'scf.if' op Runtime-valued control flow
// ERR: help: this condition is not a constant
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @runtime_if(%c: i1) {
    scf.if %c {
      aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
    }
  }
}
