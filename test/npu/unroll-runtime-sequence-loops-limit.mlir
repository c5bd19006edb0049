// --aie-unroll-runtime-sequence-loops copies at most 2^22 ops into a
// runtime sequence; a loop that would copy more is an error before any copy.
// RUN: not aiec --aie-unroll-runtime-sequence-loops %s 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: unroll-runtime-sequence-loops-limit.mlir:[[@LINE+8]]:5: error: 'scf.for' op unrolling would copy more than 4194304 ops into the runtime sequence: this loop's 4194304 iterations pass that
// ERR: help: split the work over several runtime sequences, or iterate fewer times (the trip counts of nested loops multiply)
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @huge() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 4194304 : index
    scf.for %i = %c0 to %big step %c1 {
      aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
      aiex.npu.write32 {address = 4096 : ui32, value = 2 : ui32}
    }
  }
}
