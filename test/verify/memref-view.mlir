// memref.view with MLIR's rules and messages; the valid form round-trips.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: sed -n '1,/^\/\/ -----/p' %s | aiec | FileCheck %s
// CHECK: %view = memref.view %arg0[%c0][%c4] : memref<64xi8> to memref<?x4xi32>

func.func @ok(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v = memref.view %b[%c0][%c4] : memref<64xi8> to memref<?x4xi32>
  return
}

// -----

func.func @not_bytes(%b: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<16xi32>'}}
  %v = memref.view %b[%c0][] : memref<16xi32> to memref<4xi32>
  return
}

// -----

func.func @sizes(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'memref.view' op incorrect number of size operands for type memref<?x4xi32>}}
  %v = memref.view %b[%c0][] : memref<64xi8> to memref<?x4xi32>
  return
}

// -----

func.func @layout(%b: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'memref.view' op unsupported map for result memref type memref<4xi32, strided<[2]>>}}
  %v = memref.view %b[%c0][] : memref<64xi8> to memref<4xi32, strided<[2]>>
  return
}
