// mlir-aie's BD pool end to end: the default pipeline replays the pool at
// compile time (--aie-resolve-bd-pool), so each pop is the id mlir-aie's
// runtime pool would give. Two chunks pass through a core that adds 1; the
// first chunk's tasks pop ids 0 (input) and 1 (output); both are pushed back,
// 1 last, so the second chunk's input pops 1 and its output 0.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<32i', *range(32)))" > %t.in
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<32i', *range(1, 33)))" > %t.out
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.out | FileCheck %s
// CHECK: argument 1 = [1, 2, 3, 4, 5, 6, 7, 8, …] (32 × i32): matches
// The shim BDs (0x1D000 + 32 * id) and queue pushes (MM2S 0 at 0x1D214,
// S2MM 0 at 0x1D204; the id in the low bits) of the two chunks, in order.
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM: WRITE_32               0x0001d214, 0x80000000
// ASM-NEXT: WRITE_32               0x0001d204, 0x80000001
// ASM: WRITE_32               0x0001d214, 0x80000001
// ASM-NEXT: WRITE_32               0x0001d204, 0x80000000
// ASM: UC_DMA_BD       0, 0x0001d000, @{{.*}}, 8, 0, 0
// ASM: UC_DMA_BD       0, 0x0001d020, @{{.*}}, 8, 0, 0
// ASM: UC_DMA_BD       0, 0x0001d020, @{{.*}}, 8, 0, 0
// ASM: UC_DMA_BD       0, 0x0001d000, @{{.*}}, 8, 0, 0
// A pop in a loop on a run-time value does not compile: its id is not known.
// RUN: not aiec %S/Inputs/runtime-bound-pool.mlir --emit=ctrl-elf -o %t.bad.elf 2>&1 | FileCheck %s --check-prefix=ROLLED
// ROLLED: runtime-bound-pool.mlir:9:7: error: 'aiex.dma_bd_pool_pop' op draws on the BD pool inside run-time control flow
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
      %one = arith.constant 1 : i32
      scf.for %i = %c0 to %forever step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %v = vector.load %src[%c0] : memref<16xi32>, vector<16xi32>
        %ones = vector.broadcast %one : i32 to vector<16xi32>
        %w = arith.addi %v, %ones : vector<16xi32>
        vector.store %w, %dst[%c0] : memref<16xi32>, vector<16xi32>
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence @seq(%x: memref<32xi32>, %y: memref<32xi32>) {
      %a = aiex.dma_bd_pool_pop(0, 0) : i32
      %in0 = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %a : i32 {
        aie.dma_bd(%x : memref<32xi32> offset = 0 len = 16)
        aie.end
      } {issue_token = true}
      %b = aiex.dma_bd_pool_pop(0, 0) : i32
      %out0 = aiex.dma_configure_task(%shim, S2MM, 0) bd_id %b : i32 {
        aie.dma_bd(%y : memref<32xi32> offset = 0 len = 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%in0)
      aiex.dma_start_task(%out0)
      aiex.dma_await_task(%out0)
      aiex.dma_await_task(%in0)
      aiex.dma_bd_pool_push(0, 0) bd_id %a : i32
      aiex.dma_bd_pool_push(0, 0) bd_id %b : i32
      %c = aiex.dma_bd_pool_pop(0, 0) : i32
      %in1 = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %c : i32 {
        aie.dma_bd(%x : memref<32xi32> offset = 16 len = 16)
        aie.end
      } {issue_token = true}
      %d = aiex.dma_bd_pool_pop(0, 0) : i32
      %out1 = aiex.dma_configure_task(%shim, S2MM, 0) bd_id %d : i32 {
        aie.dma_bd(%y : memref<32xi32> offset = 16 len = 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%in1)
      aiex.dma_start_task(%out1)
      aiex.dma_await_task(%out1)
      aiex.dma_await_task(%in1)
    }
  }
}
