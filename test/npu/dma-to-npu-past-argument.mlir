// A transfer reaching past the elements its runtime argument's type declares
// is a warning, not an error: hardware reads the host buffer, which upstream
// designs make larger than the type. Inside the type there is no warning.
// RUN: aiec --aie-dma-to-npu %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: {{^}}{{.*}}dma-to-npu-past-argument.mlir:[[@LINE+9]]:5: warning: 'aiex.npu.dma_memcpy_nd' op the transfer reaches element 95 of an argument of 64 elements (memref<64xi32>){{$}}
// CHECK: help: the host buffer must be larger than the argument's type says
// CHECK-NOT: warning

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @of, id = 0 : i64} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 32][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @of, id = 1 : i64} : memref<64xi32>
  }
}
