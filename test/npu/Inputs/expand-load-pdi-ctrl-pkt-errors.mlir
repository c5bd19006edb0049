// Errors of --aie-expand-load-pdi=ctrl-pkt=true (test/npu/expand-load-pdi-ctrl-pkt.mlir).

module {
  aie.device(npu1_1col) @main {
    aie.runtime_sequence() {
      // expected-error@+1 {{ctrl-pkt mode requires a `@ctrl_pkt_overlay` device in the module}}
      aiex.npu.load_pdi {device_ref = @design}
    }
  }
  aie.device(npu1_1col) @design {
    %t02 = aie.tile(0, 2)
    %l3 = aie.lock(%t02, 3) {init = 2 : i32}
  }
}
