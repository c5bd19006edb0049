// "Did you mean" (edit distance at most 2) for misspelt attributes and
// symbols: an attribute the op does not declare, a typo away from one it
// declares and lacks, is a warning (MLIR keeps it as a discardable one); a
// symbol that names nothing suggests the closest one of the kind wanted.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

module {
  aie.device(npu1) {
    // CHECK: did-you-mean.mlir:[[@LINE+2]]:5: warning: 'aie.tile' op unknown attribute 'allocation_schem'
    // CHECK: help: did you mean 'allocation_scheme'? (an attribute the op does not declare is kept, and ignored)
    %t = aie.tile(0, 2) {allocation_schem = "basic-sequential"}
    // CHECK: did-you-mean.mlir:[[@LINE+2]]:5: warning: 'aie.lock' op unknown attribute 'inti'
    // CHECK: help: did you mean 'init'?
    %l = aie.lock(%t, 0) {inti = 1 : i32}
    // Far from every declared attribute, or close to one given: no warning.
    // CHECK-NOT: unknown attribute 'my_note'
    // CHECK-NOT: unknown attribute 'ini'
    %m = aie.lock(%t, 1) {init = 0 : i32, ini = 1 : i32, my_note = "x"}
  }
}

// -----

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @of_in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.runtime_sequence(%a : memref<16xi32>) {
      // CHECK: did-you-mean.mlir:[[@LINE+2]]:7: error: 'aiex.npu.dma_wait' op couldn't find symbol in parent device
      // CHECK: help: did you mean '@of_in'?
      aiex.npu.dma_wait {symbol = @of_inn}
    }
  }
}

// -----

// --aie-dma-to-npu: a transfer's metadata that names no shim DMA allocation.
// RUN: not aiec --aie-dma-to-npu %S/Inputs/did-you-mean-alloc.mlir 2>&1 | FileCheck --check-prefix=ALLOC %s
// ALLOC: error: 'aiex.npu.dma_memcpy_nd' op couldn't find shim_dma_allocation op.
// ALLOC: help: did you mean '@in0'?
