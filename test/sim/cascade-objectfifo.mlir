// An object FIFO on `transport = #aie.transport<cascade>` is the cascade
// between two neighbouring cores: the producer's core stores each object's
// one value, the consumer's loads it, and the lowering makes those the
// values put on and got off the cascade (no buffer, lock or route). Core
// (1, 3) sends `in` and `in + 1`; core (2, 3), east of it, adds them. The
// output is 2 * in + 1.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [1, 3, 5, 7, 9, 11, 13, 15, …] (16 × i32)
// RUN: od -An -t d4 -w64 -v %t.out | tr -s ' ' | FileCheck %s --check-prefix=ALL
// ALL: 1 3 5 7 9 11 13 15 17 19 21 23 25 27 29 31
//
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=LOWERED
// LOWERED:     aie.cascade_flow(%tile_1_3, %tile_2_3)
// LOWERED-NOT: aie.objectfifo
// LOWERED:     aie.put_cascade(%{{.*}} : vector<16xi32>)
// LOWERED:     aie.put_cascade(%{{.*}} : vector<16xi32>)
// LOWERED:     aie.get_cascade() : vector<16xi32>
// LOWERED:     aie.get_cascade() : vector<16xi32>
// LOWERED-NOT: aie.objectfifo
module {
  aie.device(npu1) {
    %t20 = aie.tile(2, 0)
    %t13 = aie.tile(1, 3)
    %t23 = aie.tile(2, 3)
    aie.objectfifo @wire (%t13, {%t23}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<16xi32>>>
    %in = aie.buffer(%t13) {sym_name = "in"} : memref<16xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]>
    %out = aie.buffer(%t23) {sym_name = "out"} : memref<16xi32>
    %done = aie.lock(%t23, 0) {init = 0 : i32, sym_name = "done"}
    aie.flow(%t23, DMA : 0, %t20, DMA : 0)
    %producer = aie.core(%t13) {
      %c0 = arith.constant 0 : index
      %one = arith.constant dense<1> : vector<16xi32>
      %v = vector.load %in[%c0] : memref<16xi32>, vector<16xi32>
      %first = aie.objectfifo.acquire @wire (Produce, 1) : memref<1xvector<16xi32>>
      memref.store %v, %first[%c0] : memref<1xvector<16xi32>>
      aie.objectfifo.release @wire (Produce, 1)
      %w = arith.addi %v, %one : vector<16xi32>
      %second = aie.objectfifo.acquire @wire (Produce, 1) : memref<1xvector<16xi32>>
      memref.store %w, %second[%c0] : memref<1xvector<16xi32>>
      aie.objectfifo.release @wire (Produce, 1)
      aie.end
    }
    %consumer = aie.core(%t23) {
      %c0 = arith.constant 0 : index
      %first = aie.objectfifo.acquire @wire (Consume, 1) : memref<1xvector<16xi32>>
      %a = memref.load %first[%c0] : memref<1xvector<16xi32>>
      aie.objectfifo.release @wire (Consume, 1)
      %second = aie.objectfifo.acquire @wire (Consume, 1) : memref<1xvector<16xi32>>
      %b = memref.load %second[%c0] : memref<1xvector<16xi32>>
      aie.objectfifo.release @wire (Consume, 1)
      %s = arith.addi %a, %b : vector<16xi32>
      vector.store %s, %out[%c0] : memref<16xi32>, vector<16xi32>
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t23) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<16xi32>) {
      %t = aiex.dma_configure_task(%t20, S2MM, 0) {
        aie.dma_bd(%result : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
