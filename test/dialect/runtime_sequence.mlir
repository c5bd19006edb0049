// Round trip of aie.runtime_sequence: with or without a name, with typed
// host-buffer arguments (renamed %argN), and empty.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

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
