// --aie-fuse-trace-buffers: a runtime sequence that runs traced designs gets
// one trace buffer: its own traces at the front, then one slice per run
// (two runs of one design: two slices), recorded as trace_slices. Each run
// passes its slice as a new last operand; after
// --aie-materialize-runtime-sequences and --aie-resolve-address-patch-buffers
// every patch names the fused buffer, at its slice's offset.
// RUN: aiec --split-input-file --verify-diagnostics --aie-insert-trace-flows --aie-trace-to-config --aie-trace-pack-reg-writes --aie-inline-trace-config --aie-fuse-trace-buffers %s | FileCheck %s
// RUN: aiec --split-input-file --verify-diagnostics --aie-insert-trace-flows --aie-trace-to-config --aie-trace-pack-reg-writes --aie-inline-trace-config --aie-fuse-trace-buffers --aie-materialize-runtime-sequences --aie-resolve-address-patch-buffers %s | FileCheck %s --check-prefix=RESOLVED

// CHECK: aie.runtime_sequence @caller(%arg0: memref<64xi32>, %arg1: memref<64xi32>, %arg2: memref<22528xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 2, offset = 0, size = 22528, dedicated = true>, trace_slices = [#aie.trace_slice<device = "main", sequence = "caller", offset = 0, size = 2048>, #aie.trace_slice<device = "dev_a", sequence = "seq_a", offset = 2048, size = 8192>, #aie.trace_slice<device = "dev_a", sequence = "seq_a", offset = 10240, size = 8192>, #aie.trace_slice<device = "dev_b", sequence = "seq_b", offset = 18432, size = 4096>]}
// CHECK:      %[[S0:.*]] = memref.subview %arg2[2048] [8192] [1] : memref<22528xi8> to memref<8192xi8, strided<[1], offset: 2048>>
// CHECK-NEXT: %[[C0:.*]] = memref.reinterpret_cast %[[S0]] to offset: [0], sizes: [8192], strides: [1] : memref<8192xi8, strided<[1], offset: 2048>> to memref<8192xi8>
// CHECK-NEXT: aiex.run @seq_a(%arg0, %[[C0]]) : (memref<64xi32>, memref<8192xi8>)
// CHECK:      memref.subview %arg2[10240] [8192] [1]
// CHECK:      memref.subview %arg2[18432] [4096] [1]
// CHECK:      aie.runtime_sequence @seq_a(%arg0: memref<64xi32>, %arg1: memref<8192xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0, size = 8192, dedicated = true>}
// RESOLVED:      aie.runtime_sequence @caller
// RESOLVED:      aiex.npu.address_patch(%{{.*}} : i32) {addr = 119268 : ui32, arg_idx = 2 : i32}
// RESOLVED:      aiex.npu.load_pdi {device_ref = @dev_a}
// RESOLVED:      %[[A:.*]] = arith.constant 2048 : i32
// RESOLVED-NEXT: aiex.npu.address_patch(%[[A]] : i32) {addr = 119268 : ui32, arg_idx = 2 : i32}
// RESOLVED:      %[[B:.*]] = arith.constant 10240 : i32
// RESOLVED-NEXT: aiex.npu.address_patch(%[[B]] : i32) {addr = 119268 : ui32, arg_idx = 2 : i32}
// RESOLVED:      aiex.npu.load_pdi {device_ref = @dev_b}
// RESOLVED:      %[[C:.*]] = arith.constant 18432 : i32
// RESOLVED-NEXT: aiex.npu.address_patch(%[[C]] : i32) {addr = 119268 : ui32, arg_idx = 2 : i32}
module {
  aie.device(npu1_1col) @main {
    %shim_m = aie.tile(0, 0)
    %core_m = aie.tile(0, 3)
    aie.trace @mt(%core_m) {
      aie.trace.packet id=5 type=core
      aie.trace.event<"INSTR_EVENT_0">
      aie.trace.start broadcast=15
      aie.trace.stop broadcast=14
    }
    aie.runtime_sequence @caller(%arg0: memref<64xi32>, %arg1: memref<64xi32>) {
      aie.trace.host_config {buffer_size = 2048 : i32}
      aie.trace.start_config @mt
      aiex.configure @dev_a {
        aiex.run @seq_a (%arg0) : (memref<64xi32>)
        aiex.run @seq_a (%arg1) : (memref<64xi32>)
      }
      aiex.configure @dev_b {
        aiex.run @seq_b (%arg1) : (memref<64xi32>)
      }
    }
  }
  aie.device(npu1_1col) @dev_a {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    aie.trace @ta(%core) {
      aie.trace.packet id=1 type=core
      aie.trace.event<"INSTR_EVENT_0">
      aie.trace.start broadcast=15
      aie.trace.stop broadcast=14
    }
    aie.runtime_sequence @seq_a(%arg0: memref<64xi32>) {
      aie.trace.host_config {buffer_size = 8192 : i32}
      aie.trace.start_config @ta
    }
  }
  aie.device(npu1_1col) @dev_b {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 4)
    aie.trace @tb(%core) {
      aie.trace.packet id=1 type=core
      aie.trace.event<"INSTR_EVENT_1">
      aie.trace.start broadcast=15
      aie.trace.stop broadcast=14
    }
    aie.runtime_sequence @seq_b(%arg0: memref<64xi32>) {
      aie.trace.host_config {buffer_size = 4096 : i32}
      aie.trace.start_config @tb
    }
  }
}

// -----

// Nothing traced, nothing fused: no argument, no attribute.
// CHECK: aie.runtime_sequence @plain(%arg0: memref<64xi32>) {
module {
  aie.device(npu1_1col) @main {
    aie.runtime_sequence @plain(%arg0: memref<64xi32>) {
      aiex.configure @dev_a {
        aiex.run @seq_a (%arg0) : (memref<64xi32>)
      }
    }
  }
  aie.device(npu1_1col) @dev_a {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence @seq_a(%arg0: memref<64xi32>) {
    }
  }
}

// -----

// A caller reusing its output buffer cannot hold its runs' slices.
module {
  aie.device(npu1_1col) @main {
    %core = aie.tile(0, 3)
    aie.trace @mt(%core) {
      aie.trace.start broadcast=15
      aie.trace.stop broadcast=14
    }
    // expected-error@+1 {{'aie.runtime_sequence' op runs traced designs and sets trace.host_config reuse_output_buffer=true. Growing the output buffer to hold their slices is not supported. Use a separate trace buffer instead}}
    aie.runtime_sequence @caller(%arg0: memref<64xi32>) {
      aie.trace.host_config {buffer_size = 2048 : i32, reuse_output_buffer = true}
      aie.trace.start_config @mt
      aiex.configure @dev_a {
        aiex.run @seq_a (%arg0) : (memref<64xi32>)
      }
    }
  }
  aie.device(npu1_1col) @dev_a {
    %core = aie.tile(0, 2)
    aie.trace @ta(%core) {
      aie.trace.start broadcast=15
      aie.trace.stop broadcast=14
    }
    aie.runtime_sequence @seq_a(%arg0: memref<64xi32>) {
      aie.trace.host_config {buffer_size = 8192 : i32}
      aie.trace.start_config @ta
    }
  }
}

// -----

// A callee writing into its own output buffer claims nothing: its trace
// lands in the output buffer the run passes it. (mlir-aie rejects this.)
// CHECK: aie.runtime_sequence @caller(%arg0: memref<64xi32>) {
// CHECK-NEXT: aiex.configure @dev_a {
// CHECK-NEXT: aiex.run @seq_a(%arg0) : (memref<64xi32>)
module {
  aie.device(npu1_1col) @main {
    aie.runtime_sequence @caller(%arg0: memref<64xi32>) {
      aiex.configure @dev_a {
        aiex.run @seq_a (%arg0) : (memref<64xi32>)
      }
    }
  }
  aie.device(npu1_1col) @dev_a {
    %core = aie.tile(0, 2)
    aie.trace @ta(%core) {
      aie.trace.start broadcast=15
      aie.trace.stop broadcast=14
    }
    aie.runtime_sequence @seq_a(%arg0: memref<64xi32>) {
      aie.trace.host_config {buffer_size = 8192 : i32, reuse_output_buffer = true}
      aie.trace.start_config @ta
    }
  }
}
