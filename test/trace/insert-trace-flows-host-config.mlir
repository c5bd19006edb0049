// A runtime sequence that starts traces says where their packets go with
// aie.trace.host_config. Without it, --aie-insert-trace-flows is an error at
// the sequence, as in mlir-aie; the default pipeline
// (require-host-config=false) leaves the traces configured but unrouted, so
// such a design still compiles.
// RUN: not aiec --aie-insert-trace-flows %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: aiec --aie-insert-trace-flows=require-host-config=false %s | FileCheck %s
// RUN: aiec --emit=ctrl-asm %s | FileCheck %s --check-prefix=ASM

// ERROR: insert-trace-flows-host-config.mlir:[[# @LINE + 16]]:5: error: runtime_sequence with traces requires aie.trace.host_config
// ERROR: help: say where the trace packets go

// CHECK: aie.trace @a(%tile_0_2) {
// CHECK-NEXT: aie.trace.start broadcast = 15
// CHECK-NOT: aie.packet_flow
// CHECK-NOT: aiex.npu

// ASM: ; aiec: device npu1_1col
module @no_buffer {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    aie.trace @a(%t02) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence(%out: memref<16xi32>) {
      aie.trace.start_config @a
    }
  }
}
