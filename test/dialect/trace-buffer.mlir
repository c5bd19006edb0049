// #aie.trace_buffer and #aie.trace_slice on aie.runtime_sequence (mlir-aie
// after August 2026): parsed into their fields, printed back as written,
// checked against the sequence's arguments; aiex.npu.address_patch names
// its host buffer by index (arg_idx) or by value (a buffer operand).
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence @traced(%arg0: memref<64xi32>, %arg1: memref<777xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 16, size = 761, dedicated = true>} {
// CHECK:         %[[C:.*]] = arith.constant 16 : i32
// CHECK-NEXT:    aiex.npu.address_patch(%[[C]] : i32) buffer %arg1 : memref<777xi8> {addr = 119268 : ui32}
// CHECK-NEXT:    aiex.npu.address_patch(%[[C]] : i32) {addr = 119268 : ui32, arg_idx = 1 : i32}
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @traced(%arg0: memref<64xi32>, %arg1: memref<777xi8>)
        attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 16,
                                                     size = 761, dedicated = true>} {
      %c16 = arith.constant 16 : i32
      aiex.npu.address_patch(%c16 : i32) buffer %arg1 : memref<777xi8> {addr = 119268 : ui32}
      aiex.npu.address_patch(%c16 : i32) {addr = 119268 : ui32, arg_idx = 1 : i32}
    }
  }
}

// -----

// The slices of a fused buffer, each naming its device and sequence.
// CHECK: aie.runtime_sequence @main_seq
// CHECK-SAME: trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0, size = 12288, dedicated = true>
// CHECK-SAME: trace_slices = [#aie.trace_slice<device = "dev_a", sequence = "seq_a", offset = 0, size = 8192>, #aie.trace_slice<device = "dev_b", sequence = "seq_b", offset = 8192, size = 4096>]
module {
  aie.device(npu1_1col) @main {
    aie.runtime_sequence @main_seq(%arg0: memref<64xi32>, %arg1: memref<12288xi8>) attributes {
        trace_buffer = #aie.trace_buffer<dedicated = true, size = 12288, offset = 0, arg_index = 1>,
        trace_slices = [#aie.trace_slice<device = "dev_a", sequence = "seq_a", offset = 0, size = 8192>,
                        #aie.trace_slice<device = "dev_b", sequence = "seq_b", offset = 8192, size = 4096>]} {
    }
  }
}

// -----

// The register address known at run time comes before the buffer.
// CHECK-LABEL: @both
// CHECK: aiex.npu.address_patch(%{{.*}} : i32) addr %{{.*}} : i32 buffer %arg0 : memref<8xi32> {addr = 0 : ui32}
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @both(%arg0: memref<8xi32>, %r: i32) {
      %c0 = arith.constant 0 : i32
      aiex.npu.address_patch(%c0 : i32) addr %r : i32 buffer %arg0 : memref<8xi32> {addr = 0 : ui32}
    }
  }
}
