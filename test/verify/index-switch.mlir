// scf.index_switch's rules (MLIR's): a region per case value after the
// default one, no value twice, every region yielding the results.
// RUN: aiec --split-input-file --verify-diagnostics %s

func.func @count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 2 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @twice(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 4}}
  scf.index_switch %i
  case 4 {
    scf.yield
  }
  case 4 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @yields(%i: index) -> i32 {
  %z = arith.constant 0 : i32
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> i32
  case 0 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %z : i32
  }
  return %r : i32
}
