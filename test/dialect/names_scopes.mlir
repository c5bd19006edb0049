// Value and argument numbering, as MLIR's SSANameState does it: the values
// of a region are numbered first; each nested region (isolated from above or
// not) then continues from the counters reached by the region around it, so
// sibling regions (two functions, two devices, two cores) start from the same
// point. Entry block arguments are %argN with their own counter.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | aiec --aie-syntax=2026-04 --split-input-file - | FileCheck %s

// The core and the function come after the device's %0 and %1.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %core = aie.core(%t) {
    %x = "foo.a"() : () -> i32
    aie.end
  }
  %e0 = aie.external_buffer : memref<4xi32>
  %e1 = aie.external_buffer : memref<4xi32>
  func.func @f(%p: i32, %q: i32) -> i32 {
    %s = arith.addi %p, %q : i32
    return %s : i32
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %core_1_2 = aie.core(%tile_1_2) {
// CHECK-NEXT: %2 = "foo.a"() : () -> i32{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %0 = aie.external_buffer : memref<4xi32>{{$}}
// CHECK-NEXT: %1 = aie.external_buffer : memref<4xi32>{{$}}
// CHECK-NEXT: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 : i32{{$}}
// CHECK-NEXT: return %2 : i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

module {
  aie.device(npu1) @a {
    %e = aie.external_buffer : memref<4xi32>
  }
  aie.device(npu1) @b {
    %e = aie.external_buffer : memref<4xi32>
  }
  func.func @g(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = "foo.v"() : () -> i32
    scf.for %i = %c0 to %n step %c1 {
      %w = "foo.w"(%i) : (index) -> i32
      scf.for %j = %c0 to %n step %c1 {
        %z = "foo.z"(%i, %j) : (index, index) -> i32
      }
    }
    scf.for %k = %c0 to %n step %c1 {
      %u = "foo.u"(%k) : (index) -> i32
    }
    %last = "foo.last"() : () -> i32
    return
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) @a {
// CHECK-NEXT: %0 = aie.external_buffer : memref<4xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-LABEL: aie.device(npu1) @b {
// CHECK-NEXT: %0 = aie.external_buffer : memref<4xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: func.func @g(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index{{$}}
// CHECK-NEXT: %c1 = arith.constant 1 : index{{$}}
// CHECK-NEXT: %0 = "foo.v"() : () -> i32{{$}}
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %2 = "foo.w"(%arg1) : (index) -> i32{{$}}
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %3 = "foo.z"(%arg1, %arg2) : (index, index) -> i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %2 = "foo.u"(%arg1) : (index) -> i32{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %1 = "foo.last"() : () -> i32{{$}}
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// Runtime sequence arguments and DMA task handles.
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<16xi32>, %out: memref<16xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%in : memref<16xi32>, 0, 16)
      aie.end
    }
    %u = aiex.dma_configure_task(%s, S2MM, 0) {
      aie.dma_bd(%out : memref<16xi32>, 0, 16)
      aie.end
    }
    aiex.dma_start_task(%t)
    aiex.dma_start_task(%u)
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<16xi32>, %arg1: memref<16xi32>) {
// CHECK-NEXT: %0 = aiex.dma_configure_task(%shim_noc_tile_0_0, MM2S, 0) {
// CHECK-NEXT: aie.dma_bd(%arg0 : memref<16xi32>, 0, 16){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %1 = aiex.dma_configure_task(%shim_noc_tile_0_0, S2MM, 0) {
// CHECK-NEXT: aie.dma_bd(%arg1 : memref<16xi32>, 0, 16){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aiex.dma_start_task(%0){{$}}
// CHECK-NEXT: aiex.dma_start_task(%1){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
