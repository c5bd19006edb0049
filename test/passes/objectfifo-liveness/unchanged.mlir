// --aie-objectfifo-liveness only checks: a design it accepts comes out as it
// went in. Here the design of under-buffered.mlir at depth 6, which holds
// its 12 objects in flight (12 == 2 x 6), and a device without object FIFOs.
// RUN: aiec --split-input-file --aie-objectfifo-liveness %s | FileCheck %s

// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: %[[M0:.*]] = aie.logical_tile<MemTile>(?, ?)
// CHECK-NEXT: %[[M1:.*]] = aie.logical_tile<MemTile>(?, ?)
// CHECK-NEXT: %[[C0:.*]] = aie.logical_tile<CoreTile>(?, ?)
// CHECK-NEXT: %[[C1:.*]] = aie.logical_tile<CoreTile>(?, ?)
// CHECK-NEXT: %[[C2:.*]] = aie.logical_tile<CoreTile>(?, ?)
// CHECK-NEXT: %[[C3:.*]] = aie.logical_tile<CoreTile>(?, ?)
// CHECK-NEXT: %[[C4:.*]] = aie.logical_tile<CoreTile>(?, ?)
// CHECK-NEXT: %[[C5:.*]] = aie.logical_tile<CoreTile>(?, ?)
// CHECK-NEXT: aie.objectfifo @wts_0(%[[M0]], {%[[C0]], %[[C1]], %[[C2]]}, 6 : i32) : !aie.objectfifo<memref<64xbf16>>
// CHECK-NEXT: aie.objectfifo @wts_1(%[[M1]], {%[[C3]], %[[C4]], %[[C5]]}, 6 : i32) : !aie.objectfifo<memref<64xbf16>>
// CHECK-NEXT: aie.objectfifo @out_0(%[[C0]], {%[[M0]]}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xf32>>
// CHECK-NEXT: aie.objectfifo @out_1(%[[C3]], {%[[M1]]}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xf32>>
// CHECK-NEXT: }
module {
  aie.device(npu2) {
    %mem0 = aie.logical_tile<MemTile>(?, ?)
    %mem1 = aie.logical_tile<MemTile>(?, ?)
    %c0 = aie.logical_tile<CoreTile>(?, ?)
    %c1 = aie.logical_tile<CoreTile>(?, ?)
    %c2 = aie.logical_tile<CoreTile>(?, ?)
    %c3 = aie.logical_tile<CoreTile>(?, ?)
    %c4 = aie.logical_tile<CoreTile>(?, ?)
    %c5 = aie.logical_tile<CoreTile>(?, ?)
    aie.objectfifo @wts_0(%mem0, {%c0, %c1, %c2}, 6 : i32) : !aie.objectfifo<memref<64xbf16>>
    aie.objectfifo @wts_1(%mem1, {%c3, %c4, %c5}, 6 : i32) : !aie.objectfifo<memref<64xbf16>>
    aie.objectfifo @out_0(%c0, {%mem0}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xf32>>
    aie.objectfifo @out_1(%c3, {%mem1}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xf32>>
  }
}

// -----

// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: %[[T:.*]] = aie.tile(0, 2)
// CHECK-NEXT: %{{.*}} = aie.buffer(%[[T]]) : memref<16xi32>
// CHECK-NEXT: }
aie.device(npu2) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
}
