// aie.device and func.func are isolated from above: their ops may only use
// values defined inside them (MLIR's "using value defined outside the
// region", with a note on the isolated op).
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

module {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}isolation.mlir:[[@LINE+10]]:5: error: 'aie.buffer' op using value defined outside the region{{$}}
  // CHECK-NEXT: {{^}}    %b = aie.buffer(%t) : memref<16xi32>{{$}}
  // CHECK-NEXT: {{^}}    ^
  // CHECK-NEXT: {{^}}  help: `aie.device` is isolated from above: define the value inside it{{$}}
  // CHECK-NEXT: {{^}}{{.*}}isolation.mlir:[[@LINE+4]]:3: note: required by region isolation constraints{{$}}
  // CHECK-NEXT: {{^}}  aie.device(npu1) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // expected-note@+1 {{required by region isolation constraints}}
  aie.device(npu1) {
    // expected-error@+1 {{'aie.buffer' op using value defined outside the region}}
    %b = aie.buffer(%t) : memref<16xi32>
  }
}

// -----

module {
  %t = aie.tile(2, 2)
  // expected-note@+1 {{required by region isolation constraints}}
  aie.device(npu1) {
    %u = aie.tile(2, 3)
    // expected-error@+1 {{'aie.flow' op using value defined outside the region}}
    aie.flow(%t, DMA : 0, %u, DMA : 0)
  }
}

// -----

// Nested deeper inside the device.
module {
  %c = arith.constant 3 : i32
  // expected-note@+1 {{required by region isolation constraints}}
  aie.device(npu1) {
    %t = aie.tile(1, 2)
    %core = aie.core(%t) {
      // expected-error@+1 {{'arith.addi' op using value defined outside the region}}
      %x = arith.addi %c, %c : i32
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %c = arith.constant 1 : i32
  // expected-note@+1 {{required by region isolation constraints}}
  func.func @f() -> () {
    // CHECK: {{^}}{{.*}}isolation.mlir:[[@LINE+5]]:5: error: 'arith.addi' op using value defined outside the region{{$}}
    // CHECK-NEXT: {{^}}    %x = arith.addi %c, %c : i32{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: `func.func` is isolated from above: define the value inside it{{$}}
    // expected-error@+1 {{'arith.addi' op using value defined outside the region}}
    %x = arith.addi %c, %c : i32
    return
  }
}
