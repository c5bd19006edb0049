// A transfer sliced into more descriptors than a channel queues (4), both
// ways: 4099 rows of 2 words, 3 apart, out of the host buffer and back into
// another. --aie-decompose-large-dma-bd (in the default pipeline) issues
// each as 5 tasks of 1023, 1023, 1023, 1023 and 7 rows, the token on the
// last; their pushes go out in rounds with the tasks issued alongside, the
// queue polled for room before each push that may find it full. The host
// receives every row where it was: out[3r + j] = in[3r + j] for j < 2, the
// third word of each row untouched (0).
// RUN: aiec --aie-decompose-large-dma-bd %s | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-5: aiex.dma_configure_task(%{{.*}}, MM2S, 0)
// SPLIT:         aie.dma_bd(%arg0 : memref<12296xi32> offset = 12276 len = 14 sizes = [1, 1, 7, 2] strides = [0, 0, 3, 1])
// SPLIT-COUNT-5: aiex.dma_configure_task(%{{.*}}, S2MM, 0)
// SPLIT:         } {issue_token = true}
// SPLIT:         aiex.dma_await_task
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<12296i', *range(12296)))" > %t.in
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<12296i', *[k if k %% 3 < 2 else 0 for k in range(12296)]))" > %t.want
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.want | FileCheck %s
// CHECK: argument 1 = [0, 1, 0, 3, 4, 0, 6, 7, …] (12296 × i32): matches
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %buf = aie.buffer(%core) {sym_name = "buf"} : memref<8198xi32>
    aie.flow(%shim, DMA : 0, %core, DMA : 0)
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    aie.runtime_sequence(%a: memref<12296xi32>, %b: memref<12296xi32>) {
      %fill = aiex.dma_configure_task(%core, S2MM, 0) {
        aie.dma_bd(%buf : memref<8198xi32> offset = 0 len = 8198)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%fill)
      %send = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%a : memref<12296xi32> offset = 0 len = 8198 sizes = [4099, 2] strides = [3, 1])
        aie.end
      }
      aiex.dma_start_task(%send)
      aiex.dma_await_task(%fill)
      %rows = aiex.dma_configure_task(%core, MM2S, 0) {
        aie.dma_bd(%buf : memref<8198xi32> offset = 0 len = 8198)
        aie.end
      }
      %back = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%b : memref<12296xi32> offset = 0 len = 8198 sizes = [4099, 2] strides = [3, 1])
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%rows)
      aiex.dma_start_task(%back)
      aiex.dma_await_task(%back)
      aiex.dma_free_task(%send)
    }
  }
}
