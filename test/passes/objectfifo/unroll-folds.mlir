// After its unrolling, mlir-aie's --aie-objectFifo-unroll folds the device
// (canonicalize, SCCP, canonicalize), and so does aiec's: the constants of
// each core and DMA program gather, merged, at its start (here the core's,
// written after its acquires, and one lock value per DMA program), and a
// contiguous runtime transfer takes its linear form. Without the pass, the
// stateful transform leaves them where it writes them.
// RUN: aiec --aie-objectFifo-stateful-transform --aie-objectFifo-unroll %s | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform --aie-objectFifo-unroll %s | FileCheck %s --check-prefix=SEQ
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=ONLY

// CHECK-LABEL: aie.core(%tile_0_2)
// CHECK-NEXT:    arith.constant 1 : i32
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    arith.constant 1 : index
// CHECK-NEXT:    arith.constant 8 : index
// CHECK-NEXT:    arith.constant 12 : i32
// CHECK-NEXT:    aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual
// CHECK-NOT:     arith.constant
// CHECK:         aie.end
// CHECK:       aie.mem(%tile_0_2)
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    aie.dma_start(S2MM, 0
// CHECK-NOT:     arith.constant
// CHECK:         aie.end
// SEQ:         aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1])

// ONLY-LABEL:  aie.core(%tile_0_2)
// ONLY:          aie.use_lock
// ONLY:          arith.constant 12 : i32
// ONLY:        aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 8, 8][0, 0, 8, 1])
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%t2}, 2 : i32) : !aie.objectfifo<memref<8x8xi32>>
    aie.objectfifo @out(%t2, {%shim}, 2 : i32) : !aie.objectfifo<memref<8x8xi32>>
    %core = aie.core(%t2) {
      %a = aie.objectfifo.acquire @in(Consume, 1) : memref<8x8xi32>
      %b = aie.objectfifo.acquire @out(Produce, 1) : memref<8x8xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c12 = arith.constant 12 : i32
      scf.for %i = %c0 to %c8 step %c1 {
        %v = memref.load %a[%i, %c0] : memref<8x8xi32>
        %w = arith.addi %v, %c12 : i32
        memref.store %w, %b[%i, %c0] : memref<8x8xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%x: memref<8x8xi32>, %y: memref<8x8xi32>) {
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 8, 8][0, 0, 8, 1]) {id = 0 : i64, metadata = @in} : memref<8x8xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 8, 8][0, 0, 8, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<8x8xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
