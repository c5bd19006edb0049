// Errors of --aie-expand-load-pdi.
// RUN: aiec --verify-diagnostics --aie-expand-load-pdi %s

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{Referenced symbol 'x' is not a device}}
    aiex.npu.load_pdi {device_ref = @x}
  }
}
