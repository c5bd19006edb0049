// -Werror: every warning is an error, the run exits 1 and writes nothing.
// A transfer past its runtime argument's type is a warning by default
// (upstream's hardware tests pass larger host buffers than their types say,
// and the simulator checks the real buffer); -Werror rejects it at the op,
// for a task's aie.dma_bd and for aiex.npu.dma_memcpy_nd alike.
// RUN: aiec %s --emit=ctrl-elf -o %t.elf 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: rm -f %t.strict.elf
// RUN: not aiec %s --emit=ctrl-elf -Werror -o %t.strict.elf 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -e %t.strict.elf
// The IR printed after the pass that warns is not kept either.
// RUN: rm -f %t.strict.mlir
// RUN: not aiec %s --aie-dma-tasks-to-npu -Werror -o %t.strict.mlir 2>/dev/null
// RUN: not test -e %t.strict.mlir
// ERR-NOT: warning

aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t00, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>, %b: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @of, id = 0 : i64, issue_token = true} : memref<64xi32>
    aiex.npu.dma_wait {symbol = @of}
    // The task's BD is lowered first (--aie-dma-tasks-to-npu), so it is reported first.
    // WARN: werror.mlir:[[@LINE+8]]:7: warning: 'aie.dma_bd' op the transfer reaches element 71 of an argument of 64 elements (memref<64xi32>)
    // ERR: werror.mlir:[[@LINE+7]]:7: error: 'aie.dma_bd' op the transfer reaches element 71 of an argument of 64 elements (memref<64xi32>)
    // WARN: werror.mlir:[[@LINE+3]]:5: warning: 'aiex.npu.dma_memcpy_nd' op the transfer reaches element 95 of an argument of 64 elements (memref<64xi32>)
    // ERR: werror.mlir:[[@LINE+2]]:5: error: 'aiex.npu.dma_memcpy_nd' op the transfer reaches element 95 of an argument of 64 elements (memref<64xi32>)
    // ERR: help: the host buffer must be larger than the argument's type says
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 32][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @of, id = 1 : i64, issue_token = true} : memref<64xi32>
    aiex.npu.dma_wait {symbol = @of}
    %task = aiex.dma_configure_task(%t00, MM2S, 1) {
      aie.dma_bd(%b : memref<64xi32> offset = 8 len = 16 sizes = [2, 8] strides = [56, 1]) {bd_id = 5 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%task)
    aiex.dma_await_task(%task)
  }
}
