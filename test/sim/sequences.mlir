// Several runtime sequences in one aie-sim call, as a host program chains
// kernel runs: the sequences run in the order given, on the same array and
// the same argument buffers. @step reads its buffer, the core adds
// 1 + 10 * k (k counts the objects the core has handled: its loop runs on
// between runs) and the result is written back into the same buffer. So a
// second run reads the first one's output and finds the core one object on:
// x + 1, then (x + 1) + 11 = x + 12, then x + 12 + 21 = x + 33.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(16)))" > %t.in
// RUN: aie-sim %s --input 0=%t.in --output 0=%t.out | FileCheck %s --check-prefix=ONCE
// ONCE-NOT: sequence
// ONCE: argument 0 = [1, 2, 3, 4, 5, 6, 7, 8, …] (16 × i32)
// RUN: aie-sim %s --input 0=%t.in --sequence step --sequence step --output 0=%t.out | FileCheck %s --check-prefix=TWICE
// TWICE: aie-sim: sequence step ended at cycle [[FIRST:[0-9]+]]
// TWICE-NEXT: aie-sim: sequence step ended at cycle {{[0-9]+}}
// TWICE: argument 0 = [12, 13, 14, 15, 16, 17, 18, 19, …] (16 × i32)
// RUN: aie-sim %s --input 0=%t.in --sequence step --sequence main:step --sequence step --output 0=%t.out | FileCheck %s --check-prefix=THRICE
// THRICE: argument 0 = [33, 34, 35, 36, 37, 38, 39, 40, …] (16 × i32)
// The ELF runs the same with the design's cores, which also name its sequence.
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aie-sim %t.elf --cores %s --input 0=%t.in --sequence step --sequence step --output 0=%t.out | FileCheck %s --check-prefix=TWICE
// RUN: not aie-sim %t.elf --input 0=%t.in --sequence step 2>&1 | FileCheck %s --check-prefix=NAMELESS
// NAMELESS: aie-sim: error: --sequence step: '{{.*}}.elf' has one runtime sequence (no .note.aiec list of kernels); give --cores with its design to name it
// RUN: not aie-sim %s --sequence run 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: aie-sim: error: --sequence run names no runtime sequence of '{{.*}}sequences.mlir'; it has main:step
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
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
    aie.runtime_sequence @step(%buf: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%buf[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<16xi32>
      aiex.npu.dma_memcpy_nd(%buf[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
