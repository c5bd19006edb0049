// --aie-objectfifo-split on links: a link is one pool on its tile holding
// the objects the one-pass lowering gives it, a segment per part of a join
// or distribute; its inputs' DMA endpoints fill it, its outputs' drain it.
// The add_one example (one-to-one links through a mem tile) lowered by the
// seven passes runs on the simulator (out = in + 41).
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify %s -o /dev/null
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %S/../../../examples/add_one/design.mlir -o %t.mlir
// RUN: aie-sim %t.mlir --input 0=%S/../../../examples/add_one/input0.bin --expect 1=%S/../../../examples/add_one/expected1.bin | FileCheck %s --check-prefix=SIM

// The join's pool is its output's, on the mem tile, a segment per input at
// the link's offsets; the distribute's is its input's (with the outputs'
// repeat count); each pool opens what is written for the fifo it is named
// for.
// CHECK:      aie.objectfifo.dma_endpoint @a_cons_dma(%{{.*}}tile_0_1) fills @joined_pool {fifoName = "a", segments = [@s0]}
// CHECK:      aie.objectfifo.dma_endpoint @b_cons_dma(%{{.*}}tile_0_1) fills @joined_pool {fifoName = "b", segments = [@s1]}
// CHECK:      aie.objectfifo.pool @joined_pool(%{{.*}}tile_0_1) {depth = 2 : i32, fifoName = "joined"} : memref<48xi32> {
// CHECK-NEXT:   aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
// CHECK-NEXT:   aie.objectfifo.segment @s1 {offset = 16 : i32, size = 32 : i32}
// CHECK-NEXT: }
// CHECK-NEXT: aie.objectfifo.dma_endpoint @joined_prod_dma(%{{.*}}tile_0_1) drains @joined_pool {fifoName = "joined", segments = [@s0, @s1]}
// CHECK-NEXT: aie.route_endpoint @joined_cons_dma(%{{.*}}tile_0_0) DMA {fifoName = "joined"}
// CHECK-NEXT: aie.route from @joined_prod_dma to [@joined_cons_dma]
// CHECK-NEXT: aie.objectfifo.pool @wide_cons_pool(%{{.*}}tile_1_1) {depth = 2 : i32, fifoName = "wide", repeatCount = 2 : i32} : memref<24xi32> {
// CHECK-NEXT:   aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
// CHECK-NEXT:   aie.objectfifo.segment @s1 {offset = 8 : i32, size = 16 : i32}
// CHECK-NEXT: }
// CHECK-NEXT: aie.route_endpoint @wide_prod_dma(%{{.*}}tile_1_0) DMA {fifoName = "wide"}
// CHECK-NEXT: aie.objectfifo.dma_endpoint @wide_cons_dma(%{{.*}}tile_1_1) fills @wide_cons_pool {fifoName = "wide", segments = [@s0, @s1]}
// CHECK:      aie.objectfifo.dma_endpoint @part0_prod_dma(%{{.*}}tile_1_1) drains @wide_cons_pool {fifoName = "part0", segments = [@s0]}
// CHECK:      aie.objectfifo.dma_endpoint @part1_prod_dma(%{{.*}}tile_1_1) drains @wide_cons_pool {fifoName = "part1", segments = [@s1]}
// CHECK-NOT:  aie.objectfifo.link

// SIM: argument 1 = {{.*}}: matches
aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %s1 = aie.tile(1, 0)
  %m0 = aie.tile(0, 1)
  %m1 = aie.tile(1, 1)
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  %u2 = aie.tile(1, 2)
  %u3 = aie.tile(1, 3)
  aie.objectfifo @a(%t2, {%m0}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @b(%t3, {%m0}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
  aie.objectfifo @joined(%m0, {%shim}, 2 : i32) : !aie.objectfifo<memref<48xi32>>
  aie.objectfifo.link [@a, @b] -> [@joined] ([0, 16] [])
  aie.objectfifo @wide(%s1, {%m1}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  aie.objectfifo @part0(%m1, {%u2}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @part1(%m1, {%u3}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@wide] -> [@part0, @part1] ([] [0, 8])
  %ca = aie.core(%t2) {
    %o = aie.objectfifo.acquire @a(Produce, 1) : memref<16xi32>
    aie.objectfifo.release @a(Produce, 1)
    aie.end
  }
  %cb = aie.core(%t3) {
    %o = aie.objectfifo.acquire @b(Produce, 1) : memref<32xi32>
    aie.objectfifo.release @b(Produce, 1)
    aie.end
  }
  %c0 = aie.core(%u2) {
    %o = aie.objectfifo.acquire @part0(Consume, 1) : memref<8xi32>
    aie.objectfifo.release @part0(Consume, 1)
    aie.end
  }
  %c1 = aie.core(%u3) {
    %o = aie.objectfifo.acquire @part1(Consume, 1) : memref<16xi32>
    aie.objectfifo.release @part1(Consume, 1)
    aie.end
  }
}
