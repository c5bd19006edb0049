// Links through a MemTile: a distribute sends parts of each input object to
// several fifos and a join gathers them; the owner's BDs cycle through the
// parts (offset and length per part) with one lock pair per part. Objects
// that overflow a MemTile spill to a neighbour MemTile.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform --split-input-file %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// One lock pair per part on the MemTile.
// CHECK-DAG: %[[OP0:.*]] = aie.lock(%{{.*}}, 4) {init = 2 : i32, sym_name = "out_prod_lock_0"}
// CHECK-DAG: %[[OC0:.*]] = aie.lock(%{{.*}}, 5) {init = 0 : i32, sym_name = "out_cons_lock_0"}
// CHECK-DAG: %[[OP1:.*]] = aie.lock(%{{.*}}, 6) {init = 2 : i32, sym_name = "out_prod_lock_1"}
// CHECK-DAG: %[[OC1:.*]] = aie.lock(%{{.*}}, 7) {init = 0 : i32, sym_name = "out_cons_lock_1"}
// CHECK-DAG: %[[IP0:.*]] = aie.lock(%{{.*}}, 0) {init = 2 : i32, sym_name = "in_cons_prod_lock_0"}
// CHECK-DAG: %[[IC0:.*]] = aie.lock(%{{.*}}, 1) {init = 0 : i32, sym_name = "in_cons_cons_lock_0"}
// CHECK-DAG: %[[IP1:.*]] = aie.lock(%{{.*}}, 2) {init = 2 : i32, sym_name = "in_cons_prod_lock_1"}
// CHECK-DAG: %[[IC1:.*]] = aie.lock(%{{.*}}, 3) {init = 0 : i32, sym_name = "in_cons_cons_lock_1"}
// CHECK:     aie.memtile_dma
// Distribute, S2MM side: both halves of each object, each with its lock pair.
// CHECK:       aie.dma_start(S2MM, 0, ^bb1, ^bb5)
// CHECK:       aie.use_lock(%[[IP0]], AcquireGreaterEqual, 1)
// CHECK-NEXT:  aie.dma_bd(%in_cons_buff_0 : memref<32xi32>, 0, 16)
// CHECK-NEXT:  aie.use_lock(%[[IC0]], Release, 1)
// CHECK:       aie.use_lock(%[[IP1]], AcquireGreaterEqual, 1)
// CHECK-NEXT:  aie.dma_bd(%in_cons_buff_0 : memref<32xi32>, 16, 16)
// CHECK-NEXT:  aie.use_lock(%[[IC1]], Release, 1)
// CHECK:       aie.dma_bd(%in_cons_buff_1 : memref<32xi32>, 0, 16)
// CHECK:       aie.dma_bd(%in_cons_buff_1 : memref<32xi32>, 16, 16)
// Each output reads its own part with its own lock pair.
// CHECK:       aie.dma_start(MM2S, 0, ^bb6, ^bb8)
// CHECK:       aie.use_lock(%[[IC0]], AcquireGreaterEqual, 1)
// CHECK-NEXT:  aie.dma_bd(%in_cons_buff_0 : memref<32xi32>, 0, 16)
// CHECK:       aie.dma_start(MM2S, 1, ^bb9, ^bb11)
// CHECK:       aie.use_lock(%[[IC1]], AcquireGreaterEqual, 1)
// CHECK-NEXT:  aie.dma_bd(%in_cons_buff_0 : memref<32xi32>, 16, 16)
// Join: each input writes its part; the output sends whole objects part by part.
// CHECK:       aie.dma_start(S2MM, 1, ^bb12, ^bb14)
// CHECK:       aie.use_lock(%[[OP0]], AcquireGreaterEqual, 1)
// CHECK-NEXT:  aie.dma_bd(%out_buff_0 : memref<32xi32>, 0, 16)
// CHECK:       aie.dma_start(S2MM, 2, ^bb15, ^bb17)
// CHECK:       aie.use_lock(%[[OP1]], AcquireGreaterEqual, 1)
// CHECK-NEXT:  aie.dma_bd(%out_buff_0 : memref<32xi32>, 16, 16)
// CHECK:       aie.dma_start(MM2S, 2, ^bb18, ^bb22)
// CHECK:       aie.use_lock(%[[OC0]], AcquireGreaterEqual, 1)
// CHECK-NEXT:  aie.dma_bd(%out_buff_0 : memref<32xi32>, 0, 16)
// CHECK:       aie.use_lock(%[[OC1]], AcquireGreaterEqual, 1)
// CHECK-NEXT:  aie.dma_bd(%out_buff_0 : memref<32xi32>, 16, 16)
// CHECK:     aie.shim_dma_allocation @out_shim_alloc
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %c2 = aie.tile(0, 2)
    %c3 = aie.tile(0, 3)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in0(%mem, {%c2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in1(%mem, {%c3}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@in0, @in1] ([] [0, 16])
    aie.objectfifo @out0(%c2, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out1(%c3, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%mem, {%shim}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out0, @out1] -> [@out] ([0, 16] [])
  }
}

// -----

// Three 256 KiB objects do not fit a 512 KiB MemTile: the third goes to the
// West neighbour, declared after the last tile (as mlir-aie's
// --aie-objectfifo-allocate does).
// CHECK-LABEL: aie.device(npu1)
// CHECK:      %[[M:.*]] = aie.tile(1, 1)
// CHECK-NEXT: aie.tile(1, 2)
// CHECK-NEXT: %[[W:.*]] = aie.tile(0, 1)
// CHECK-NOT:  aie.tile(2, 1)
// CHECK:      aie.buffer(%[[M]]) {sym_name = "big_cons_buff_0"} : memref<65536xi32>
// CHECK-NEXT: aie.buffer(%[[M]]) {sym_name = "big_cons_buff_1"} : memref<65536xi32>
// CHECK-NEXT: aie.buffer(%[[W]]) {sym_name = "big_cons_buff_2"} : memref<65536xi32>
aie.device(npu1) {
  %s = aie.tile(1, 0)
  %m = aie.tile(1, 1)
  %c = aie.tile(1, 2)
  aie.objectfifo @big(%s, {%m}, 3 : i32) : !aie.objectfifo<memref<65536xi32>>
  aie.objectfifo @out(%m, {%c}, 3 : i32) : !aie.objectfifo<memref<65536xi32>>
  aie.objectfifo.link [@big] -> [@out] ([] [])
}

// -----

// `objectfifo.allocate` puts the objects of a 1-to-1 link's input in the
// delegate tile's memory, which both ends share: no DMA for it.
// CHECK-LABEL: aie.device(npu1)
// CHECK:      %[[B:.*]] = aie.tile(1, 3)
// CHECK:      aie.buffer(%[[B]]) {sym_name = "x_buff_0"} : memref<8xi32>
// CHECK:      aie.flow(%[[B]], DMA : 0, %{{.*}}, DMA : 0)
// CHECK-NOT:  aie.flow
// CHECK:      aie.mem(%[[B]])
// CHECK:        aie.dma_bd(%x_buff_0 : memref<8xi32>, 0, 8)
aie.device(npu1) {
  %s = aie.tile(1, 0)
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  %d = aie.tile(1, 4)
  aie.objectfifo @x(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @y(%b, {%d}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo.link [@x] -> [@y] ([] [])
  aie.objectfifo.allocate @x(%b)
}
