// A task BD on a runtime argument that reaches past the argument's type is
// a warning, as for dma_memcpy_nd (hardware reads the host buffer, which
// upstream designs make larger than the type): linear (offset + len) and
// with dimensions (offset + Σ (size - 1) × stride). Inside the type there is
// no warning.
// RUN: aiec --aie-dma-tasks-to-npu %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: {{^}}{{.*}}dma-tasks-past-argument.mlir:[[@LINE+12]]:7: warning: 'aie.dma_bd' op the transfer reaches element 95 of an argument of 64 elements (memref<64xi32>){{$}}
// CHECK: help: the host buffer must be larger than the argument's type says
// CHECK: {{^}}{{.*}}dma-tasks-past-argument.mlir:[[@LINE+14]]:7: warning: 'aie.dma_bd' op the transfer reaches element 71 of an argument of 64 elements (memref<64xi32>){{$}}
// CHECK-NOT: warning
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    %ok = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64) {bd_id = 0 : i32}
      aie.end
    }
    %linear = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 32 len = 64) {bd_id = 1 : i32}
      aie.end
    }
    %strided = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 8 len = 16 sizes = [2, 8] strides = [56, 1]) {bd_id = 2 : i32}
      aie.end
    }
  }
}
