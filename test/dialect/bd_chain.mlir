// Round trip of aie.bd_chain (a parametrised BD chain; its entry-block
// arguments are the parameters) and its instantiation in a runtime sequence
// with dma_start_bd_chain and dma_start_bd_chain_for.
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @alloc(%s, S2MM, 0)
  aie.bd_chain @ping_pong(%p: memref<8xi16>, %q : memref<12xi16>) {
    aie.dma_bd(%p : memref<8xi16>, 0, 8, [<size = 1, stride = 0>, <size = 2, stride = 2>, <size = 2, stride = 4>, <size = 2, stride = 1>])
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%q : memref<12xi16>, 0, 12)
    aie.end
  }
  aie.bd_chain @single(%x: memref<8xi16>) {
    aie.dma_bd(%x : memref<8xi16>)
    aie.end
  }
  aie.runtime_sequence(%a: memref<8xi16>, %b: memref<12xi16>) {
    %t1 = aiex.dma_start_bd_chain @ping_pong(%a, %b) : (memref<8xi16>, memref<12xi16>) on (%s, MM2S, 0)
    %t2 = aiex.dma_start_bd_chain @single(%a) : (memref<8xi16>) on (%s, "S2MM", 1) {issue_token = true}
    %t3 = aiex.dma_start_bd_chain_for @single(%a) : (memref<8xi16>) for @alloc
    aiex.dma_await_task(%t2)
    aiex.dma_free_task(%t1)
    aiex.dma_free_task(%t3)
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: aie.shim_dma_allocation @alloc(%shim_noc_tile_0_0, S2MM, 0){{$}}
// CHECK-NEXT: aie.bd_chain @ping_pong(%arg0: memref<8xi16>, %arg1: memref<12xi16>) {
// CHECK-NEXT: aie.dma_bd(%arg0 : memref<8xi16>, 0, 8, [<size = 1, stride = 0>, <size = 2, stride = 2>, <size = 2, stride = 4>, <size = 2, stride = 1>]){{$}}
// CHECK-NEXT: aie.next_bd ^bb1{{$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT: aie.dma_bd(%arg1 : memref<12xi16>, 0, 12){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.bd_chain @single(%arg0: memref<8xi16>) {
// CHECK-NEXT: aie.dma_bd(%arg0 : memref<8xi16>){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<8xi16>, %arg1: memref<12xi16>) {
// CHECK-NEXT: %0 = aiex.dma_start_bd_chain @ping_pong(%arg0, %arg1) : (memref<8xi16>, memref<12xi16>) on (%shim_noc_tile_0_0, MM2S, 0){{$}}
// CHECK-NEXT: %1 = aiex.dma_start_bd_chain @single(%arg0) : (memref<8xi16>) on (%shim_noc_tile_0_0, S2MM, 1) {issue_token = true}{{$}}
// CHECK-NEXT: %2 = aiex.dma_start_bd_chain_for @single(%arg0) : (memref<8xi16>) for @alloc{{$}}
// CHECK-NEXT: aiex.dma_await_task(%1){{$}}
// CHECK-NEXT: aiex.dma_free_task(%0){{$}}
// CHECK-NEXT: aiex.dma_free_task(%2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
