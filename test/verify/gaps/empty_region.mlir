// KNOWN GAP: a region without blocks (the generic form `({ })`) is an empty
// body: mlir-aie reports "should have non-empty body" for aie.switchbox,
// aie.shim_mux, aie.packet_rules and aie.packet_flow (aie-passes.md §3.6,
// §3.7). aiec's verifier does (see the unit test
// verify::switchbox::tests::regions_without_blocks), but its parser gives
// every region of these ops a block, as for the custom form's `{}` (MLIR adds
// the implicit terminator's block in the custom form only), so aiec accepts
// the first three and reports the packet flow as having no source. Remove the
// XFAIL line once the parser leaves generic-form regions as written.
// XFAIL: *
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
