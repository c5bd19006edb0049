// A region without blocks (generic form `({ })`) is an empty body for
// aie.switchbox, aie.shim_mux, aie.packet_rules and aie.packet_flow
// (aie-passes.md §3.6, §3.7); the custom form's `{}` holds the implicit
// terminator's block and is fine.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.switchbox' op should have non-empty body}}
  %s = "aie.switchbox"(%t) ({
  }) : (index) -> index
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 0)
  // expected-error@+1 {{'aie.shim_mux' op should have non-empty body}}
  %m = "aie.shim_mux"(%t) ({
  }) : (index) -> index
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a = aie.amsel<0> (0)
    // expected-error@+1 {{'aie.packet_rules' op should have non-empty body}}
    "aie.packet_rules"() ({
    }) {source_bundle = #aie.wire_bundle<DMA>, source_channel = 0 : i32} : () -> ()
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.packet_flow' op should have non-empty body}}
  "aie.packet_flow"() ({
  }) {ID = 1 : i8} : () -> ()
}
