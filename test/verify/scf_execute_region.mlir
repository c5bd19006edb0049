// scf.execute_region's rules (MLIR's): a region of at least one block,
// whose entry block takes no arguments, each block ending in a terminator,
// every scf.yield passing the results.
// RUN: aiec --split-input-file --verify-diagnostics %s

func.func @er1() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @er2() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @er3() -> i32 {
  %z = arith.constant 0 : index
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    scf.yield %z : index
  }
  return %r : i32
}

// -----

func.func @er4() {
  scf.execute_region {
    // expected-error@+1 {{block with no terminator, has 'arith.constant'}}
    %z = arith.constant 0 : index
  }
  return
}

// -----

func.func @er5() {
  // expected-error@+1 {{empty block: expect at least a terminator}}
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
  }
  return
}
