// A loop a static lowering cannot make steady (peel-sliding-window.mlir
// runs this file): each trip of a `while (true)` over a fifo of 2 takes the
// other object, and the loop has no constant trip count to unroll or peel.
// The lowering then chooses those ends' objects at run time, as a dynamic
// core does. The core adds 41 to each block of 16 words; the host sends 4.
// CHECK-LABEL: aie.core(%tile_0_2)
// CHECK:         memref.store %c0_i32, %[[COUNTERS:.*]][%c0] : memref<2xi32>
// CHECK:         scf.while
// CHECK:           aie.use_lock(%of_in_cons_cons_lock_0, AcquireGreaterEqual, %c1_i32
// CHECK:           memref.load %[[COUNTERS]][%c0]
// CHECK:           scf.index_switch
// CHECK:             scf.yield %of_in_cons_buff_0
// CHECK:             scf.yield %of_in_cons_buff_1
// CHECK-NOT:       aie.end
// CHECK:           scf.index_switch
// CHECK:             scf.yield %of_out_buff_0
// CHECK:             scf.yield %of_out_buff_1
// SIM: aie-sim: {{.*}}cycles
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @of_in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @of_out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%core_tile) {
      %true = arith.constant true
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c41 = arith.constant 41 : i32
      scf.while : () -> () {
        scf.condition(%true)
      } do {
        %in = aie.objectfifo.acquire @of_in(Consume, 1) : memref<16xi32>
        %out = aie.objectfifo.acquire @of_out(Produce, 1) : memref<16xi32>
        scf.for %i = %c0 to %c16 step %c1 {
          %v = memref.load %in[%i] : memref<16xi32>
          %w = arith.addi %v, %c41 : i32
          memref.store %w, %out[%i] : memref<16xi32>
        }
        aie.objectfifo.release @of_in(Consume, 1)
        aie.objectfifo.release @of_out(Produce, 1)
        scf.yield
      }
      aie.end
    }
    aie.runtime_sequence(%in : memref<64xi32>, %out : memref<64xi32>) {
      aiex.npu.dma_memcpy_nd (%out[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) { metadata = @of_out, id = 1 : i64, issue_token = true } : memref<64xi32>
      aiex.npu.dma_memcpy_nd (%in[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) { metadata = @of_in, id = 0 : i64 } : memref<64xi32>
      aiex.npu.dma_wait { symbol = @of_out }
    }
  }
}

