// The scratchpad ops read and print as mlir-aie writes them: module-scope
// parameters with their type (and, once lowered, kind and state-table word),
// a core's read, the sequence's sync marker, the firmware's create and
// update (the function in angle brackets; none is `incr`),
// DMA offsets by parameter, and `attributes {...}` before a runtime
// sequence's body.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec --mlir-print-op-generic %s | aiec | FileCheck %s

// CHECK: aiex.scratchpad_parameter @foo : bf16
// CHECK: aiex.scratchpad_parameter @off : i32 {kind = 1 : i32, state_table_idx = 1 : ui8}
// CHECK: %[[V:.*]] = aiex.read_scratchpad_parameter @foo : bf16
// CHECK: aie.runtime_sequence @seq(%{{.*}}: memref<64xi32>) attributes {emit_parameter_sync_preamble = false} {
// CHECK-NEXT: aiex.sync_scratchpad_parameters_from_host
// CHECK-NEXT: aiex.npu.create_scratchpad {size = 8 : ui32}
// CHECK-NEXT: aiex.npu.update_from_scratchpad {address = 0 : ui32, buffer = @buf, state_table_idx = 0 : ui8}
// CHECK-NEXT: aiex.npu.update_from_scratchpad<decr> {address = 0 : ui32, column = 0 : i32, func_arg = 3 : ui32, row = 2 : i32, state_table_idx = 1 : ui8}
// CHECK-NEXT: aiex.npu.update_from_scratchpad<mul> {address = 118788 : ui32, func_arg = 4 : ui32, state_table_idx = 1 : ui8}
// CHECK: aie.dma_bd(%{{.*}} : memref<64xi32> offset = 0 len = 8) {offset_parameter = @off}
// CHECK: aiex.npu.dma_memcpy_nd(%{{.*}}[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, offset_state_table_idx = 1 : ui8}

aiex.scratchpad_parameter @foo : bf16
aiex.scratchpad_parameter @off : i32 {kind = 1 : i32, state_table_idx = 1 : ui8}
aie.device(npu2) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  %buf = aie.buffer(%t02) {sym_name = "buf"} : memref<2xi32>
  aie.shim_dma_allocation @in(%t00, MM2S, 0)
  aie.core(%t02) {
    %v = aiex.read_scratchpad_parameter @foo : bf16
    aie.end
  }
  aie.runtime_sequence @seq(%a: memref<64xi32>) attributes {emit_parameter_sync_preamble = false} {
    aiex.sync_scratchpad_parameters_from_host
    aiex.npu.create_scratchpad {size = 8 : ui32}
    aiex.npu.update_from_scratchpad {address = 0 : ui32, buffer = @buf, state_table_idx = 0 : ui8}
    aiex.npu.update_from_scratchpad<decr> {address = 0 : ui32, column = 0 : i32, func_arg = 3 : ui32, row = 2 : i32, state_table_idx = 1 : ui8}
    aiex.npu.update_from_scratchpad<mul> {address = 118788 : ui32, func_arg = 4 : ui32, state_table_idx = 1 : ui8}
    %t = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 8) {offset_parameter = @off}
      aie.end
    }
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, offset_state_table_idx = 1 : ui8} : memref<64xi32>
  }
}
