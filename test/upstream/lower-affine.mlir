// --upstream-pipeline runs upstream MLIR's passes on the design through
// melior: lower-affine turns the core's affine.for / affine.apply /
// affine.load / affine.store into scf.for, arith and memref ops, and aiec
// compiles and simulates the result like its own input. Word i of the
// output is 3 * i + 1 plus the input word i (zero here).
// REQUIRES: mlir
// RUN: aiec %s --upstream-pipeline=lower-affine | FileCheck %s --check-prefix=LOWERED
// LOWERED: aie.core
// LOWERED: scf.for
// LOWERED: memref.store
// LOWERED-NOT: affine.
// The anchored spelling is the same pipeline.
// RUN: aiec %s --upstream-pipeline='builtin.module(lower-affine)' > %t.anchored.mlir
// RUN: aiec %s --upstream-pipeline=lower-affine -o %t.mlir
// RUN: diff %t.mlir %t.anchored.mlir
// RUN: python3 -c "import sys; sys.stdout.buffer.write(bytes(64))" > %t.in
// RUN: aie-sim %t.mlir --input 0=%t.in --output 1=%t.out | FileCheck %s --check-prefix=SIM
// RUN: aie-sim %s --input 0=%t.in --output 1=%t.direct.out | FileCheck %s --check-prefix=SIM
// SIM: argument 1 = [1, 4, 7, 10, 13, 16, 19, 22, …] (16 × i32)
// RUN: cmp %t.out %t.direct.out
// The lowered design goes on through aiec's own lowering.
// RUN: aiec %s --upstream-pipeline=lower-affine --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM: START_JOB
// An unknown upstream pass is an error that names it.
// RUN: not aiec %s --upstream-pipeline=no-such-pass 2>&1 | FileCheck %s --check-prefix=BADPASS
// BADPASS: error: upstream pipeline 'no-such-pass' failed
// BADPASS-NEXT: help: check the pipeline with `mlir-opt-19
// BADPASS: 'no-such-pass' does not refer to a registered pass
#map = affine_map<(d0) -> (d0 * 3 + 1)>
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%core_tile) {
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      affine.for %i = 0 to 16 {
        %j = affine.apply #map(%i)
        %v = arith.index_cast %j : index to i32
        %x = affine.load %src[%i] : memref<16xi32>
        %s = arith.addi %v, %x : i32
        affine.store %s, %dst[%i] : memref<16xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @run(%input: memref<16xi32>, %output: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
