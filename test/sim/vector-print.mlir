// vector.print in a core writes, when the core reaches it, what MLIR's
// runtime printers write: a vector as `( a, b, ... )` (nested by rank),
// signless and signed integers sign-extended, `i1` as 0 or 1, unsigned ones
// and `index` zero-extended, floats as C's `%g`, a string as it is; then its
// punctuation (a newline by default). aie-sim writes it on stdout, before
// its own lines.
// RUN: aie-sim %s | FileCheck %s --match-full-lines
// CHECK: ( 1, -2, 3, -4 )
// CHECK-NEXT: ( ( 1, 0 ), ( 1, 1 ) )
// CHECK-NEXT: -1 4294967295 18446744073709551615
// CHECK-NEXT: sum = 2.5, 1e-05, 1.23457e+08, 0.333333, -0, inf
// CHECK-NEXT: ( 0.5, 1.5 ), done
// CHECK-NEXT: aie-sim: {{.*}}
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %core = aie.core(%t) {
      %v = arith.constant dense<[1, -2, 3, -4]> : vector<4xi32>
      vector.print %v : vector<4xi32>
      %b = arith.constant dense<[[true, false], [true, true]]> : vector<2x2xi1>
      vector.print %b : vector<2x2xi1>
      %u = arith.constant 255 : i8
      %i = arith.constant -1 : index
      vector.print %u : i8 punctuation <no_punctuation>
      vector.print str " " punctuation <no_punctuation>
      %one = arith.constant 4294967295 : i64
      vector.print %one : i64 punctuation <no_punctuation>
      vector.print str " " punctuation <no_punctuation>
      vector.print %i : index
      %f = arith.constant 2.5 : f32
      vector.print str "sum = " punctuation <no_punctuation>
      vector.print %f : f32 punctuation <comma>
      %g = arith.constant 1.0e-5 : f64
      vector.print %g : f64 punctuation <comma>
      %h = arith.constant 123456789.0 : f32
      vector.print %h : f32 punctuation <comma>
      %third = arith.constant 0.33333333 : f64
      vector.print %third : f64 punctuation <comma>
      %nz = arith.constant -0.0 : f32
      vector.print %nz : f32 punctuation <comma>
      %inf = arith.constant 0x7F800000 : f32
      vector.print %inf : f32
      %w = arith.constant dense<[0.5, 1.5]> : vector<2xbf16>
      vector.print %w : vector<2xbf16> punctuation <comma>
      vector.print str "done"
      aie.end
    }
  }
}
