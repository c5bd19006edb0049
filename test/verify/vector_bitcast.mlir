// vector.bitcast's rules (MLIR's): the same rank, the dimensions before the
// minor one equal, as many bits in the minor dimension; a valid one
// round-trips (aie-sim's core interpreter runs it: runtime-sim's
// bitcasts_repack_the_bits_of_each_row).
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: sed -n '1,/^\/\/ -----/p' %s | aiec | FileCheck %s
// CHECK: %0 = vector.bitcast %arg0 : vector<2x32xbf16> to vector<2x16xi32>

func.func @ok(%a: vector<2x32xbf16>) {
  %b = vector.bitcast %a : vector<2x32xbf16> to vector<2x16xi32>
  return
}

// -----

func.func @bits(%a: vector<8xi8>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %b = vector.bitcast %a : vector<8xi8> to vector<4xi32>
  return
}

// -----

func.func @dims(%a: vector<2x8xi8>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %b = vector.bitcast %a : vector<2x8xi8> to vector<4x2xi32>
  return
}

// -----

func.func @rank(%a: vector<2x8xi8>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %b = vector.bitcast %a : vector<2x8xi8> to vector<4xi32>
  return
}
