// --aie-npu-to-cert materializes `aiex.configure @d { aiex.run ... }` first:
// the device's `configure` sequence becomes aiex.cert.section @d (its job
// one above the highest), the call site aiex.cert.load_pdi(1, @d) and the
// inlined body of the sequence run; a run passing the wrong number of
// arguments is mlir-aie's error.
// RUN: aiec --aie-npu-to-cert --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   aie.device(npu2) {
// CHECK-NEXT:     aiex.cert.job(2) {
// CHECK-NEXT:       aiex.cert.load_pdi(1, @other)
// CHECK-NEXT:       aiex.cert.write32(48, 4)
// CHECK-NEXT:       aiex.cert.write32(16, 1)
// CHECK-NEXT:     }
// CHECK-NEXT:     aiex.cert.section @other {
// CHECK-NEXT:       aiex.cert.page {
// CHECK-NEXT:         aiex.cert.job(1) {
// CHECK-NEXT:           aiex.cert.write32(32, 3)
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  aie.device(npu2) {
    aie.runtime_sequence @run(%x: memref<16xi32>) {
      aiex.configure @other {
        aiex.run @step(%x) : (memref<16xi32>)
      }
      aiex.npu.write32 {address = 16 : ui32, value = 1 : ui32}
    }
  }
  aie.device(npu2) @other {
    aie.runtime_sequence @configure() {
      aiex.npu.write32 {address = 32 : ui32, value = 3 : ui32}
    }
    aie.runtime_sequence @step(%y: memref<16xi32>) {
      aiex.npu.write32 {address = 48 : ui32, value = 4 : ui32}
    }
  }
}

// -----

module {
  aie.device(npu2) {
    aie.runtime_sequence @configure(%x: memref<1xi32>) {
      aiex.configure @callee {
        // expected-error@+1 {{number of run op arguments (1) does not match number of callee runtime sequence arguments (0)}}
        aiex.run @run_a(%x) : (memref<1xi32>)
      }
    }
  }
  aie.device(npu2) @callee {
    aie.runtime_sequence @run_a() {
    }
  }
}
