// The host's data streamed into a core: the shim's MM2S sends eight i32
// over a flow to Core : 0 of (0, 2); the core takes them with
// aie.get_stream and adds them up, and its sum goes back to the host.
// RUN: aie-sim %s --input 0=%S/Inputs/core-stream-sum.bin --output 1=%t.out | FileCheck %s
// CHECK: argument 1 = [360] (1 × i32)
//
// The words wait in the 8-word buffer of the core's input: nine words
// into a core that takes eight leave one, which the run reports.
// RUN: sed -e 's/0, 8)/0, 9)/' -e 's/memref<8xi32>/memref<9xi32>/' %s > %t.nine.mlir
// RUN: aie-sim %t.nine.mlir --arg-size 0=36 2>&1 | FileCheck %s --check-prefix=NINE
// NINE: warning: the run ended without quiescing
// NINE: stream into core (0, 2) Core : 0: holds 1 word(s) from DMA (0, 0) MM2S 0 that the core has not taken
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.flow(%t00, DMA : 0, %t02, Core : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %sum = aie.buffer(%t02) {sym_name = "sum"} : memref<1xi32>
    %done = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "done"}
    %core2 = aie.core(%t02) {
      %ch = arith.constant 0 : i32
      %i0 = arith.constant 0 : index
      %w0 = aie.get_stream(%ch : i32) : i32
      %w1 = aie.get_stream(%ch : i32) : i32
      %w2 = aie.get_stream(%ch : i32) : i32
      %w3 = aie.get_stream(%ch : i32) : i32
      %w4 = aie.get_stream(%ch : i32) : i32
      %w5 = aie.get_stream(%ch : i32) : i32
      %w6 = aie.get_stream(%ch : i32) : i32
      %w7 = aie.get_stream(%ch : i32) : i32
      %s1 = arith.addi %w0, %w1 : i32
      %s2 = arith.addi %s1, %w2 : i32
      %s3 = arith.addi %s2, %w3 : i32
      %s4 = arith.addi %s3, %w4 : i32
      %s5 = arith.addi %s4, %w5 : i32
      %s6 = arith.addi %s5, %w6 : i32
      %s7 = arith.addi %s6, %w7 : i32
      memref.store %s7, %sum[%i0] : memref<1xi32>
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%sum : memref<1xi32>, 0, 1) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%input: memref<8xi32>, %result: memref<1xi32>) {
      %in = aiex.dma_configure_task(%t00, MM2S, 0) {
        aie.dma_bd(%input : memref<8xi32>, 0, 8) {bd_id = 1 : i32}
        aie.end
      }
      %out = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<1xi32>, 0, 1) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%in)
      aiex.dma_start_task(%out)
      aiex.dma_await_task(%out)
    }
  }
}
