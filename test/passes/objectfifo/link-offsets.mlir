// Link offsets that put a joined or distributed part outside the whole
// object: the IR verifies (as in mlir-aie, which checks offsets only against
// the dims of a transfer), and the object FIFO lowering, whose BDs would
// reach past the buffer, refuses it at the link.
// RUN: aiec --split-input-file %s | FileCheck %s --check-prefix=VERIFIES
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectFifo-stateful-transform %s
// RUN: not aiec --split-input-file --aie-objectFifo-stateful-transform %s 2>&1 | FileCheck %s
// VERIFIES-COUNT-2: aie.objectfifo.link
aie.device(npu1) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %c = aie.tile(0, 2)
  %d = aie.tile(0, 3)
  aie.objectfifo @in(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @a(%m, {%c}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @b(%m, {%d}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  // CHECK: {{^}}{{.*}}link-offsets.mlir:[[@LINE+3]]:3: error: 'aie.objectfifo.link' op offset 12 puts the 8 elements of @b outside the 16 of @in
  // CHECK: help: the offset of @b is 0 to 8
  // expected-error@+1 {{'aie.objectfifo.link' op offset 12 puts the 8 elements of @b outside the 16 of @in}}
  aie.objectfifo.link [@in] -> [@a, @b]([] [0, 12])
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %c = aie.tile(0, 2)
  %d = aie.tile(0, 3)
  aie.objectfifo @a(%c, {%m}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @b(%d, {%m}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @out(%m, {%s}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // CHECK: {{^}}{{.*}}link-offsets.mlir:[[@LINE+2]]:3: error: 'aie.objectfifo.link' op offset -8 puts the 8 elements of @a outside the 16 of @out
  // expected-error@+1 {{'aie.objectfifo.link' op offset -8 puts the 8 elements of @a outside the 16 of @out}}
  aie.objectfifo.link [@a, @b] -> [@out]([-8, 8] [])
}
