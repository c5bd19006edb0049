// Notes are expected like diagnostics; an unexpected note fails the check.
// (verify-diagnostics-fail.mlir has the failing case.)
// RUN: aiec --verify-diagnostics %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t34 = aie.tile(3, 4)
    // expected-error @+1 {{is accessed from an unreachable tile in Column 3 and Row 4}}
    %buf = aie.buffer(%t02) : memref<16xi32>
    %core = aie.core(%t34) {
      %c0 = arith.constant 0 : index
      // expected-note @below {{user}}
      %v = memref.load %buf[%c0] : memref<16xi32>
      aie.end
    }
  }
}
