// A device that defines its second column's tiles after the first column's
// core: the stateful transform keeps each tile's buffers and locks below
// the tile (after the last tile they would come after the core that uses
// them, which does not dominate it), and the design runs.
// RUN: aiec %s --aie-objectFifo-stateful-transform | FileCheck %s
// RUN: aie-sim %s --input 0=%S/../../examples/two_columns/input0.bin --input 1=%S/../../examples/two_columns/input1.bin --expect 2=%S/../../examples/two_columns/expected2.bin --expect 3=%S/../../examples/two_columns/expected3.bin | FileCheck %s --check-prefix=SIM

// CHECK:      %[[T0:.*]] = aie.tile(0, 2)
// CHECK:      aie.buffer(%[[T0]])
// CHECK:      aie.core(%[[T0]])
// CHECK:      %[[T1:.*]] = aie.tile(1, 2)
// CHECK:      aie.buffer(%[[T1]])
// CHECK:      aie.core(%[[T1]])
// SIM: matches
// SIM: matches
module {
  aie.device(npu1_2col) {
    %shim0 = aie.tile(0, 0)
    %mem0 = aie.tile(0, 1)
    %t0 = aie.tile(0, 2)
    aie.objectfifo @in0(%shim0, {%mem0}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in0_core(%mem0, {%t0}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in0] -> [@in0_core]([] [])
    aie.objectfifo @out0_core(%t0, {%mem0}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out0(%mem0, {%shim0}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@out0_core] -> [@out0]([] [])
    %core_t0 = aie.core(%t0) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 16 : index
      %iters = arith.constant 4 : index
      %k = arith.constant 1 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in0_core(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @out0_core(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<16xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<16xi32>
        }
        aie.objectfifo.release @in0_core(Consume, 1)
        aie.objectfifo.release @out0_core(Produce, 1)
      }
      aie.end
    }
    %shim1 = aie.tile(1, 0)
    %mem1 = aie.tile(1, 1)
    %t1 = aie.tile(1, 2)
    aie.objectfifo @in1(%shim1, {%mem1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in1_core(%mem1, {%t1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in1] -> [@in1_core]([] [])
    aie.objectfifo @out1_core(%t1, {%mem1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out1(%mem1, {%shim1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@out1_core] -> [@out1]([] [])
    %core_t1 = aie.core(%t1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 16 : index
      %iters = arith.constant 4 : index
      %k = arith.constant 2 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in1_core(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @out1_core(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<16xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<16xi32>
        }
        aie.objectfifo.release @in1_core(Consume, 1)
        aie.objectfifo.release @out1_core(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%in0: memref<64xi32>, %in1: memref<64xi32>, %out0: memref<64xi32>, %out1: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%out0[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 2 : i64, metadata = @out0} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%out1[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 3 : i64, metadata = @out1} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%in0[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in0} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%in1[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @in1} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out0}
      aiex.npu.dma_wait {symbol = @out1}
    }
  }
}
