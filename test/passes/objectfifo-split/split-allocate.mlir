// An `aie.objectfifo.allocate` names the tile whose memory holds a fifo's
// objects: the split puts the shared pool there, and the split pipeline
// lowers the design to the program of the one-pass lowering.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=SPLIT
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.one.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.split.mlir
// RUN: aiec --emit=ctrl-asm %t.one.mlir -o %t.one.s
// RUN: aiec --emit=ctrl-asm %t.split.mlir -o %t.split.s
// RUN: diff %t.one.s %t.split.s

// The ends share memory both ways, so the producer's tile would hold the
// objects; the delegate, the consumer's tile, does.
// SPLIT:      %[[P:.*]] = aie.tile(2, 2)
// SPLIT:      %[[C:.*]] = aie.tile(2, 3)
// SPLIT:      aie.objectfifo.pool @f_pool(%[[C]]) {depth = 2 : i32, fifoName = "f"} : memref<8xi32>
// SPLIT:      aie.objectfifo.core_endpoint @f_prod(%[[P]]) fills @f_pool
// SPLIT-NEXT: aie.objectfifo.core_endpoint @f_cons(%[[C]]) drains @f_pool
// SPLIT-NOT:  aie.objectfifo.allocate

// LOWERED:      %[[C:.*]] = aie.tile(2, 3)
// LOWERED-DAG:  %f_buff_0 = aie.buffer(%[[C]]) {sym_name = "f_buff_0"} : memref<8xi32>
// LOWERED-DAG:  %f_buff_1 = aie.buffer(%[[C]]) {sym_name = "f_buff_1"} : memref<8xi32>
// LOWERED-DAG:  %f_prod_lock_0 = aie.lock(%[[C]]) {init = 2 : i32, sym_name = "f_prod_lock_0"}
// LOWERED-DAG:  %f_cons_lock_0 = aie.lock(%[[C]]) {init = 0 : i32, sym_name = "f_cons_lock_0"}
// LOWERED:      aie.core(%{{.*}}tile_2_2)
// LOWERED:        aie.use_lock(%f_prod_lock_0, AcquireGreaterEqual
// LOWERED:        memref.store %{{.*}}, %f_buff_0[
// LOWERED:        aie.use_lock(%f_cons_lock_0, Release
// LOWERED:      aie.core(%{{.*}}tile_2_3)
// LOWERED:        aie.use_lock(%f_cons_lock_0, AcquireGreaterEqual
// LOWERED:        memref.load %f_buff_0[
// LOWERED:        aie.use_lock(%f_prod_lock_0, Release
module {
  aie.device(npu1) {
    %p = aie.tile(2, 2)
    %c = aie.tile(2, 3)
    aie.objectfifo @f(%p, {%c}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.allocate @f(%c)
    %core_p = aie.core(%p) {
      %i0 = arith.constant 0 : index
      %v = arith.constant 7 : i32
      %a = aie.objectfifo.acquire @f(Produce, 1) : memref<8xi32>
      memref.store %v, %a[%i0] : memref<8xi32>
      aie.objectfifo.release @f(Produce, 1)
      aie.end
    }
    %core_c = aie.core(%c) {
      %i0 = arith.constant 0 : index
      %a = aie.objectfifo.acquire @f(Consume, 1) : memref<8xi32>
      %v = memref.load %a[%i0] : memref<8xi32>
      aie.objectfifo.release @f(Consume, 1)
      aie.end
    }
  }
}
