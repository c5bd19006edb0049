// A BD chain's BD may take its len from a chain argument (a template: the
// chain becomes a runtime sequence's task where it starts, as in mlir-aie);
// started with a run-time value, the task's length word is that value (32-bit
// elements), guarded to the shim's length field.
// RUN: aiec %s --aie-materialize-bd-chains --aie-substitute-shim-dma-allocations --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<64xi32>, %arg1: i32)
// CHECK:      %[[N:.*]] = arith.extui %arg1 : i32 to i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d0 size must be in [1:4294967295]"
// CHECK:      arith.trunci %{{.*}} : i64 to i32
// CHECK:      aiex.npu.blockwrite_values(%{{.*}} : i32) values %{{[0-9]+}},
// CHECK:      aiex.npu.push_queue(0, 0, MM2S : 0)
aie.device(npu1_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.bd_chain @c(%buf: memref<64xi32>, %n: i32) {
    aie.dma_bd(%buf : memref<64xi32> offset = 0 len = %n)
    aie.end
  }
  aie.runtime_sequence(%a: memref<64xi32>, %len: i32) {
    %k = aiex.dma_start_bd_chain_for @c(%a, %len) : (memref<64xi32>, i32) for @in {issue_token = true}
    aiex.dma_await_task(%k)
  }
}
