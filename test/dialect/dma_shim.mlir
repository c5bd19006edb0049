// Round trip of shim DMAs over external buffers, and shim DMA allocations.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | aiec --aie-syntax=2026-04 --split-input-file - | FileCheck %s

aie.device(xcvc1902) {
  %t = aie.tile(2, 0)
  %in = aie.external_buffer {sym_name = "ddr_in"} : memref<512xi16>
  %out = aie.external_buffer : memref<512xi16>
  %l = aie.lock(%t, 1)
  %dma = aie.shim_dma(%t) {
    aie.dma_start(MM2S, 0, ^bd0, ^s2mm)
  ^bd0:
    aie.use_lock(%l, Acquire, 1)
    aie.dma_bd(%in : memref<512xi16>, 0, 512)
    aie.use_lock(%l, Release, 0)
    aie.next_bd ^bd0
  ^s2mm:
    aie.dma_start(S2MM, 1, ^bd1, ^end)
  ^bd1:
    aie.dma_bd(%out : memref<512xi16>, 0, 512) {burst_length = 256 : i32}
    aie.next_bd ^bd1
  ^end:
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %ddr_in = aie.external_buffer {sym_name = "ddr_in"} : memref<512xi16>{{$}}
// CHECK-NEXT: %0 = aie.external_buffer : memref<512xi16>{{$}}
// CHECK-NEXT: %lock_2_0 = aie.lock(%shim_noc_tile_2_0, 1){{$}}
// CHECK-NEXT: %shim_dma_2_0 = aie.shim_dma(%shim_noc_tile_2_0) {
// CHECK-NEXT: %1 = aie.dma_start(MM2S, 0, ^bb1, ^bb2){{$}}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1{{$}}
// CHECK-NEXT: aie.use_lock(%lock_2_0, Acquire, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%ddr_in : memref<512xi16>, 0, 512){{$}}
// CHECK-NEXT: aie.use_lock(%lock_2_0, Release, 0){{$}}
// CHECK-NEXT: aie.next_bd ^bb1{{$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT: %2 = aie.dma_start(S2MM, 1, ^bb3, ^bb4){{$}}
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb3{{$}}
// CHECK-NEXT: aie.dma_bd(%0 : memref<512xi16>, 0, 512) {burst_length = 256 : i32}{{$}}
// CHECK-NEXT: aie.next_bd ^bb3{{$}}
// CHECK-NEXT: ^bb4:  // pred: ^bb2{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %s0 = aie.tile(0, 0)
  %s1 = aie.tile(1, 0)
  aie.shim_dma_allocation @in0(%s0, MM2S, 0)
  aie.shim_dma_allocation @out0 (%s0, "S2MM", 1)
  aie.shim_dma_allocation @pkt(%s1, MM2S, 1, #aie.packet_info<pkt_type = 0, pkt_id = 3>)
  aie.shim_dma_allocation @plio(%s1, S2MM, 0) {plio = true}
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %shim_noc_tile_1_0 = aie.tile(1, 0){{$}}
// CHECK-NEXT: aie.shim_dma_allocation @in0(%shim_noc_tile_0_0, MM2S, 0){{$}}
// CHECK-NEXT: aie.shim_dma_allocation @out0(%shim_noc_tile_0_0, S2MM, 1){{$}}
// CHECK-NEXT: aie.shim_dma_allocation @pkt(%shim_noc_tile_1_0, MM2S, 1, <pkt_type = 0, pkt_id = 3>){{$}}
// CHECK-NEXT: aie.shim_dma_allocation @plio(%shim_noc_tile_1_0, S2MM, 0) {plio = true}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
