// Round trip of objectfifo accesses in cores: acquire (subview result),
// subview.access (element), release; ports quoted or bare.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %p = aie.tile(1, 2)
  %c = aie.tile(1, 3)
  aie.objectfifo @of(%p, {%c}, 3 : i32) : !aie.objectfifo<memref<16xi32>>
  %cp = aie.core(%p) {
    %sv = aie.objectfifo.acquire @of(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
    %e = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    aie.objectfifo.release @of(Produce, 1)
    aie.end
  }
  %cc = aie.core(%c) {
    %sv = aie.objectfifo.acquire @of ("Consume", 0x2) : !aie.objectfifosubview<memref<16xi32>>
    %e0 = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    %e1 = aie.objectfifo.subview.access %sv[1] {note = "second"} : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    aie.objectfifo.release @of ( Consume , 1 )
    aie.objectfifo.release {note = "last"} @of(Consume, 1)
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: aie.objectfifo @of(%tile_1_2, {%tile_1_3}, 3 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: %core_1_2 = aie.core(%tile_1_2) {
// CHECK-NEXT: %0 = aie.objectfifo.acquire @of(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>{{$}}
// CHECK-NEXT: %1 = aie.objectfifo.subview.access %0[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>{{$}}
// CHECK-NEXT: aie.objectfifo.release @of(Produce, 1){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %core_1_3 = aie.core(%tile_1_3) {
// CHECK-NEXT: %0 = aie.objectfifo.acquire @of(Consume, 2) : !aie.objectfifosubview<memref<16xi32>>{{$}}
// CHECK-NEXT: %1 = aie.objectfifo.subview.access %0[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>{{$}}
// CHECK-NEXT: %2 = aie.objectfifo.subview.access %0[1] {note = "second"} : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>{{$}}
// CHECK-NEXT: aie.objectfifo.release @of(Consume, 1){{$}}
// CHECK-NEXT: aie.objectfifo.release {note = "last"} @of(Consume, 1){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
