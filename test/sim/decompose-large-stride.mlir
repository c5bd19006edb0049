// A stride past the BD's step field: a compute tile steps at most 8192
// words, and this task reads two rows of 16 words 9000 words apart out of
// the tile's buffer. --aie-decompose-large-dma-bd (in the default pipeline)
// slices the strided dimension one row at a time, the stride moved into
// each slice's offset (a chain of two BDs); the host receives both rows in
// order: out[16r + j] = in[9000r + j].
// RUN: aiec --aie-decompose-large-dma-bd %s | FileCheck %s --check-prefix=SPLIT
// SPLIT:      aie.dma_bd(%buf : memref<9016xi32> len = 16 sizes = [1, 1, 1, 16] strides = [0, 0, 1, 1])
// SPLIT-NEXT: aie.next_bd ^bb1
// SPLIT:      aie.dma_bd(%buf : memref<9016xi32> offset = 9000 len = 16 sizes = [1, 1, 1, 16] strides = [0, 0, 1, 1])
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<9016i', *range(9016)))" > %t.in
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<32i', *[9000*(k//16)+k%%16 for k in range(32)]))" > %t.want
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.want | FileCheck %s
// CHECK: argument 1 = [0, 1, 2, 3, 4, 5, 6, 7, …] (32 × i32): matches
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %buf = aie.buffer(%core) {sym_name = "buf"} : memref<9016xi32>
    aie.flow(%shim, DMA : 0, %core, DMA : 0)
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    aie.runtime_sequence(%a: memref<9016xi32>, %b: memref<32xi32>) {
      %fill = aiex.dma_configure_task(%core, S2MM, 0) {
        aie.dma_bd(%buf : memref<9016xi32> offset = 0 len = 9016)
        aie.end
      } {issue_token = true}
      %send = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%a : memref<9016xi32> offset = 0 len = 9016)
        aie.end
      }
      aiex.dma_start_task(%fill)
      aiex.dma_start_task(%send)
      aiex.dma_await_task(%fill)
      %rows = aiex.dma_configure_task(%core, MM2S, 0) {
        aie.dma_bd(%buf : memref<9016xi32> offset = 0 len = 32 sizes = [2, 16] strides = [9000, 1])
        aie.end
      }
      %back = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%b : memref<32xi32> offset = 0 len = 32)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%rows)
      aiex.dma_start_task(%back)
      aiex.dma_await_task(%back)
    }
  }
}
