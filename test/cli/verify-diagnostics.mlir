// `--verify-diagnostics` succeeds when every expected diagnostic is produced
// and no other one is; the output of the chunks without errors is printed.
// RUN: aiec --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: aiec -split-input-file -verify-diagnostics %s -o %t && FileCheck %s < %t

// CHECK: %tile_0_2 = aie.tile(0, 2)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: {{^}}// -----{{$}}
// CHECK-NEXT: {{^}}// -----{{$}}
// CHECK-NEXT: {{^}}// -----{{$}}
// CHECK-NEXT: {{^}}// -----{{$}}
// CHECK-NEXT: {{^}}// -----{{$}}
// CHECK-NOT: {{.}}
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
  }
}

// -----

module {
  aie.device(npu1) {
    // expected-error @+1 {{custom op 'aie.no_such_op' is unknown}}
    %t = aie.no_such_op(0, 2)
  }
}

// -----

module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %t = aie.tile(0, 3) // expected-error {{redefinition of SSA value}}
  }
}

// -----

module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %u = aie.buffer(%x) : memref<4xi32>
    // expected-error @-1 {{undeclared SSA value name '%x'}}
  }
}

// -----

// expected-error @below {{unknown device}}
aie.device(npu9) {
}

// -----

aie.device(npu9) {
// expected-error @above {{unknown device `npu9`}}
}
