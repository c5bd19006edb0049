// A runtime sequence with a constant loop, run end to end: the default
// pipeline unrolls it (--aie-unroll-runtime-sequence-loops), so the ELF holds
// three copies of the body. Input tasks are a one-behind ping-pong (each copy
// frees the task of the copy before, carried through iter_args); an scf.if
// on the induction variable sends the second object to %z. The core adds
// 1 + 10 * k to object k (k = 0..3), so %y ends with the last object
// (x + 31) and %z holds the second (x + 11).
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(16)))" > %t.in
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(31, 47)))" > %t.y
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(11, 27)))" > %t.z
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aie-sim %t.elf --cores %s --input 0=%t.in --expect 1=%t.y --expect 2=%t.z | FileCheck %s
// CHECK: argument 1 = [31, 32, 33, 34, 35, 36, 37, 38, …] (16 × i32): matches
// CHECK: argument 2 = [11, 12, 13, 14, 15, 16, 17, 18, …] (16 × i32): matches
// Three copies: the BDs of four input tasks (argument 0; one before the
// loop) and of four output transfers (arguments 1 and 2), in sequence order.
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM: START_JOB 2
// ASM: APPLY_OFFSET_57 {{.*}}, 1, 0x0000
// ASM: APPLY_OFFSET_57 {{.*}}, 1, 0x0001
// ASM: APPLY_OFFSET_57 {{.*}}, 1, 0x0000
// ASM: APPLY_OFFSET_57 {{.*}}, 1, 0x0002
// ASM: APPLY_OFFSET_57 {{.*}}, 1, 0x0000
// ASM: APPLY_OFFSET_57 {{.*}}, 1, 0x0001
// ASM: APPLY_OFFSET_57 {{.*}}, 1, 0x0000
// ASM: APPLY_OFFSET_57 {{.*}}, 1, 0x0001
// ASM-NOT: APPLY_OFFSET_57
// A loop on a run-time value does not compile (yet): the BD-id assignment says why.
// RUN: not aiec %S/Inputs/runtime-bound-loop.mlir --emit=ctrl-elf -o %t.bad.elf 2>&1 | FileCheck %s --check-prefix=ROLLED
// ROLLED: runtime-bound-loop.mlir:8:5: error: 'scf.for' op Runtime-valued control flow in a runtime sequence is not supported
// ROLLED: help: this loop's upper bound is not a constant
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %forever = arith.constant 1000000000 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %ten = arith.constant 10 : i32
      %n = scf.for %i = %c0 to %forever step %c1 iter_args(%k = %zero) -> (i32) {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %v = vector.load %src[%c0] : memref<16xi32>, vector<16xi32>
        %tens = arith.muli %k, %ten : i32
        %d = arith.addi %tens, %one : i32
        %dv = vector.broadcast %d : i32 to vector<16xi32>
        %w = arith.addi %v, %dv : vector<16xi32>
        vector.store %w, %dst[%c0] : memref<16xi32>, vector<16xi32>
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
        %next = arith.addi %k, %one : i32
        scf.yield %next : i32
      }
      aie.end
    }
    aie.runtime_sequence @seq(%x: memref<16xi32>, %y: memref<16xi32>, %z: memref<16xi32>) {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %first = aiex.dma_configure_task_for @in {
        aie.dma_bd(%x : memref<16xi32>, 0, 16)
        aie.end
      }
      aiex.dma_start_task(%first)
      %last = scf.for %i = %c1 to %c4 step %c1 iter_args(%prev = %first) -> (index) {
        %second = arith.cmpi eq, %i, %c2 : index
        scf.if %second {
          aiex.npu.dma_memcpy_nd(%z[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<16xi32>
        } else {
          aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<16xi32>
        }
        aiex.npu.dma_wait {symbol = @out}
        %t = aiex.dma_configure_task_for @in {
          aie.dma_bd(%x : memref<16xi32>, 0, 16)
          aie.end
        }
        aiex.dma_start_task(%t)
        aiex.dma_free_task(%prev)
        scf.yield %t : index
      }
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
      aiex.dma_free_task(%last)
    }
  }
}
