// The split passes follow the one-pass lowering's rules for repeats and
// depths, checked against the same lines for both:
// - a repeated pool of one object, drained whole off a shim, repeats on its
//   channel (`repeat_count` = R - 1 on one BD), as mlir-aie since August
//   2026; IR of the April syntax keeps a BD copy per repeat;
// - a link's pool is repeated: its DMA filler takes and gives R lock units
//   per object, one per copy its drainer sends;
// - a depth array gives each end its own depth.
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores=dynamic-objFifos=false --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s < %t.one.mlir
// RUN: FileCheck %s < %t.split.mlir
// RUN: aiec --aie-syntax=2026-04 --aie-objectfifo-split --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores=dynamic-objFifos=false --aie-objectfifo-erase-pools %s | FileCheck %s --check-prefix=APRIL

// CHECK-DAG: aie.buffer(%{{.*}}tile_0_2) {sym_name = "arr_cons_buff_2"} : memref<16xi32>
// CHECK-DAG: aie.lock(%{{.*}}tile_0_2) {init = 3 : i32, sym_name = "arr_cons_prod_lock_0"}
// CHECK-DAG: aie.lock(%{{.*}}mem_tile_0_1) {init = 6 : i32, sym_name = "to_mem_cons_prod_lock_0"}
// CHECK-LABEL: aie.memtile_dma(%{{.*}}mem_tile_0_1)
// CHECK:        aie.dma_start(S2MM, 0, ^bb1, ^bb3)
// CHECK:        %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT:   aie.use_lock(%to_mem_cons_prod_lock_0, AcquireGreaterEqual, %[[THREE]])
// CHECK-NEXT:   aie.dma_bd(%to_mem_cons_buff_0 : memref<32xi32> offset = 0 len = 32)
// CHECK-NEXT:   %[[THREE_R:.*]] = arith.constant 3 : i32
// CHECK-NEXT:   aie.use_lock(%to_mem_cons_cons_lock_0, Release, %[[THREE_R]])
// CHECK:        aie.dma_start(MM2S, 0, ^bb4, ^bb10)
// CHECK-COUNT-6: aie.use_lock(%to_mem_cons_cons_lock_0, AcquireGreaterEqual, %c1_i32
// CHECK-LABEL: aie.mem(%{{.*}}tile_1_2)
// CHECK-NEXT:    aie.dma_start(MM2S, 0, ^bb1, ^bb2, repeat_count = 2)
// CHECK-NEXT:  ^bb1:
// CHECK:         aie.dma_bd(%one_buff_0 : memref<16xi32> offset = 0 len = 16)
// CHECK:         aie.next_bd ^bb1

// APRIL-LABEL: aie.mem(%{{.*}}tile_1_2)
// APRIL-NEXT:    aie.dma_start(MM2S, 0, ^bb1, ^bb4)
// APRIL-COUNT-3: aie.dma_bd(%one_buff_0 : memref<16xi32>, 0, 16)
module {
  aie.device(npu1) {
    %s = aie.tile(0, 0)
    %m = aie.tile(0, 1)
    %c = aie.tile(0, 2)
    %t12 = aie.tile(1, 2)
    %t13 = aie.tile(1, 3)
    %t22 = aie.tile(2, 2)
    aie.objectfifo @to_mem(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @from_mem(%m, {%c}, 2 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@to_mem] -> [@from_mem] ([] [])
    aie.objectfifo @one(%t12, {%t13}, 1 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @arr(%t22, {%c}, [1, 3]) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%c) {
      %sv = aie.objectfifo.acquire @from_mem(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
      aie.objectfifo.release @from_mem(Consume, 1)
      aie.end
    }
  }
}
