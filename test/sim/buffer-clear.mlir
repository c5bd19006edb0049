// aiex.buffer_clear zeros words of a tile's data memory from the runtime
// sequence: the core tile's MM2S sends @data once as loaded, the sequence
// clears its middle two words and opens the lock again, and the second
// send carries the zeros. Without the clear both sends are the same (SAME).
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [5, 6, 7, 8, 5, 0, 0, 8] (8 × i32)
// RUN: sed -e 's/^ *aiex.buffer_clear(.*$//' %s > %t.noclear.mlir
// RUN: aie-sim %t.noclear.mlir --output 0=%t.same | FileCheck %s --check-prefix=SAME
// SAME: argument 0 = [5, 6, 7, 8, 5, 6, 7, 8] (8 × i32)
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %go = aie.lock(%core, 0) {init = 1 : i32, sym_name = "go"}
    %data = aie.buffer(%core) {sym_name = "data", address = 1024 : i32} : memref<4xi32> = dense<[5, 6, 7, 8]>
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    %mem = aie.mem(%core) {
      %s = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.dma_bd(%data : memref<4xi32> offset = 0 len = 4) {bd_id = 0 : i32}
      aie.next_bd ^send
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%arg0: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<8xi32>
      aiex.npu.dma_wait {symbol = @out}
      aiex.buffer_clear(%core, 1028, 2)
      aiex.set_lock(%go, 1)
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 4][1, 1, 1, 4][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @out} : memref<8xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
