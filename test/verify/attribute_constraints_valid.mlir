// Attribute values at the edges of the ODS constraints verify: amsel<5> (3),
// event(0)/event(1), channel 0, repeat_count 1, aie_stream 2 with port 1,
// acquire/release of size 1, subview index 0.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    %a5 = aie.amsel<5> (3)
    %m = aie.masterset(South : 0, %a5)
    aie.packet_rules(DMA : 0) {
      aie.rule(0x1F, 0x10, %a5)
    }
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: = aie.amsel<0> (0)
// CHECK-NEXT: %[[A5:.+]] = aie.amsel<5> (3)
// CHECK-NEXT: = aie.masterset(South : 0, %[[A5]])
// CHECK-NEXT: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(31, 16, %[[A5]])

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    aie.event(0)
    aie.event(1)
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.event(0)
// CHECK-NEXT: aie.event(1)

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  %l = aie.lock(%a, 0)
  aie.flow(%a, DMA : 0, %b, DMA : 0)
  aie.packet_flow(0x1) {
    aie.packet_source<%a, DMA : 1>
    aie.packet_dest<%b, DMA : 1>
  }
  %mem = aie.mem(%a) {
    %d = aie.dma_start(MM2S, 0, ^end, ^end)
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.lock(%tile_1_2, 0)
// CHECK: aie.flow(%tile_1_2, DMA : 0, %tile_1_3, DMA : 0)
// CHECK: aie.packet_source<%tile_1_2, DMA : 1>
// CHECK: aie.dma_start(MM2S, 0, ^bb1, ^bb1)

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.objectfifo @of (%a, {%b}, 2 : i32) {repeat_count = 1 : i32} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @st (%a, {%b}, 2 : i32) {aie_stream = 2 : i32, aie_stream_port = 1 : i32} : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%a) {
    %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
    %e = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    aie.objectfifo.release @of (Produce, 1)
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.objectfifo @of(%tile_1_2, {%tile_1_3}, 2 : i32) {repeat_count = 1 : i32}
// CHECK: aie.objectfifo @st(%tile_1_2, {%tile_1_3}, 2 : i32) {aie_stream = 2 : i32, aie_stream_port = 1 : i32}
// CHECK: aie.objectfifo.acquire @of(Produce, 1)
// CHECK: aie.objectfifo.subview.access %{{.*}}[0]
// CHECK: aie.objectfifo.release @of(Produce, 1)
