// An asymmetric objectfifo: `-> <type>` after the element type gives the
// objects its consumers take (`consumerElemType`), before any initial values.
// It reads across lines and prints on one, as mlir-aie prints it.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

aie.device(npu2) {
  %mt = aie.tile(0, 1)
  %ct = aie.tile(0, 2)
  aie.objectfifo @w(%mt, {%ct}, 2 : i32)
    : !aie.objectfifo<memref<40xi32>>
    -> !aie.objectfifo<memref<10xi32>>
    = [dense<1> : memref<40xi32>, dense<2> : memref<40xi32>]
  aie.objectfifo @v(%ct, {%mt}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8x4xi16>> -> !aie.objectfifo<memref<2x4xi16>>
  aie.objectfifo @s(%ct, {%mt}, 1 : i32) : !aie.objectfifo<memref<8xi16>>
  %c = aie.core(%ct) {
    %sv = aie.objectfifo.acquire @w(Consume, 1) : !aie.objectfifosubview<memref<10xi32>>
    %e = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<memref<10xi32>> -> memref<10xi32>
    aie.objectfifo.release @w(Consume, 1)
    %p = aie.objectfifo.acquire @v(Produce, 1) : !aie.objectfifosubview<memref<8x4xi16>>
    aie.objectfifo.release @v(Produce, 1)
    aie.end
  }
}

// CHECK: aie.objectfifo @w(%mem_tile_0_1, {%tile_0_2}, 2 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<10xi32>> = [dense<1> : memref<40xi32>, dense<2> : memref<40xi32>]{{$}}
// CHECK-NEXT: aie.objectfifo @v(%tile_0_2, {%mem_tile_0_1}, 1 : i32) {via_DMA = true} : !aie.objectfifo<memref<8x4xi16>> -> !aie.objectfifo<memref<2x4xi16>>{{$}}
// CHECK-NEXT: aie.objectfifo @s(%tile_0_2, {%mem_tile_0_1}, 1 : i32) : !aie.objectfifo<memref<8xi16>>{{$}}
// CHECK: aie.objectfifo.acquire @w(Consume, 1) : !aie.objectfifosubview<memref<10xi32>>
// CHECK: aie.objectfifo.acquire @v(Produce, 1) : !aie.objectfifosubview<memref<8x4xi16>>
// GENERIC: consumerElemType = !aie.objectfifo<memref<10xi32>>
