// A kernel that reaches a construct the host AIE API does not simulate
// stops the run with an error naming the kernel and the construct, as the
// table of what is not simulated gives it (docs/host-programs.md), and
// aie-sim exits with 1; the process is not aborted. The same kernel runs
// where the construct is simulated: aie::transpose of a 4 x 4 matrix.
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/kernels/transpose16.cc --kernel-cache %t.cache --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [0, 4, 8, 12, 1, 5, 9, 13, …] (16 × i32)
// RUN: sed 's/%cols = arith.constant 4/%cols = arith.constant 8/' %s > %t.mlir
// RUN: not aie-sim %t.mlir --kernel-src %S/Inputs/kernels/transpose16.cc --kernel-cache %t.cache > %t.log 2>&1
// RUN: FileCheck %s --check-prefix=ERR < %t.log
// ERR: aie-sim: error: core (0, 2) ({{.*}}.mlir:[[@LINE+13]]:7): kernel @transpose16: `aie::transpose` is not simulated: rows x cols other than the vector's size
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %in = aie.buffer(%t02) {address = 1024 : i32, sym_name = "in"} : memref<16xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]>
    %out = aie.buffer(%t02) {address = 2048 : i32, sym_name = "out"} : memref<16xi32>
    %done = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "done"}
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    func.func private @transpose16(memref<16xi32>, memref<16xi32>, i32, i32) attributes {link_with = "transpose16.o"}
    %core = aie.core(%t02) {
      %rows = arith.constant 4 : i32
      %cols = arith.constant 4 : i32
      func.call @transpose16(%in, %out, %rows, %cols) : (memref<16xi32>, memref<16xi32>, i32, i32) -> ()
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
