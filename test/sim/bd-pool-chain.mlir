// A chain of BDs each drawing its id from the pool (`bd_id_val` on every
// BD after the first, mlir-aie's form since its dynamic BD pool takes
// chains): the default pipeline replays the pool at compile time
// (--aie-resolve-bd-pool), pins each id on its BD, and the chain's next-BD
// fields follow the popped ids. Input pops 0 then 1, output 2 then 3: each
// task's queue push starts its chain's first BD.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<32i', *range(32)))" > %t.in
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<32i', *range(1, 33)))" > %t.out
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.out | FileCheck %s
// CHECK: argument 1 = [1, 2, 3, 4, 5, 6, 7, 8, …] (32 × i32): matches
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM: WRITE_32               0x0001d214, 0x80000000
// ASM-NEXT: WRITE_32               0x0001d204, 0x80000002
// RUN: aiec %s --aie-resolve-bd-pool --aie-assign-runtime-sequence-bd-ids | FileCheck %s --check-prefix=IDS
// IDS:      aie.dma_bd(%arg0 : memref<32xi32> offset = 0 len = 16) {bd_id = 0 : i32}
// IDS:      aie.dma_bd(%arg0 : memref<32xi32> offset = 16 len = 16) {bd_id = 1 : i32}
// IDS:      aie.dma_bd(%arg1 : memref<32xi32> offset = 0 len = 16) {bd_id = 2 : i32}
// IDS:      aie.dma_bd(%arg1 : memref<32xi32> offset = 16 len = 16) {bd_id = 3 : i32}
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
      %b = aiex.dma_bd_pool_pop(0, 0) : i32
      %in = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%x : memref<32xi32> offset = 0 len = 16) bd_id_val %a : i32
        aie.next_bd ^second
      ^second:
        aie.dma_bd(%x : memref<32xi32> offset = 16 len = 16) bd_id_val %b : i32
        aie.end
      } {issue_token = true}
      %c = aiex.dma_bd_pool_pop(0, 0) : i32
      %d = aiex.dma_bd_pool_pop(0, 0) : i32
      %out = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%y : memref<32xi32> offset = 0 len = 16) bd_id_val %c : i32
        aie.next_bd ^second
      ^second:
        aie.dma_bd(%y : memref<32xi32> offset = 16 len = 16) bd_id_val %d : i32
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%in)
      aiex.dma_start_task(%out)
      aiex.dma_await_task(%out)
      aiex.dma_await_task(%in)
      aiex.dma_bd_pool_push(0, 0) bd_id %a : i32
      aiex.dma_bd_pool_push(0, 0) bd_id %b : i32
      aiex.dma_bd_pool_push(0, 0) bd_id %c : i32
      aiex.dma_bd_pool_push(0, 0) bd_id %d : i32
    }
  }
}
