// A task run 300 times: past a queue push's 256, so --aie-split-long-repeats
// (in the default pipeline) issues it as a push of 256 runs without the
// token and one of 44 with it; the await returns after the last. A compute
// tile receives the 4 words 300 times over and sends them back:
// out[k] = in[k mod 4].
// RUN: aiec --aie-split-long-repeats %s | FileCheck %s --check-prefix=SPLIT
// SPLIT:      aiex.dma_start_task(%[[T:.*]]) {no_token, repeat_count = 255 : i32}
// SPLIT-NEXT: aiex.dma_start_task(%[[T]]) {repeat_count = 43 : i32}
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<4i', 7, 8, 9, 10))" > %t.in
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<1200i', *[7 + k %% 4 for k in range(1200)]))" > %t.want
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.want | FileCheck %s
// CHECK: argument 1 = [7, 8, 9, 10, 7, 8, 9, 10, …] (1200 × i32): matches
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %buf = aie.buffer(%core) {sym_name = "buf"} : memref<1200xi32>
    aie.flow(%shim, DMA : 0, %core, DMA : 0)
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    aie.runtime_sequence(%a: memref<4xi32>, %b: memref<1200xi32>) {
      %fill = aiex.dma_configure_task(%core, S2MM, 0) {
        aie.dma_bd(%buf : memref<1200xi32> offset = 0 len = 1200)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%fill)
      %send = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%a : memref<4xi32> offset = 0 len = 4)
        aie.end
      } {issue_token = true, repeat_count = 299 : i32}
      aiex.dma_start_task(%send)
      aiex.dma_await_task(%send)
      aiex.dma_await_task(%fill)
      %rows = aiex.dma_configure_task(%core, MM2S, 0) {
        aie.dma_bd(%buf : memref<1200xi32> offset = 0 len = 1200)
        aie.end
      }
      %back = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%b : memref<1200xi32> offset = 0 len = 1200)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%rows)
      aiex.dma_start_task(%back)
      aiex.dma_await_task(%back)
    }
  }
}
