// Verifier errors of the cascade ops (aie-passes.md §3.9): cascade_flow,
// configure_cascade, put_cascade and get_cascade.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %a = aie.tile(1, 3)
  %b = aie.tile(2, 4)
  // CHECK: {{^}}{{.*}}cascade.mlir:[[@LINE+5]]:3: error: 'aie.cascade_flow' op tiles must be adjacent{{$}}
  // CHECK-NEXT: {{^}}  aie.cascade_flow(%a, %b){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.cascade_flow' op tiles must be adjacent}}
  aie.cascade_flow(%a, %b)
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 3)
  %b = aie.tile(3, 3)
  // expected-error@+1 {{'aie.cascade_flow' op tiles must be adjacent}}
  aie.cascade_flow(%a, %b)
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 3)
  // expected-error@+1 {{'aie.cascade_flow' op tiles must be adjacent}}
  aie.cascade_flow(%a, %a)
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 0)
  %b = aie.tile(1, 1)
  // CHECK: {{^}}{{.*}}cascade.mlir:[[@LINE+5]]:3: error: 'aie.cascade_flow' op shimTile row has no cascade stream interface{{$}}
  // CHECK-NEXT: {{^}}  aie.cascade_flow(%a, %b){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: cascades connect core tiles{{$}}
  // expected-error@+1 {{'aie.cascade_flow' op shimTile row has no cascade stream interface}}
  aie.cascade_flow(%a, %b)
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 1)
  // expected-error@+1 {{'aie.cascade_flow' op memTile row has no cascade stream interface}}
  aie.cascade_flow(%a, %b)
}

// -----

// A PL shim on xcve2302.
aie.device(xcve2302) {
  %a = aie.tile(1, 1)
  %b = aie.tile(1, 0)
  // expected-error@+1 {{'aie.cascade_flow' op memTile row has no cascade stream interface}}
  aie.cascade_flow(%a, %b)
}

// -----

aie.device(xcve2302) {
  %a = aie.tile(1, 2)
  %b = aie.tile(0, 0)
  // expected-error@+1 {{'aie.cascade_flow' op shimTile row has no cascade stream interface}}
  aie.cascade_flow(%a, %b)
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %c = aie.core(%a) {
    aie.end
  }
  // expected-error@+1 {{'aie.cascade_flow' op source and dest must be tile-like operations}}
  aie.cascade_flow(%a, %c)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 3)
  // CHECK: {{^}}{{.*}}cascade.mlir:[[@LINE+5]]:3: error: 'aie.configure_cascade' op input direction of cascade must be North or West on AIE2{{$}}
  // CHECK-NEXT: {{^}}  aie.configure_cascade(%t, East, South){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: cascades flow southward and eastward{{$}}
  // expected-error@+1 {{'aie.configure_cascade' op input direction of cascade must be North or West on AIE2}}
  aie.configure_cascade(%t, East, South)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.configure_cascade' op input direction of cascade must be North or West on AIE2}}
  aie.configure_cascade(%t, South, East)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.configure_cascade' op output direction of cascade must be South or East on AIE2}}
  aie.configure_cascade(%t, North, North)
}

// -----

aie.device(npu2) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.configure_cascade' op output direction of cascade must be South or East on AIE2p}}
  aie.configure_cascade(%t, West, West)
}

// -----

aie.device(npu2) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.configure_cascade' op input direction of cascade must be North or West on AIE2p}}
  aie.configure_cascade(%t, East, East)
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.configure_cascade' op cascade not supported in AIE1}}
  aie.configure_cascade(%t, North, South)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // expected-error@+1 {{'aie.configure_cascade' op memTile row has no cascade stream interface}}
  aie.configure_cascade(%t, North, South)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  // expected-error@+1 {{'aie.configure_cascade' op shimTile row has no cascade stream interface}}
  aie.configure_cascade(%t, North, South)
}

// -----

aie.device(npu1) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  // expected-error@+1 {{'aie.configure_cascade' op requires a placed tile (aie.tile), not a logical tile}}
  aie.configure_cascade(%t, North, South)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    %v = arith.constant dense<0> : vector<8xi32>
    // CHECK: {{^}}{{.*}}cascade.mlir:[[@LINE+5]]:5: error: 'aie.put_cascade' op type must match architecture cascade width (512 bits in AIE2){{$}}
    // CHECK-NEXT: {{^}}    aie.put_cascade(%v : vector<8xi32>){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: `vector<8xi32>` is not 512 bits wide; e.g. `vector<16xi32>`{{$}}
    // expected-error@+1 {{'aie.put_cascade' op type must match architecture cascade width (512 bits in AIE2)}}
    aie.put_cascade(%v : vector<8xi32>)
    aie.end
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    %v = arith.constant dense<0> : vector<17xi32>
    // expected-error@+1 {{'aie.put_cascade' op type must match architecture cascade width (512 bits in AIE2p)}}
    aie.put_cascade(%v : vector<17xi32>)
    aie.end
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    %v = arith.constant dense<0> : vector<16xi32>
    // expected-error@+1 {{'aie.put_cascade' op type must match architecture cascade width (384 bits in AIE1)}}
    aie.put_cascade(%v : vector<16xi32>)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    // CHECK: {{^}}{{.*}}cascade.mlir:[[@LINE+5]]:5: error: 'aie.get_cascade' op must be a 512-bit type{{$}}
    // CHECK-NEXT: {{^}}    %v = aie.get_cascade() : vector<8xi32>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: `vector<8xi32>` is not 512 bits wide; e.g. `vector<16xi32>`{{$}}
    // expected-error@+1 {{'aie.get_cascade' op must be a 512-bit type}}
    %v = aie.get_cascade() : vector<8xi32>
    aie.end
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.get_cascade' op must be a 384-bit type}}
    %v = aie.get_cascade() : vector<16xi32>
    aie.end
  }
}

// -----

// Legacy designs are AIE1.
module {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.get_cascade' op must be a 384-bit type}}
    %v = aie.get_cascade() : i32
    aie.end
  }
}
