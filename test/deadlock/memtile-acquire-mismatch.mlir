// A mem tile's S2MM BD releases `cons` once per buffer, but its MM2S BD acquires
// 2 at a time from a single buffer: the MM2S waits for a second buffer that the
// S2MM can only fill after the MM2S frees the first.
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s

// CHECK: {{.*}}.mlir:[[@LINE+25]]:7: error: deadlock: MM2S channel 0 of tile (0, 1) waits forever to acquire 2 of lock `cons` (it holds 1)
// CHECK: {{^}}  help: lock `cons` holds 1 and this takes 2 at once; more comes only after this party's own releases: an object FIFO of depth 1 acquired 2 at a time? make the depth at least 2
// CHECK: {{.*}}.mlir:[[@LINE+16]]:7: note: S2MM channel 0 of tile (0, 1) waits forever to acquire 1 of lock `prod` (it holds 0)

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %buf = aie.buffer(%t01) {sym_name = "buf"} : memref<16xi32>
    %prod = aie.lock(%t01, 0) {init = 1 : i32, sym_name = "prod"}
    %cons = aie.lock(%t01, 1) {init = 0 : i32, sym_name = "cons"}
    aie.flow(%t00, DMA : 0, %t01, DMA : 0)
    aie.flow(%t01, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @in(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %memtile = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(S2MM, 0, ^fill, ^next)
    ^fill:
      aie.use_lock(%prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%cons, Release, 1)
      aie.next_bd ^fill
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^drain, ^end)
    ^drain:
      aie.use_lock(%cons, AcquireGreaterEqual, 2)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%prod, Release, 2)
      aie.next_bd ^drain
    ^end:
      aie.end
    }
    aie.runtime_sequence(%a: memref<64xi32>, %b: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
