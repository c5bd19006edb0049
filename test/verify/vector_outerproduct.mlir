// vector.outerproduct's rules (MLIR's): 1-D vector operands (or a scalar
// right operand), a result of their lanes, matching element types, an
// accumulator of the result's type, a kind that combines its elements.
// RUN: aiec --split-input-file --verify-diagnostics %s

func.func @o1(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %r = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @o2(%a: vector<4xi32>, %b: vector<8xi32>, %c: vector<4x8xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<8xi32>
  return
}

// -----

func.func @o3(%a: vector<4x4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %r = vector.outerproduct %a, %b : vector<4x4xf32>, vector<8xf32>
  return
}

// -----

func.func @o4(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %r = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @o5(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %r = "vector.outerproduct"(%a, %b) : (vector<4xf32>, f32) -> vector<8xf32>
  return
}

// -----

func.func @o6(%a: vector<4xf32>, %b: vector<8xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %r = vector.outerproduct %a, %b : vector<4xf32>, vector<8xi32>
  return
}

// -----

func.func @o7(%a: f32, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op operand #0 must be vector of any type values, but got 'f32'}}
  %r = "vector.outerproduct"(%a, %b) : (f32, vector<8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @o8(%a: vector<4xi32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that lhs operand and result have same element type}}
  %r = "vector.outerproduct"(%a, %b) : (vector<4xi32>, vector<8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @o9(%a: vector<4xf32>, %b: vector<8x2xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %r = vector.outerproduct %a, %b : vector<4xf32>, vector<8x2xf32>
  return
}

// -----

func.func @o10(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %r = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @o11(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %r = "vector.outerproduct"(%a, %b) : (vector<4xf32>, f32) -> vector<4x4xf32>
  return
}

// -----

func.func @o12(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %r = vector.outerproduct %a, %b : vector<[4]xf32>, vector<8xf32>
  return
}

// -----

func.func @o13(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op result #0 must be vector of any type values, but got 'f32'}}
  %r = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> f32
  return
}
