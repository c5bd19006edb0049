// --aie-objectfifo-liveness reports every broadcast that is too shallow, in
// the order of their first halves, in every aie.device (mlir-aie stops at the
// first of a device).
// RUN: aiec --verify-diagnostics --aie-objectfifo-liveness %s
// RUN: not aiec --aie-objectfifo-liveness %s 2>&1 | FileCheck %s --implicit-check-not=error:

// CHECK: reports.mlir:[[@LINE+13]]:{{.*}} error: 'aie.objectfifo' op objectFIFO @a in a cyclic dependency requires depth >= 2
// CHECK: reports.mlir:[[@LINE+14]]:{{.*}} error: 'aie.objectfifo' op objectFIFO @b in a cyclic dependency requires depth >= 3
// CHECK: reports.mlir:[[@LINE+22]]:{{.*}} error: 'aie.objectfifo' op objectFIFO @a in a cyclic dependency requires depth >= 2
module {
  aie.device(npu2) {
    %m0 = aie.logical_tile<MemTile>(?, ?)
    %m1 = aie.logical_tile<MemTile>(?, ?)
    %c0 = aie.logical_tile<CoreTile>(?, ?)
    %c1 = aie.logical_tile<CoreTile>(?, ?)
    %c2 = aie.logical_tile<CoreTile>(?, ?)
    %c3 = aie.logical_tile<CoreTile>(?, ?)
    %c4 = aie.logical_tile<CoreTile>(?, ?)
    // expected-error@+1 {{objectFIFO @a in a cyclic dependency requires depth >= 2 for deadlock-free execution; allocated depth = 1}}
    aie.objectfifo @a(%m0, {%c0, %c1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
    // expected-error@+1 {{objectFIFO @b in a cyclic dependency requires depth >= 3 for deadlock-free execution; allocated depth = 1}}
    aie.objectfifo @b(%m1, {%c2, %c3, %c4}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
    aie.objectfifo @back0(%c0, {%m0}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
    aie.objectfifo @back1(%c2, {%m1}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  }
  aie.device(npu2) @second {
    %m0 = aie.logical_tile<MemTile>(?, ?)
    %c0 = aie.logical_tile<CoreTile>(?, ?)
    %c1 = aie.logical_tile<CoreTile>(?, ?)
    // expected-error@+1 {{objectFIFO @a in a cyclic dependency requires depth >= 2 for deadlock-free execution; allocated depth = 1}}
    aie.objectfifo @a(%m0, {%c0, %c1}, 1 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<64xi8>>
    aie.objectfifo @back0(%c0, {%m0}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
  }
}
