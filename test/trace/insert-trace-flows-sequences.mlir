// Every runtime sequence of a device with an aie.trace.host_config drives
// the traces on its own run (mlir-aie since August 2026): each gets its own
// trace buffer and shim DMA program, with its own size and argument; the
// packet flows are the device's, one per trace. The sequences' host_configs
// must route alike: the routes live in the device's stream switches.
// Without arg_idx the trace buffer is a new i8 argument; an explicit
// arg_idx names a host buffer by index and appends nothing.
// RUN: aiec --split-input-file --verify-diagnostics --aie-insert-trace-flows %s | FileCheck %s

// CHECK: aie.runtime_sequence @first
// CHECK-SAME: (%arg0: memref<16xi32>, %[[BUF:.*]]: memref<8192xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0, size = 8192, dedicated = true>}
// CHECK:      aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 2048 : i32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: aiex.npu.address_patch(%[[Z]] : i32) buffer %[[BUF]] : memref<8192xi8> {addr = 119268 : ui32}
// CHECK-NOT:  aie.trace.host_config
// CHECK-LABEL: aie.runtime_sequence @second(%arg0: memref<16xi32>) {
// CHECK:      aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 1024 : i32
// CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : i32
// CHECK-NEXT: aiex.npu.address_patch(%[[Z2]] : i32) {addr = 119268 : ui32, arg_idx = 1 : i32}
// CHECK-NOT:  aie.trace.host_config
// CHECK:      aie.packet_flow(1)
// CHECK-NOT:  aie.packet_flow
module {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    aie.trace @a(%t02) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence @first(%out: memref<16xi32>) {
      aie.trace.host_config {buffer_size = 8192 : i32}
      aie.trace.start_config @a
    }
    aie.runtime_sequence @second(%out: memref<16xi32>) {
      aie.trace.host_config {buffer_size = 4096 : i32, arg_idx = 1 : i32}
      aie.trace.start_config @a
    }
  }
}

// -----

module {
  aie.device(npu1_2col) {
    %t02 = aie.tile(0, 2)
    aie.trace @a(%t02) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence @first(%out: memref<16xi32>) {
      // expected-note@+1 {{first aie.trace.host_config here}}
      aie.trace.host_config {buffer_size = 8192 : i32}
      aie.trace.start_config @a
    }
    aie.runtime_sequence @second(%out: memref<16xi32>) {
      // expected-error@+1 {{aie.trace.host_config routes trace data differently from another runtime_sequence in this device; the routes live in the device's stream switches, so every sequence must name the same routing and egress column}}
      aie.trace.host_config {buffer_size = 8192 : i32, egress_shim_col = 1 : i32}
      aie.trace.start_config @a
    }
  }
}
