// A buffer of block floating-point elements (mlir-aie's !aiex.bfp, as its
// block_datatypes examples hand them to kernels) passes to kernels as its
// bytes: two v8bfp16ebs8 blocks are 18 bytes, which one kernel fills and
// another sums (1 + 2 + ... + 18 = 171). The core's own loads of such
// elements stay refused.
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/kernels/blocks.c --kernel-cache %t.cache --output 0=%t.bin | FileCheck %s
// CHECK: argument 0 = [171, 18] (2 × i32)
module {
  aie.device(npu2) {
    func.func private @fill_blocks(memref<2x!aiex.bfp<"v8bfp16ebs8">>) attributes {link_with = "blocks.o"}
    func.func private @sum_blocks(memref<2x!aiex.bfp<"v8bfp16ebs8">>, memref<2xi32>) attributes {link_with = "blocks.o"}
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %blocks = aie.buffer(%t02) {address = 1024 : i32, sym_name = "blocks"} : memref<2x!aiex.bfp<"v8bfp16ebs8">>
    %out = aie.buffer(%t02) {address = 2048 : i32, sym_name = "out"} : memref<2xi32>
    %done = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "done"}
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %core = aie.core(%t02) {
      func.call @fill_blocks(%blocks) : (memref<2x!aiex.bfp<"v8bfp16ebs8">>) -> ()
      func.call @sum_blocks(%blocks, %out) : (memref<2x!aiex.bfp<"v8bfp16ebs8">>, memref<2xi32>) -> ()
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<2xi32>, 0, 2) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<2xi32>) {
      %t = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<2xi32>, 0, 2) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
