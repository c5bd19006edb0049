// A task BD with five constant dimensions: the outer two, [2 x 2] at strides
// 100 and 40, are iterated, one run per index, and the task's 8 runs are two
// passes over them. A BD holds one iteration dimension, so
// --aie-decompose-large-dma-bd (in the default pipeline) splits the
// outermost off: two tasks at offsets 0 and 100, each iterating [2] at
// stride 40 twice (repeat count 1), started in turn for each pass; only the
// last start issues the token; the pushes after the first go out after the
// last start of their round (the fill's). The host receives the four rows of 16 words
// at offsets 0, 40, 100, 140, twice: out[16k + j] = in[o(k mod 4) + j].
// RUN: aiec --aie-decompose-large-dma-bd %s | FileCheck %s --check-prefix=SPLIT
// SPLIT:      %[[P0:.*]] = aiex.dma_configure_task(%{{.*}}, MM2S, 0) {
// SPLIT-NEXT:   aie.dma_bd(%arg0 : memref<256xi32> offset = 0 len = 16 sizes = [2, 1, 1, 16] strides = [40, 0, 0, 1])
// SPLIT-NEXT:   aie.end
// SPLIT-NEXT: } {repeat_count = 1 : i32}
// SPLIT-NEXT: aiex.dma_start_task(%[[P0]])
// SPLIT-NEXT: %[[F:.*]] = aiex.dma_configure_task(%{{.*}}, S2MM, 0) {
// SPLIT:      aiex.dma_start_task(%[[F]])
// SPLIT-NEXT: %[[P1:.*]] = aiex.dma_configure_task(%{{.*}}, MM2S, 0) {
// SPLIT-NEXT:   aie.dma_bd(%arg0 : memref<256xi32> offset = 100 len = 16 sizes = [2, 1, 1, 16] strides = [40, 0, 0, 1])
// SPLIT-NEXT:   aie.end
// SPLIT-NEXT: } {issue_token = true, repeat_count = 1 : i32}
// SPLIT-NEXT: aiex.dma_start_task(%[[P1]]) {no_token}
// SPLIT-NEXT: aiex.dma_start_task(%[[P0]])
// SPLIT-NEXT: aiex.dma_start_task(%[[P1]])
// SPLIT-NEXT: aiex.dma_await_task(%[[P1]])
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<256i', *range(256)))" > %t.in
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<128i', *[[0, 40, 100, 140][(k // 16) %% 4] + k %% 16 for k in range(128)]))" > %t.want
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.want | FileCheck %s
// CHECK: argument 1 = [0, 1, 2, 3, 4, 5, 6, 7, …] (128 × i32): matches
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %buf = aie.buffer(%core) {sym_name = "buf"} : memref<128xi32>
    aie.flow(%shim, DMA : 0, %core, DMA : 0)
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    aie.runtime_sequence(%a: memref<256xi32>, %b: memref<128xi32>) {
      %send = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%a : memref<256xi32> offset = 0 len = 16 sizes = [2, 2, 1, 1, 16] strides = [100, 40, 0, 0, 1])
        aie.end
      } {issue_token = true, repeat_count = 7 : i32}
      aiex.dma_start_task(%send)
      %fill = aiex.dma_configure_task(%core, S2MM, 0) {
        aie.dma_bd(%buf : memref<128xi32> offset = 0 len = 128)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%fill)
      aiex.dma_await_task(%send)
      aiex.dma_await_task(%fill)
      %rows = aiex.dma_configure_task(%core, MM2S, 0) {
        aie.dma_bd(%buf : memref<128xi32> offset = 0 len = 128)
        aie.end
      }
      %back = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%b : memref<128xi32> offset = 0 len = 128)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%rows)
      aiex.dma_start_task(%back)
      aiex.dma_await_task(%back)
    }
  }
}
