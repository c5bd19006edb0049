// aie.trace.host_config's routing defaults to `single` (mlir-aie's
// DefaultValuedAttr): given at its default it is not printed, as
// mlir-aie's printer leaves out every attribute at its default value.
// RUN: aiec %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence @seq()
// CHECK-NEXT: aie.trace.host_config {buffer_size = 8192 : i32}
// CHECK-NEXT: aie.trace.host_config {buffer_size = 64 : i32, reuse_output_buffer = true}
aie.device(npu1_1col) {
  aie.runtime_sequence @seq() {
    aie.trace.host_config {buffer_size = 8192 : i32, routing = 0 : i32, egress_shim_col = 0 : i32}
    aie.trace.host_config {buffer_size = 64 : i32, reuse_output_buffer = true, routing = 0 : i32}
  }
}
