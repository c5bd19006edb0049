// An objectfifo's alloc_group (mlir-aie's overlay group of buffers never live
// together) rides every pool the split makes of it, and allocation puts it on
// each buffer it generates for such a pool: a shim-fed fifo's objects live in
// its consumer's pool. A fifo without a group gives its buffers none.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=SPLIT
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-allocate %s | FileCheck %s

// SPLIT: aie.objectfifo.pool @in_cons_pool(%{{.*}}) {alloc_group = "x", depth = 2 : i32, fifoName = "in"}
// SPLIT: aie.objectfifo.pool @out_pool(%{{.*}}) {alloc_group = "y", depth = 2 : i32, fifoName = "out"}
// SPLIT: aie.objectfifo.pool @out_cons_pool(%{{.*}}) {alloc_group = "y", depth = 2 : i32, fifoName = "out"}
// SPLIT: aie.objectfifo.pool @plain_cons_pool(%{{.*}}) {depth = 2 : i32, fifoName = "plain"}

// CHECK-DAG: aie.buffer(%{{.*}}tile_0_2) {alloc_group = "x", sym_name = "in_cons_buff_0"} : memref<32xi32>
// CHECK-DAG: aie.buffer(%{{.*}}tile_0_2) {alloc_group = "x", sym_name = "in_cons_buff_1"} : memref<32xi32>
// CHECK-DAG: aie.buffer(%{{.*}}tile_0_2) {alloc_group = "y", sym_name = "out_buff_0"} : memref<8xi32>
// CHECK-DAG: aie.buffer(%{{.*}}tile_0_3) {alloc_group = "y", sym_name = "out_cons_buff_1"} : memref<8xi32>
// CHECK-DAG: aie.buffer(%{{.*}}tile_1_2) {sym_name = "plain_cons_buff_0"} : memref<8xi32>
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %a = aie.tile(0, 2)
    %b = aie.tile(0, 3)
    %c = aie.tile(1, 2)
    aie.objectfifo @in (%shim, {%a}, 2 : i32) {alloc_group = "x"} : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out (%a, {%b}, 2 : i32) {alloc_group = "y", transport = #aie.transport<dma>} : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @plain (%shim, {%c}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  }
}
