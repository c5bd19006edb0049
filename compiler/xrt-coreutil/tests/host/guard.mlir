// A kernel guarded by aiec's deadlock check (the design of
// test/deadlock/guard-run-time-count.mlir): (in, out, n), 16 words; the
// core adds 1 to n blocks of 4 words, the host waits for 4. The check
// accepts it if n >= 4 and records that in the full ELF's note; the host
// runtime refuses a run with n < 4 instead of running into the hang.
module {
  aie.device(npu1_1col) @main {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %rtp = aie.buffer(%t) {sym_name = "rtp"} : memref<1xi32> = dense<0>
    %inb = aie.buffer(%t) {sym_name = "inb"} : memref<4xi32>
    %outb = aie.buffer(%t) {sym_name = "outb"} : memref<4xi32>
    %in_free = aie.lock(%t, 0) {init = 1 : i32, sym_name = "in_free"}
    %in_full = aie.lock(%t, 1) {init = 0 : i32, sym_name = "in_full"}
    %out_free = aie.lock(%t, 2) {init = 1 : i32, sym_name = "out_free"}
    %out_full = aie.lock(%t, 3) {init = 0 : i32, sym_name = "out_full"}
    %go = aie.lock(%t, 7) {init = 0 : i32, sym_name = "go"}
    aie.flow(%shim, DMA : 0, %t, DMA : 0)
    aie.flow(%t, DMA : 0, %shim, DMA : 0)
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %one = arith.constant dense<1> : vector<4xi32>
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      %n32 = memref.load %rtp[%c0] : memref<1xi32>
      %n = arith.index_cast %n32 : i32 to index
      scf.for %i = %c0 to %n step %c1 {
        aie.use_lock(%in_full, AcquireGreaterEqual, 1)
        aie.use_lock(%out_free, AcquireGreaterEqual, 1)
        %v = vector.load %inb[%c0] : memref<4xi32>, vector<4xi32>
        %w = arith.addi %v, %one : vector<4xi32>
        vector.store %w, %outb[%c0] : memref<4xi32>, vector<4xi32>
        aie.use_lock(%in_free, Release, 1)
        aie.use_lock(%out_full, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t) {
      %s = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%in_free, AcquireGreaterEqual, 1)
      aie.dma_bd(%inb : memref<4xi32>, 0, 4)
      aie.use_lock(%in_full, Release, 1)
      aie.next_bd ^in
    ^next:
      %m = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_full, AcquireGreaterEqual, 1)
      aie.dma_bd(%outb : memref<4xi32>, 0, 4)
      aie.use_lock(%out_free, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @in(%shim, MM2S, 0)
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @sequence(%x: memref<16xi32>, %y: memref<16xi32>, %n: i32) {
      aiex.npu.rtp_write(@rtp, 0, %n) : i32
      aiex.set_lock(%go, 1)
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<16xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
