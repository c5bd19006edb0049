// A BD's iteration (#aie.bd_iteration<size, stride, current>): execution k
// of the BD adds ((current + k) mod size) * stride elements to its address.
// The core's BD sends two words three times, starting at step 1: words 4-5,
// 8-9, then 0-1. The lift reads the iteration back as the attribute.
// RUN: aie-sim %s --allow-idle-cores --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [4, 5, 8, 9, 0, 1] (6 × i32)
// RUN: aiec %s | FileCheck %s --check-prefix=PRINT
// PRINT: aie.dma_bd(%buf : memref<16xi32> offset = 0 len = 2) {bd_id = 0 : i32, iteration = #aie.bd_iteration<size = 3, stride = 4, current = 1>}
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %t.elf --emit=mlir | FileCheck %s --check-prefix=LIFT
// LIFT: aie.dma_bd({{.*}} : memref<{{[0-9]+}}xi32> offset = {{[0-9]+}} len = 2) {bd_id = 0 : i32, iteration = #aie.bd_iteration<size = 3, stride = 4, current = 1>
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %go = aie.lock(%core, 0) {init = 3 : i32, sym_name = "go"}
    %buf = aie.buffer(%core) {sym_name = "buf"} : memref<16xi32> = dense<[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]>
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    %mem = aie.mem(%core) {
      %s = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32> offset = 0 len = 2) {bd_id = 0 : i32, iteration = #aie.bd_iteration<size = 3, stride = 4, current = 1>}
      aie.next_bd ^send
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%arg0: memref<6xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 6][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<6xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
