// A core fills a fifo whose repeat_count is 2: each acquire of one object
// waits for 2 lock units and each release gives 2, but the core holds one
// object per acquire, so its loop (unrolled by the depth, 2) acquires in
// every copy and writes the objects in turn. Both lowerings give that core
// code, and the host reads every block twice: 1 1 2 2 3 3 4 4.
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s < %t.one.mlir
// RUN: FileCheck %s < %t.split.mlir
// RUN: aie-sim %t.one.mlir --expect 0=%S/Inputs/blocks-1-to-4-twice.bin | FileCheck %s --check-prefix=SIM
// RUN: aie-sim %t.split.mlir --expect 0=%S/Inputs/blocks-1-to-4-twice.bin | FileCheck %s --check-prefix=SIM

// CHECK-LABEL: aie.core(
// CHECK:         scf.for %{{.*}} step %c2
// CHECK:           aie.use_lock(%out_prod_lock_0, AcquireGreaterEqual, %c2_i32
// CHECK:           memref.store %{{.*}}, %out_buff_0[
// CHECK:           aie.use_lock(%out_cons_lock_0, Release, %c2_i32
// CHECK:           aie.use_lock(%out_prod_lock_0, AcquireGreaterEqual, %c2_i32
// CHECK:           memref.store %{{.*}}, %out_buff_1[
// CHECK:           aie.use_lock(%out_cons_lock_0, Release, %c2_i32

// SIM: argument 0 = {{.*}}: matches
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    aie.objectfifo @out(%t, {%shim}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<8xi32>>
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      scf.for %k = %c0 to %c4 step %c1 {
        %w = aie.objectfifo.acquire @out(Produce, 1) : memref<8xi32>
        %k1 = arith.addi %k, %c1 : index
        %v = arith.index_cast %k1 : index to i32
        scf.for %i = %c0 to %c8 step %c1 {
          memref.store %v, %w[%i] : memref<8xi32>
        }
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%output: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
