// The trace buffer of --aie-insert-trace-flows (mlir-aie after August
// 2026): without arg_idx, each sequence gets a memref<N x i8> argument of
// its own, appended after its other arguments, recorded as its
// #aie.trace_buffer and named by value in the shim BD's address patch;
// reuse_output_buffer = true writes past the data of the last argument
// instead. --aie-resolve-address-patch-buffers then names the buffer by its
// host index, which counts memref arguments only.
// RUN: aiec --split-input-file --aie-insert-trace-flows %s | FileCheck %s
// RUN: aiec --split-input-file --aie-insert-trace-flows --aie-resolve-address-patch-buffers %s | FileCheck %s --check-prefix=INDEX
// RUN: aiec --split-input-file --aie-insert-trace-flows="distribute-channels=true" %s | FileCheck %s --check-prefix=TWO

// A sequence sized at run time: the buffer follows the scalar %n (block
// argument 3), and is the third host buffer (index 2).
// CHECK: aie.runtime_sequence @dynamic
// CHECK-SAME: (%arg0: memref<256xi32>, %arg1: memref<4096xi32>, %arg2: i64, %[[BUF:.*]]: memref<4096xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 3, offset = 0, size = 4096, dedicated = true>}
// CHECK:      aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 1024 : i32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: aiex.npu.address_patch(%[[Z]] : i32) buffer %[[BUF]] : memref<4096xi8> {addr = 119268 : ui32}
// INDEX-LABEL: @dynamic
// INDEX: aiex.npu.address_patch(%{{.*}} : i32) {addr = 119268 : ui32, arg_idx = 2 : i32}
// Two traces over both channels: each writes its own 4096 bytes.
// TWO: @dynamic
// TWO-SAME: i64, %[[BUF:[a-z0-9]+]]: memref<8192xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 3, offset = 0, size = 8192, dedicated = true>}
// TWO: aiex.npu.address_patch(%{{.*}} : i32) buffer %[[BUF]]
// TWO: %[[HALF:.*]] = arith.constant 4096 : i32
// TWO-NEXT: aiex.npu.address_patch(%[[HALF]] : i32) buffer %[[BUF]]
module {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.trace @a(%t02) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.trace @b(%t03) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence @dynamic(%in: memref<256xi32>, %out: memref<4096xi32>, %n: i64) {
      aie.trace.host_config {buffer_size = 4096 : i32}
      aie.trace.start_config @a
      aie.trace.start_config @b
    }
  }
}

// -----

// Each sequence sizes its own buffer; one reuses its output buffer, past
// its 64 bytes of data, and gains no argument.
// CHECK: aie.runtime_sequence @small
// CHECK-SAME: (%arg0: memref<16xi32>, %{{.*}}: memref<1024xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0, size = 1024, dedicated = true>}
// CHECK:      buffer_length = 256 : i32
// CHECK: aie.runtime_sequence @large
// CHECK-SAME: (%arg0: memref<16xi32>, %{{.*}}: memref<16384xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0, size = 16384, dedicated = true>}
// CHECK:      buffer_length = 4096 : i32
// CHECK-LABEL: aie.runtime_sequence @reused(%arg0: memref<16xi32>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, offset = 64, size = 2048, dedicated = false>}
// CHECK:      %[[PAST:.*]] = arith.constant 64 : i32
// CHECK-NEXT: aiex.npu.address_patch(%[[PAST]] : i32) buffer %arg0 : memref<16xi32> {addr = 119268 : ui32}
// INDEX-LABEL: @reused
// INDEX: aiex.npu.address_patch(%{{.*}} : i32) {addr = 119268 : ui32, arg_idx = 0 : i32}
module {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    aie.trace @a(%t02) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence @small(%out: memref<16xi32>) {
      aie.trace.host_config {buffer_size = 1024 : i32}
      aie.trace.start_config @a
    }
    aie.runtime_sequence @large(%out: memref<16xi32>) {
      aie.trace.host_config {buffer_size = 16384 : i32}
      aie.trace.start_config @a
    }
    aie.runtime_sequence @reused(%out: memref<16xi32>) {
      aie.trace.host_config {buffer_size = 2048 : i32, reuse_output_buffer = true}
      aie.trace.start_config @a
    }
  }
}
