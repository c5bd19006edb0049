// The shape of an scf.for written in generic form (MLIR's verifier
// messages): bounds and step, then one initial value per result and per
// body argument after the induction variable.
// RUN: aiec --split-input-file --verify-diagnostics %s

func.func @no_bounds() {
  // expected-error@+1 {{'scf.for' op expected 3 or more operands, but found 0}}
  "scf.for"() ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @results(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> (i32, i32)
  return
}

// -----

func.func @arguments(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of basic block args and defined values}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}
