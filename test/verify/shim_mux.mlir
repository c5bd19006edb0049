// Verifier errors of aie.shim_mux and aie.shim_switchbox (aie-passes.md
// §3.6): placement on a shim tile, the body, destinations
// driven once.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(2, 0)
  %m = aie.shim_mux(%t) {
    aie.connect<DMA : 0, North : 3>
    // CHECK: {{^}}{{.*}}shim_mux.mlir:[[@LINE+5]]:5: error: 'aie.connect' op targets same destination North: 3 as another connect operation{{$}}
    // CHECK-NEXT: {{^}}    aie.connect<DMA : 1, North : 3>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: a destination port can be driven by one connection only{{$}}
    // expected-error@+1 {{'aie.connect' op targets same destination North: 3 as another connect operation}}
    aie.connect<DMA : 1, North : 3>
  }
}

// -----

aie.device(xcve2302) {
  %t = aie.tile(0, 0)
  %m = aie.shim_mux(%t) {
    aie.connect<North : 2, DMA : 0>
    aie.connect<North : 3, DMA : 1>
    // expected-error@+1 {{'aie.connect' op targets same destination DMA: 0 as another connect operation}}
    aie.connect<PLIO : 0, DMA : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 1)
  // CHECK: {{^}}{{.*}}shim_mux.mlir:[[@LINE+5]]:3: error: 'aie.shim_mux' op failed to verify that op exists in a shim tile{{$}}
  // CHECK-NEXT: {{^}}  %m = aie.shim_mux(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: tile (2, 1) is a MemTile{{$}}
  // expected-error@+1 {{'aie.shim_mux' op failed to verify that op exists in a shim tile}}
  %m = aie.shim_mux(%t) {
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(2, 1)
  // expected-error@+1 {{'aie.shim_mux' op failed to verify that op exists in a shim tile}}
  %m = aie.shim_mux(%t) {
    aie.connect<DMA : 0, North : 3>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 0)
  %m = aie.shim_mux(%t) {
    // CHECK: {{^}}{{.*}}shim_mux.mlir:[[@LINE+5]]:5: error: 'aie.tile' op cannot be contained in a Switchbox op{{$}}
    // CHECK-NEXT: {{^}}    %u = aie.tile(1, 0){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: a shim mux holds `aie.connect` ops only{{$}}
    // expected-error@+1 {{'aie.tile' op cannot be contained in a Switchbox op}}
    %u = aie.tile(1, 0)
  }
}

// -----

// A shim mux holds no packet switching.
aie.device(npu1) {
  %t = aie.tile(2, 0)
  %m = aie.shim_mux(%t) {
    // expected-error@+1 {{'aie.amsel' op cannot be contained in a Switchbox op}}
    %a = aie.amsel<0> (0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 0)
  // expected-error@+1 {{'aie.shim_mux' op should have non-empty body}}
  %m = "aie.shim_mux"(%t) : (index) -> index
}

// -----

// aie.shim_switchbox: connects must be in a switchbox or shim mux, but the
// shim switchbox still checks their destinations.
aie.device(npu1) {
  %s = aie.shim_switchbox(2) {
    // expected-error@+1 {{'aie.connect' op expects parent op to be one of 'aie.switchbox, aie.shim_mux'}}
    aie.connect<South : 0, North : 0>
    // expected-error@+1 {{'aie.connect' op targets same destination North: 0 as another connect operation}}
    aie.connect<South : 1, North : 0>
  }
}

// -----

aie.device(npu1) {
  %s = aie.shim_switchbox(2) {
    // expected-error@+1 {{'aie.tile' op cannot be contained in a Switchbox op}}
    %u = aie.tile(1, 0)
  }
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{'aie.shim_switchbox' op should have non-empty body}}
  %s = "aie.shim_switchbox"() {col = 2 : i32} : () -> index
}
