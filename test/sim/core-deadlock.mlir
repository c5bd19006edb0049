// A design whose runtime sequence waits for output but never sends the
// input: the core waits for its input object, and the deadlock report names
// the core's op with its source position, the lock and its value, the DMAs
// waiting for data, and the runtime job's WAIT_TCTS. The compile's static
// deadlock check finds the hang first; -Wno-deadlock leaves it to the run.
// RUN: not aie-sim -Wno-deadlock %s 2>&1 | FileCheck %s
// RUN: not aie-sim %s 2>&1 | FileCheck %s --check-prefix=STATIC
// STATIC: aie-sim: error: '{{.*}}core-deadlock.mlir' does not compile:
// STATIC-NEXT: {{.*}}core-deadlock.mlir:[[@LINE+10]]:5: error: deadlock: S2MM channel 0 of tile (0, 1) waits forever for 64 bytes on S2MM channel 0 of tile (0, 1) (0 came)
// CHECK: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
// CHECK: column 0 page 1 job 2 pc 0x{{[0-9a-f]+}} WAIT_TCTS: waits for 0 of 1 task-complete token(s) of tile (0, 0) actor 0
// CHECK: array: DMA (0, 0) S2MM 0: BD {{[0-9]+}}: waits for stream data (64 word(s) left of 64)
// CHECK: array: core (0, 2): waits at aie.use_lock ({{.*}}core-deadlock.mlir:31:9) for lock 3 of (0, 2) (@in_core_cons_cons_lock_0): value 0, AcquireGreaterEqual 1
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in_core(%mem, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@in] -> [@in_core]([] [])
    aie.objectfifo @out_core(%core_tile, {%mem}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%mem, {%shim}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@out_core] -> [@out]([] [])
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c41 = arith.constant 41 : i32
      scf.for %block = %c0 to %c8 step %c1 {
        %a = aie.objectfifo.acquire @in_core(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        %b = aie.objectfifo.acquire @out_core(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        scf.for %i = %c0 to %c8 step %c1 {
          %v = memref.load %src[%i] : memref<8xi32>
          %w = arith.addi %v, %c41 : i32
          memref.store %w, %dst[%i] : memref<8xi32>
        }
        aie.objectfifo.release @in_core(Consume, 1)
        aie.objectfifo.release @out_core(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
