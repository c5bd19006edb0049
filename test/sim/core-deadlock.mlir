// A design whose runtime sequence waits for output but never sends the
// input: the core waits for its input object. The report's root cause is the
// chain's core and the shim channel without a task at its end, then the
// wait-for graph from the runtime job on, with the design's names; it names
// the core's op with its source position, the lock and its value, the DMAs
// waiting for data, and the runtime job's WAIT_TCTS. The compile's static
// deadlock check finds the hang first; -Wno-deadlock leaves it to the run.
// RUN: not aie-sim -Wno-deadlock %s 2>&1 | FileCheck %s
// RUN: not aie-sim %s 2>&1 | FileCheck %s --check-prefix=STATIC
// STATIC: aie-sim: error: '{{.*}}core-deadlock.mlir' does not compile:
// STATIC-NEXT: {{.*}}core-deadlock.mlir:[[@LINE+22]]:5: error: deadlock: S2MM channel 0 of tile (0, 1) waits forever for 64 bytes on S2MM channel 0 of tile (0, 1) (0 came)
// CHECK: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
// CHECK-NEXT: root cause: core (0, 2) never releases @out_core_cons_lock_0: it waits at {{.*}}core-deadlock.mlir:[[@LINE+32]]:9 (%a = aie.objectfifo.acquire @in_core(Consume, 1)) on @in_core_cons_cons_lock_0, which never comes: 3 wait(s) further on, DMA (0, 1) S2MM 0 BD 0 (@in_cons_buff_0) waits for stream data, which only DMA (0, 0) MM2S 0 sends, and it has no task: the runtime sequence never gives it one
// CHECK-NEXT: wait-for graph (→ waits for, ← given by):
// CHECK-NEXT: column 0 job 2 (WAIT_TCTS) → a task-complete token of DMA (0, 0) S2MM 0 ← DMA (0, 0) S2MM 0 BD 1
// CHECK-NEXT: DMA (0, 0) S2MM 0 BD 1 → stream data (64 word(s) left of 64) ← DMA (0, 1) MM2S 1 BD 26
// CHECK-NEXT: DMA (0, 1) MM2S 1 BD 26 → @out_cons_lock_0 (object FIFO out at {{.*}}core-deadlock.mlir:[[@LINE+20]]:5, lock 1 of (0, 1)) = 0, AcquireGreaterEqual 1 ← DMA (0, 1) S2MM 1 BD 24 (@out_buff_0)
// CHECK: column 0 page 1 job 2 pc 0x{{[0-9a-f]+}} WAIT_TCTS: waits for 0 of 1 task-complete token(s) of tile (0, 0) actor 0
// The same names with the ELF and --cores; without --cores, ids only, and
// the core, which has no body, as the one that would release the lock.
// RUN: aiec -Wno-deadlock %s --emit=ctrl-elf -o %t.elf
// RUN: not aie-sim -Wno-deadlock %t.elf --cores %s 2>&1 | FileCheck %s --check-prefix=CORES
// CORES: root cause: core (0, 2) never releases @out_core_cons_lock_0: it waits at {{.*}}core-deadlock.mlir:{{[0-9]+}}:9 (%a = aie.objectfifo.acquire @in_core(Consume, 1)) on @in_core_cons_cons_lock_0
// RUN: not aie-sim %t.elf 2>&1 | FileCheck %s --check-prefix=ELF
// ELF: root cause: column 0 job 2 (WAIT_TCTS) waits on a task-complete token of DMA (0, 0) S2MM 0, which never comes: 4 wait(s) further on, DMA (0, 2) MM2S 0 BD 2 waits for lock 1 of (0, 2), which only core (0, 2) releases lock 1 of (0, 2), and it has no core body (aie-sim --cores design.mlir gives the bodies)
// CHECK: array: DMA (0, 0) S2MM 0: BD {{[0-9]+}}: waits for stream data (64 word(s) left of 64)
// CHECK: array: core (0, 2): waits at aie.use_lock ({{.*}}core-deadlock.mlir:[[@LINE+18]]:9) for lock 3 of (0, 2) (@in_core_cons_cons_lock_0): value 0, AcquireGreaterEqual 1
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
