// Core bodies on the cascade: core (0, 3) puts a vector<16xi32> (one
// 512-bit word, lane 0 in the lowest bytes) and then an i32-lane vector
// built from it; core (0, 2), whose input is North, takes both and adds
// them. The output is 2 * in + 1.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [1, 3, 5, 7, 9, 11, 13, 15, …] (16 × i32)
// RUN: od -An -t d4 -w64 -v %t.out | tr -s ' ' | FileCheck %s --check-prefix=ALL
// ALL: 1 3 5 7 9 11 13 15 17 19 21 23 25 27 29 31
//
// Core (0, 3) marks each put with instruction event 1, as a trace shows.
// RUN: aie-sim %s --trace-text %t.trace > /dev/null
// RUN: FileCheck %s --check-prefix=EVENT < %t.trace
// EVENT-COUNT-2: tile (0, 3) core: INSTR_EVENT_1
//
// A value that is not one cascade word does not compile.
// RUN: sed 's/cascade(%w : vector<16xi32>)/cascade(%c0i : i32)/' %s > %t.mlir
// RUN: not aie-sim %t.mlir 2>&1 | FileCheck %s --check-prefix=WIDTH
// WIDTH: .mlir:[[@LINE+19]]:7: error: 'aie.put_cascade' op type must match architecture cascade width (512 bits in AIE2)
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.cascade_flow(%t03, %t02)
    %in = aie.buffer(%t03) {sym_name = "in"} : memref<16xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]>
    %out = aie.buffer(%t02) {sym_name = "out"} : memref<16xi32>
    %done = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "done"}
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %core3 = aie.core(%t03) {
      %c0 = arith.constant 0 : index
      %c0i = arith.constant 0 : i32
      %one = arith.constant dense<1> : vector<16xi32>
      %v = vector.load %in[%c0] : memref<16xi32>, vector<16xi32>
      aie.put_cascade(%v : vector<16xi32>)
      aie.event(1)
      %w = arith.addi %v, %one : vector<16xi32>
      aie.put_cascade(%w : vector<16xi32>)
      aie.event(1)
      aie.end
    }
    %core2 = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %a = aie.get_cascade() : vector<16xi32>
      %b = aie.get_cascade() : vector<16xi32>
      %s = arith.addi %a, %b : vector<16xi32>
      vector.store %s, %out[%c0] : memref<16xi32>, vector<16xi32>
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<16xi32>) {
      %t = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
