// Round trip of the DMA task ops: dma_configure_task (with BD blocks, an
// optional packet header and task attributes), dma_configure_task_for,
// start/await/free, and aiex.set_lock.
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %l = aie.lock(%m, 4) {init = 0 : i32, sym_name = "l"}
  aie.shim_dma_allocation @alloc(%s, MM2S, 1)
  aie.runtime_sequence(%a: memref<8xi16>, %b: memref<10xi32>) {
    %t1 = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<8xi16>, 0, 8, [<size = 2, stride = 4>, <size = 4, stride = 1>]) {bd_id = 7 : i32}
      aie.next_bd ^second
    ^second:
      aie.dma_bd(%a : memref<8xi16>, 0, 8)
      aie.end
    } {issue_token = true}
    %t2 = aiex.dma_configure_task(%s, "S2MM", 1, <pkt_type = 0, pkt_id = 5>) {
      aie.dma_bd(%b : memref<10xi32>, 0, 10)
      aie.end
    } {repeat_count = 2 : i32, issue_token = true}
    %t3 = aiex.dma_configure_task_for @alloc {
      aie.dma_bd(%b : memref<10xi32>, 2, 8) {burst_length = 128 : i32}
      aie.end
    }
    aiex.dma_start_task(%t1)
    aiex.dma_start_task(%t2)
    aiex.dma_start_task(%t3)
    aiex.set_lock(%l, 1)
    aiex.dma_await_task(%t2)
    aiex.dma_await_task(%t1)
    aiex.dma_free_task(%t3)
    aiex.set_lock( %l , 0x0 )
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %l = aie.lock(%mem_tile_0_1, 4) {init = 0 : i32, sym_name = "l"}{{$}}
// CHECK-NEXT: aie.shim_dma_allocation @alloc(%shim_noc_tile_0_0, MM2S, 1){{$}}
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<8xi16>, %arg1: memref<10xi32>) {
// CHECK-NEXT: %0 = aiex.dma_configure_task(%shim_noc_tile_0_0, MM2S, 0) {
// CHECK-NEXT: aie.dma_bd(%arg0 : memref<8xi16>, 0, 8, [<size = 2, stride = 4>, <size = 4, stride = 1>]) {bd_id = 7 : i32}{{$}}
// CHECK-NEXT: aie.next_bd ^bb1{{$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT: aie.dma_bd(%arg0 : memref<8xi16>, 0, 8){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: } {issue_token = true}{{$}}
// CHECK-NEXT: %1 = aiex.dma_configure_task(%shim_noc_tile_0_0, S2MM, 1, <pkt_type = 0, pkt_id = 5>) {
// CHECK-NEXT: aie.dma_bd(%arg1 : memref<10xi32>, 0, 10){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: } {issue_token = true, repeat_count = 2 : i32}{{$}}
// CHECK-NEXT: %2 = aiex.dma_configure_task_for @alloc {
// CHECK-NEXT: aie.dma_bd(%arg1 : memref<10xi32>, 2, 8) {burst_length = 128 : i32}{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aiex.dma_start_task(%0){{$}}
// CHECK-NEXT: aiex.dma_start_task(%1){{$}}
// CHECK-NEXT: aiex.dma_start_task(%2){{$}}
// CHECK-NEXT: aiex.set_lock(%l, 1){{$}}
// CHECK-NEXT: aiex.dma_await_task(%1){{$}}
// CHECK-NEXT: aiex.dma_await_task(%0){{$}}
// CHECK-NEXT: aiex.dma_free_task(%2){{$}}
// CHECK-NEXT: aiex.set_lock(%l, 0){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
