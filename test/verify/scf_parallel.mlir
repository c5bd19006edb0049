// scf.parallel's and scf.reduce's rules (MLIR's): at least one dimension,
// positive constant steps, one reduction per result and initial value,
// each of the result's type, two-argument reduction blocks ending in
// scf.reduce.return of that type, scf.reduce only in scf.parallel.
// RUN: aiec --split-input-file --verify-diagnostics %s

func.func @p1(%n: index) {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @p2(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%c0) to (%n) step (%c0) {
  }
  return
}

// -----

func.func @p3(%n: index) {
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%c1) to (%n) step (%c1) init (%n) -> index {
  }
  return
}

// -----

func.func @p4(%n: index) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c1) to (%n) step (%c1) init (%n) -> index {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: i32 to be the same as the 0-th result type: index}}
    scf.reduce(%z : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @p5(%n: index) {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c1) to (%n) step (%c1) init (%n) -> index {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type index in the 0-th reduction region}}
    scf.reduce(%i : index) {
    ^bb0(%a: index):
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

func.func @p6(%n: index) {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c1) to (%n) step (%c1) init (%n) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %z = arith.constant 0 : i32
      // expected-error@+1 {{'scf.reduce.return' op must have type index (the type of the reduction inputs)}}
      scf.reduce.return %z : i32
    }
  }
  return
}

// -----

func.func @p7(%n: index) {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c1) to (%n) step (%c1) init (%n) -> index {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %z = arith.constant 0 : i32
    }
  }
  return
}

// -----

func.func @p8(%n: index) {
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
}

// -----

func.func @p9(%n: index) {
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%c1, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @p10(%n: index) {
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%c1, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @p11(%n: i32) {
  // expected-error@+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%n, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @p12(%n: index) {
  // expected-error@+1 {{'scf.parallel' op operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%n, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @p13(%n: index) {
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%c1) to (%n) step (%c1) {
    scf.yield
  }
  return
}

// -----

func.func @p14(%n: index) {
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%c1, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }) : (index, index, index) -> index
  return
}

// -----

func.func @p15(%n: index) {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c1) to (%n) step (%c1) init (%n) -> index {
    // expected-error@+1 {{'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 2}}
    scf.reduce(%i, %i : index, index) {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

func.func @p16(%n: index) {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c1) to (%n) step (%c1) init (%n) -> index {
    // expected-error@+1 {{'scf.reduce' op 0-th reduction has an empty body}}
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
    }
  }
  return
}
