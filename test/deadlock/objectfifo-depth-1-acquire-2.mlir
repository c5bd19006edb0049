// An object FIFO whose consumer end has depth 1 and a core that acquires 2
// objects at once would wait for a second object the DMA can only write
// after the core releases the first. The lowering rejects it before the
// deadlock check, at the acquire the user wrote (mlir-aie's lower-cores
// rule: a core holds at most every object of a pool at once).
// RUN: not aiec %s --aie-objectFifo-stateful-transform --aie-check-deadlock 2>&1 | FileCheck %s

// CHECK: {{.*}}.mlir:[[@LINE+15]]:9: error: 'aie.objectfifo.acquire' op acquires 2 objects from a pool of 1
// CHECK: {{^}}  help: a core holds at most every object of a pool at once: acquire fewer, or deepen the pool
// CHECK-NOT: error: deadlock

module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, [1, 1]) : !aie.objectfifo<memref<8xi32>>
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
