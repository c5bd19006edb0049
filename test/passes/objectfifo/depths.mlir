// Split fifos get one depth per end: the declared depth on MemTiles, the
// number of registered external buffers on shims, and on cores the largest
// acquire plus one (or the declared depth if the core never acquires);
// a depth array gives each end its own.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=NONE

// CHECK-LABEL: aie.device(xcve2302)
// Consumer (3,3) acquires 3 at once: 4 objects; producer never acquires: 2.
// CHECK-DAG: aie.buffer(%{{.*}}) {sym_name = "of_cons_buff_3"} : memref<16xi32>
// CHECK-DAG: aie.lock(%{{.*}}) {init = 4 : i32, sym_name = "of_cons_prod_lock_0"}
// CHECK-DAG: aie.buffer(%{{.*}}) {sym_name = "of_buff_1"} : memref<16xi32>
// NONE-NOT: of_buff_2
// NONE-NOT: of_cons_buff_4
// Declared depth 1 with acquires of 1 stays 1.
// CHECK-DAG: aie.buffer(%{{.*}}) {sym_name = "one_cons_buff_0"} : memref<16xi32>
// NONE-NOT: one_cons_buff_1
// An explicit depth array: producer 1, consumer 3.
// CHECK-DAG: aie.buffer(%{{.*}}) {sym_name = "arr_cons_buff_2"} : memref<16xi32>
// CHECK-DAG: aie.lock(%{{.*}}) {init = 1 : i32, sym_name = "arr_prod_lock_0"}
// NONE-NOT: arr_buff_1
aie.device(xcve2302) {
  %t12 = aie.tile(1, 2)
  %t33 = aie.tile(3, 3)
  %t32 = aie.tile(3, 2)
  aie.objectfifo @of(%t12, {%t33}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @one(%t12, {%t32}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @arr(%t33, {%t12}, [1, 3]) : !aie.objectfifo<memref<16xi32>>
  %core33 = aie.core(%t33) {
    %s = aie.objectfifo.acquire @of(Consume, 3) : !aie.objectfifosubview<memref<16xi32>>
    aie.objectfifo.release @of(Consume, 3)
    aie.end
  }
  %core32 = aie.core(%t32) {
    %s = aie.objectfifo.acquire @one(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
    aie.objectfifo.release @one(Consume, 1)
    aie.end
  }
}
