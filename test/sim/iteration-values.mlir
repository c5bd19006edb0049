// A task BD iterating through iteration values (`iteration_size_val`,
// `iteration_stride_val`, the run-time form of #aie.bd_iteration) that
// constants give: they program the BD's iteration fields as the attribute
// does, and run k of the task reads its 4 words at (k mod size) * stride:
// size 4, stride 8 reads rows 0, 8, 16, 24. (Values known only at run time
// take the C++ generator's path: compiler/tests/suite/npu_cpp.rs.)
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<64i', *range(64)))" > %t.in
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<16i', *[8 * (k // 4) + k %% 4 for k in range(16)]))" > %t.want
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.want | FileCheck %s
// CHECK: argument 1 = [0, 1, 2, 3, 8, 9, 10, 11, …] (16 × i32): matches
// RUN: aiec %s --aie-assign-buffer-addresses --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu | FileCheck %s --check-prefix=BD
// BD: aiex.npu.writebd
// BD-SAME: iteration_current = 0 : i32, iteration_size = 3 : i32, iteration_stride = 7 : i32
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %buf = aie.buffer(%core) {sym_name = "buf"} : memref<16xi32>
    aie.flow(%shim, DMA : 0, %core, DMA : 0)
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    aie.runtime_sequence(%a: memref<64xi32>, %b: memref<16xi32>) {
      %n = arith.constant 4 : i32
      %s = arith.constant 8 : i32
      %send = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%a : memref<64xi32> offset = 0 len = 4)
          iteration_size_val %n : i32 iteration_stride_val %s : i32
        aie.end
      } {issue_token = true, repeat_count = 3 : i32}
      aiex.dma_start_task(%send)
      %fill = aiex.dma_configure_task(%core, S2MM, 0) {
        aie.dma_bd(%buf : memref<16xi32> offset = 0 len = 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%fill)
      aiex.dma_await_task(%send)
      aiex.dma_await_task(%fill)
      %rows = aiex.dma_configure_task(%core, MM2S, 0) {
        aie.dma_bd(%buf : memref<16xi32> offset = 0 len = 16)
        aie.end
      }
      %back = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%b : memref<16xi32> offset = 0 len = 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%rows)
      aiex.dma_start_task(%back)
      aiex.dma_await_task(%back)
    }
  }
}
