// With passes given, --aie-npu-to-cpp translates what they leave (as
// aie-translate does): the default pipeline runs only when no pass is given.
// An op the passes left above the NPU ops is an error at the op, with a help
// line.
// RUN: not aiec --canonicalize --aie-npu-to-cpp %s 2>&1 | FileCheck %s
// RUN: aiec --aie-npu-to-cpp %s | FileCheck %s --check-prefix=WHOLE

// CHECK: npu-to-cpp-given-passes.mlir:[[@LINE+10]]:5: error: 'aiex.npu.dma_memcpy_nd' op is not supported by the C++ TXN target
// CHECK: help: {{.*}}lower DMA ops first with --aie-dma-tasks-to-npu and --aie-dma-to-npu

// WHOLE: generate_txn_main_sequence()
// WHOLE: aie_runtime::txn_append_blockwrite(txn,

aie.device(npu1_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<16xi32>
  }
}
