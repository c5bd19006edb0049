// Round trip of aie.runtime_sequence: with or without a name, with typed
// host-buffer arguments (renamed %argN), and empty.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | aiec --aie-syntax=2026-04 --split-input-file - | FileCheck %s

aie.device(npu1) {
  aie.runtime_sequence() {
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: aie.runtime_sequence() {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence @seq(%in : memref<1024xi32>, %out: memref<32x32xbf16>, %n : i32) {
    aiex.npu.dma_wait {symbol = @out_alloc}
  }
  aie.shim_dma_allocation @out_alloc(%s, S2MM, 0)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: aie.runtime_sequence @seq(%arg0: memref<1024xi32>, %arg1: memref<32x32xbf16>, %arg2: i32) {
// CHECK-NEXT: aiex.npu.dma_wait {symbol = @out_alloc}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.shim_dma_allocation @out_alloc(%shim_noc_tile_0_0, S2MM, 0){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// Two named sequences in one device; argument numbering restarts in each.
aie.device(npu2) {
  aie.runtime_sequence @first(%a: memref<16xi32>) {
    aiex.npu.write32 {address = 0x1000 : ui32, value = 1 : ui32}
  }
  aie.runtime_sequence @second(%a: memref<16xi32>, %b: memref<16xi32>) {
    aiex.npu.write32 {address = 0x2000 : ui32, value = 2 : ui32}
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: aie.runtime_sequence @first(%arg0: memref<16xi32>) {
// CHECK-NEXT: aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.runtime_sequence @second(%arg0: memref<16xi32>, %arg1: memref<16xi32>) {
// CHECK-NEXT: aiex.npu.write32 {address = 8192 : ui32, value = 2 : ui32}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// `sequence` is the default name of a runtime sequence and is not printed.
aie.device(npu1) {
  aie.runtime_sequence @sequence(%a: memref<8xi32>) {
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<8xi32>) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// Control flow inside a runtime sequence.
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%s, MM2S, 0)
  aie.runtime_sequence(%buf: memref<256xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %t = aiex.dma_configure_task_for @in {
        aie.dma_bd(%buf : memref<256xi32>, 0, 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: aie.shim_dma_allocation @in(%shim_noc_tile_0_0, MM2S, 0){{$}}
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<256xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index{{$}}
// CHECK-NEXT: %c1 = arith.constant 1 : index{{$}}
// CHECK-NEXT: %c4 = arith.constant 4 : index{{$}}
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = aiex.dma_configure_task_for @in {
// CHECK-NEXT: aie.dma_bd(%arg0 : memref<256xi32>, 0, 64){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: } {issue_token = true}{{$}}
// CHECK-NEXT: aiex.dma_start_task(%0){{$}}
// CHECK-NEXT: aiex.dma_await_task(%0){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
