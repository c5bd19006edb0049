// Errors of --aie-generate-column-control-overlay=emit-standalone-overlay=true.
// RUN: aiec --split-input-file --verify-diagnostics '--aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true emit-standalone-overlay=true' %s

module {
  aie.device(npu2) @a {
    %t00 = aie.tile(0, 0)
  }
  // expected-error@+1 {{'aie.device' op cannot generate a single standalone ctrl_pkt_overlay device: participating devices have mismatched target architectures.}}
  aie.device(npu1) @b {
    %t00 = aie.tile(0, 0)
  }
}

// -----

module {
  aie.device(npu2) @a {
    %t00 = aie.tile(0, 0)
  }
  // expected-error@+1 {{a symbol named `ctrl_pkt_overlay` already exists in the module; cannot create a standalone ctrl_pkt_overlay device.}}
  aie.device(npu2) @ctrl_pkt_overlay {
    %t00 = aie.tile(0, 0)
  }
}
