// A one-to-one link's input whose delegate both of its ends reach needs no
// DMA: its producer's core fills the link's pool on the delegate, which the
// output's DMA drains; the program is the one-pass lowering's.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=SPLIT
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.one.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.split.mlir

// SPLIT:      %[[A:.*]] = aie.tile(1, 2)
// SPLIT:      %[[B:.*]] = aie.tile(1, 3)
// SPLIT:      aie.objectfifo.pool @[[POOL:[a-z_]+]](%[[B]]) {depth = 2 : i32
// SPLIT:      aie.objectfifo.core_endpoint @x_prod(%[[A]]) fills @[[POOL]]
// SPLIT-NEXT: aie.objectfifo.dma_endpoint @y_prod_dma(%[[B]]) drains @[[POOL]]
// SPLIT:      aie.route from @y_prod_dma to [@y_cons_dma]
// SPLIT-NOT:  @x_cons
// SPLIT-NOT:  aie.objectfifo.allocate

// LOWERED:     %[[B:.*]] = aie.tile(1, 3)
// LOWERED:     aie.flow(%[[B]], DMA : 0, %{{.*}}tile_1_4, DMA : 0)
// LOWERED-NOT: aie.flow
// LOWERED:     aie.core(%{{.*}}tile_1_2)
// LOWERED:       aie.use_lock(%{{.*}}prod_lock_0, AcquireGreaterEqual
// LOWERED:       aie.use_lock(%{{.*}}cons_lock_0, Release
// LOWERED:     aie.mem(%[[B]])
// LOWERED:       aie.dma_start(MM2S, 0
// LOWERED:       aie.use_lock(%{{.*}}cons_lock_0, AcquireGreaterEqual
// LOWERED:       aie.dma_bd(%{{.*}}buff_0 : memref<8xi32> offset = 0 len = 8)
// LOWERED:       aie.use_lock(%{{.*}}prod_lock_0, Release
// LOWERED:       aie.dma_bd(%{{.*}}buff_1 : memref<8xi32> offset = 0 len = 8)
module {
  aie.device(npu1) {
    %a = aie.tile(1, 2)
    %b = aie.tile(1, 3)
    %d = aie.tile(1, 4)
    aie.objectfifo @x(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @y(%b, {%d}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@x] -> [@y] ([] [])
    aie.objectfifo.allocate @x(%b)
    %core_a = aie.core(%a) {
      %o = aie.objectfifo.acquire @x(Produce, 1) : memref<8xi32>
      aie.objectfifo.release @x(Produce, 1)
      aie.end
    }
    %core_d = aie.core(%d) {
      %o = aie.objectfifo.acquire @y(Consume, 1) : memref<8xi32>
      aie.objectfifo.release @y(Consume, 1)
      aie.end
    }
  }
}
