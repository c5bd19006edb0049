// Designs the deadlock check must pass without a diagnostic.
// RUN: aiec --split-input-file %s --aie-objectFifo-stateful-transform --aie-check-deadlock -o %t 2>&1 | FileCheck %s --allow-empty
// RUN: aiec --split-input-file %s --aie-objectFifo-stateful-transform --aie-check-deadlock | FileCheck %s --check-prefix=OUT
// CHECK-NOT: {{error|warning}}
// OUT-COUNT-8: aie.device(npu1)

// The lowered design every hang test starts from: 4 blocks in, 4 out.
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %in_buf = aie.buffer(%t02) {sym_name = "in_buf"} : memref<8xi32>
    %out_buf = aie.buffer(%t02) {sym_name = "out_buf"} : memref<8xi32>
    %in_prod = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "in_prod"}
    %in_cons = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "in_cons"}
    %out_prod = aie.lock(%t02, 2) {init = 1 : i32, sym_name = "out_prod"}
    %out_cons = aie.lock(%t02, 3) {init = 0 : i32, sym_name = "out_cons"}
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @in(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        aie.use_lock(%in_cons, AcquireGreaterEqual, 1)
        aie.use_lock(%out_prod, AcquireGreaterEqual, 1)
        aie.use_lock(%in_prod, Release, 1)
        aie.use_lock(%out_cons, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%in_prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%in_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%in_cons, Release, 1)
      aie.next_bd ^in
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%out_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%out_prod, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }
    aie.runtime_sequence(%a: memref<32xi32>, %b: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}

// -----

// The core loops forever (0xFFFFFFFF iterations): what matters is that the
// runtime sequence's wait completes, and it does.
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %in_buf = aie.buffer(%t02) {sym_name = "in_buf"} : memref<8xi32>
    %out_buf = aie.buffer(%t02) {sym_name = "out_buf"} : memref<8xi32>
    %in_prod = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "in_prod"}
    %in_cons = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "in_cons"}
    %out_prod = aie.lock(%t02, 2) {init = 1 : i32, sym_name = "out_prod"}
    %out_cons = aie.lock(%t02, 3) {init = 0 : i32, sym_name = "out_cons"}
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @in(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cmax = arith.constant 4294967295 : index
      scf.for %i = %c0 to %cmax step %c1 {
        aie.use_lock(%in_cons, AcquireGreaterEqual, 1)
        aie.use_lock(%out_prod, AcquireGreaterEqual, 1)
        aie.use_lock(%in_prod, Release, 1)
        aie.use_lock(%out_cons, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%in_prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%in_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%in_cons, Release, 1)
      aie.next_bd ^in
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%out_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%out_prod, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }
    aie.runtime_sequence(%a: memref<32xi32>, %b: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}

// -----

// An object FIFO of depth 1 acquired 2 at a time: the lowering gives the core's
// end depth 3 (largest acquire + 1), so nothing hangs.
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 2) : !aie.objectfifosubview<memref<8xi32>>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        aie.objectfifo.release @in(Consume, 2)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}

// -----

// A missing release (as in missing-release.mlir), but the runtime sequence
// writes a DMA register itself: the model does not follow it, so the device
// is not checked.
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %in_buf = aie.buffer(%t02) {sym_name = "in_buf"} : memref<8xi32>
    %out_buf = aie.buffer(%t02) {sym_name = "out_buf"} : memref<8xi32>
    %in_prod = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "in_prod"}
    %in_cons = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "in_cons"}
    %out_prod = aie.lock(%t02, 2) {init = 1 : i32, sym_name = "out_prod"}
    %out_cons = aie.lock(%t02, 3) {init = 0 : i32, sym_name = "out_cons"}
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @in(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        aie.use_lock(%in_cons, AcquireGreaterEqual, 1)
        aie.use_lock(%out_prod, AcquireGreaterEqual, 1)
        aie.use_lock(%in_prod, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%in_prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%in_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%in_cons, Release, 1)
      aie.next_bd ^in
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%out_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%out_prod, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }
    aie.runtime_sequence(%a: memref<32xi32>, %b: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<32xi32>
      aiex.npu.write32 {address = 0x1D000 : ui32, column = 0 : i32, row = 2 : i32, value = 1 : ui32}
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}

// -----

// A missing release without a runtime sequence: the host may release any lock,
// nothing to prove.
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %in_buf = aie.buffer(%t02) {sym_name = "in_buf"} : memref<8xi32>
    %out_buf = aie.buffer(%t02) {sym_name = "out_buf"} : memref<8xi32>
    %in_prod = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "in_prod"}
    %in_cons = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "in_cons"}
    %out_prod = aie.lock(%t02, 2) {init = 1 : i32, sym_name = "out_prod"}
    %out_cons = aie.lock(%t02, 3) {init = 0 : i32, sym_name = "out_cons"}
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @in(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        aie.use_lock(%in_cons, AcquireGreaterEqual, 1)
        aie.use_lock(%out_prod, AcquireGreaterEqual, 1)
        aie.use_lock(%in_prod, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%in_prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%in_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%in_cons, Release, 1)
      aie.next_bd ^in
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%out_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%out_prod, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }
  }
}

// -----

// A loop count known only at run time may be any number: the run that
// loops 4 times completes.
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %in_buf = aie.buffer(%t02) {sym_name = "in_buf"} : memref<8xi32>
    %out_buf = aie.buffer(%t02) {sym_name = "out_buf"} : memref<8xi32>
    %in_prod = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "in_prod"}
    %in_cons = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "in_cons"}
    %out_prod = aie.lock(%t02, 2) {init = 1 : i32, sym_name = "out_prod"}
    %out_cons = aie.lock(%t02, 3) {init = 0 : i32, sym_name = "out_cons"}
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @in(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = memref.load %in_buf[%c0] : memref<8xi32>
      %c4 = arith.index_cast %n : i32 to index
      scf.for %i = %c0 to %c4 step %c1 {
        aie.use_lock(%in_cons, AcquireGreaterEqual, 1)
        aie.use_lock(%out_prod, AcquireGreaterEqual, 1)
        aie.use_lock(%in_prod, Release, 1)
        aie.use_lock(%out_cons, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%in_prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%in_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%in_cons, Release, 1)
      aie.next_bd ^in
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%out_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%out_prod, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }
    aie.runtime_sequence(%a: memref<32xi32>, %b: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}

// -----

// A placeholder core (`aie.core { aie.end }`, its code not in the design):
// the locks of its tile never block.
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {%t00}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%t02) {
      aie.end
    }
    aie.runtime_sequence(%a: memref<16xi32>, %b: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<16xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}

// -----

// Packets from a shim channel no packet flow starts at (control packets a
// column overlay may route to the tiles' control ports, which write locks):
// the device is not checked.
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %buf = aie.buffer(%t02) {sym_name = "buf"} : memref<8xi32>
    %ready = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "ready"}
    %done = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "done"}
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @ctrl(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%ready, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<8xi32>, 0, 8)
      aie.use_lock(%done, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }
    aie.runtime_sequence(%c: memref<2xi32>, %b: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<8xi32>
      aiex.npu.dma_memcpy_nd(%c[0, 0, 0, 0][1, 1, 1, 2][0, 0, 0, 1], packet = <pkt_id = 27, pkt_type = 1>) {id = 0 : i64, issue_token = true, metadata = @ctrl} : memref<2xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
