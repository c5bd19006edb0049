// An oversized non-contiguous transfer: 1031 pairs of words with a stride of
// 3 (1031 exceeds a shim BD's 10-bit wrap and is prime, so it cannot be
// factored). --aie-decompose-large-dma-bd (in the default pipeline) slices
// it into 1023 and 8 pairs on two BDs; the mem tile receives every pair in
// order and sends them back: out[2i + j] = in[3i + j].
// RUN: aiec --aie-decompose-large-dma-bd %s | FileCheck %s --check-prefix=SPLIT
// SPLIT: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1023, 2][0, 0, 3, 1]) {id = 0 : i64, issue_token = false, metadata = @in}
// SPLIT: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 1023, 0][1, 1, 8, 2][0, 0, 3, 1]) {id = 1 : i64, issue_token = true, metadata = @in}
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<3093i', *range(3093)))" > %t.in
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<2062i', *[3*(k//2)+k%%2 for k in range(2062)]))" > %t.want
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.want | FileCheck %s
// CHECK: argument 1 = [0, 1, 3, 4, 6, 7, 9, 10, …] (2062 × i32): matches
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %buf = aie.buffer(%mem) {sym_name = "buf"} : memref<2062xi32>
    %full = aie.lock(%mem, 0) {init = 0 : i32, sym_name = "full"}
    %empty = aie.lock(%mem, 1) {init = 1 : i32, sym_name = "empty"}
    aie.flow(%shim, DMA : 0, %mem, DMA : 0)
    aie.flow(%mem, DMA : 0, %shim, DMA : 0)
    %dma = aie.memtile_dma(%mem) {
      %s = aie.dma_start(S2MM, 0, ^in, ^out)
    ^in:
      aie.use_lock(%empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<2062xi32> offset = 0 len = 2062) {bd_id = 0 : i32}
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^end
    ^out:
      %t = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<2062xi32> offset = 0 len = 2062) {bd_id = 1 : i32}
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @in(%shim, MM2S, 0)
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence(%a: memref<3093xi32>, %b: memref<2062xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 2062][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<2062xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1031, 2][0, 0, 3, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<3093xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
