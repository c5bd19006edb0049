// A run-time length (`length_parameter`, `length_unit`): the BD is written
// with its static length, then the firmware adds the parameter's word times
// the unit to the BD's length register (word 0 of a shim BD), after the
// address (`update_from_scratchpad<mul>`, in 32-bit words: a unit of 16
// i32 is 16 words; a core parameter's word holds n << 2, so its multiplier
// counts 16-byte blocks). Each parameter is bounded by what keeps its
// transfers inside their buffers (`min_value`, `max_value`), and the
// parameter file lists the bounds.
// RUN: aiec --split-input-file --aie-lower-scratchpad-parameters --aie-assign-buffer-addresses --aie-dma-tasks-to-npu --aie-dma-to-npu %s | FileCheck %s
// RUN: aiec --split-input-file --aie-lower-scratchpad-parameters %s | FileCheck %s --check-prefix=MARK
// The parameter file of the last chunk (each chunk writes it anew):
// RUN: aiec --split-input-file --aie-lower-scratchpad-parameters="output-params-file=%t.txt" %s -o /dev/null
// RUN: FileCheck %s --check-prefix=PARAMS < %t.txt

// 32 static i32 plus n × 16 within 1024: n ≤ (1023 - 31) / 16 = 62. BD 2 of
// tile (1, 0) on npu1 is at 0x201D040.
// CHECK-LABEL: module
// CHECK:       aiex.scratchpad_parameter @k : i32 {kind = 1 : i32, max_value = 62 : i32, min_value = 0 : i32, state_table_idx = 0 : ui8}
// CHECK:       dense<[32,
// CHECK:       aiex.npu.create_scratchpad {size = 4 : ui32}
// CHECK:       aiex.npu.blockwrite({{.*}}) {address = 33673280 : ui32}
// CHECK:       aiex.npu.address_patch({{.*}}) {addr = 33673284 : ui32, arg_idx = 0 : i32}
// CHECK-NEXT:  aiex.npu.update_from_scratchpad<mul> {address = 33673280 : ui32, func_arg = 16 : ui32, state_table_idx = 0 : ui8}
// CHECK:       aiex.npu.write32
// MARK:        aie.dma_bd({{.*}}) {bd_id = 2 : i32, length_state_table_idx = 0 : ui8, length_unit = 16 : i32}
aiex.scratchpad_parameter @k : i32
aie.device(npu1) {
  %s = aie.tile(1, 0)
  aie.runtime_sequence @linear(%a : memref<1024xi32>) {
    %task = aiex.dma_configure_task(%s, S2MM, 1) {
      aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 32) {bd_id = 2 : i32, length_parameter = @k, length_unit = 16 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

// Rows of 2 × 8 i32 (strides 64, 1) four times (stride 256): a unit of 16
// is one more step of the outer dimension, 256 elements on. Each bound
// takes the other parameter at 0: the last element, 3 × 256 + 64 + 7 =
// 839, may move 184 on in 1024, less than one more step. The offset's
// update (word 1, the element size) comes before the length's (word 0).
// CHECK-LABEL: module
// CHECK:       aiex.scratchpad_parameter @at : i32 {kind = 1 : i32, max_value = 184 : i32, min_value = 0 : i32, state_table_idx = 0 : ui8}
// CHECK:       aiex.scratchpad_parameter @rows : i32 {kind = 1 : i32, max_value = 0 : i32, min_value = 0 : i32, state_table_idx = 1 : ui8}
// CHECK:       aiex.npu.update_from_scratchpad<mul> {address = 118788 : ui32, func_arg = 4 : ui32, state_table_idx = 0 : ui8}
// CHECK-NEXT:  aiex.npu.update_from_scratchpad<mul> {address = 118784 : ui32, func_arg = 16 : ui32, state_table_idx = 1 : ui8}
aiex.scratchpad_parameter @at : i32
aiex.scratchpad_parameter @rows : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence @strided(%a : memref<1024xi32>) {
    %task = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 64 sizes = [4, 2, 8] strides = [256, 64, 1]) {bd_id = 0 : i32, offset_parameter = @at, length_parameter = @rows, length_unit = 16 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

// A 2-D transfer through dma_memcpy_nd: its second dimension (4 rows of 8,
// stride 32) moves to the third, which the added length continues; the
// static length is its 32 words. The 4 rows reach element 103 of 512; a
// unit of 32 is 4 more rows, 128 elements on: (511 - 103) / 128 = 3.
// CHECK-LABEL: module
// CHECK:       aiex.scratchpad_parameter @more : i32 {kind = 1 : i32, max_value = 3 : i32, min_value = 0 : i32, state_table_idx = 0 : ui8}
// CHECK:       dense<[32,
// CHECK:       aiex.npu.update_from_scratchpad<mul> {address = 118880 : ui32, func_arg = 32 : ui32, state_table_idx = 0 : ui8}
aiex.scratchpad_parameter @more : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%s, MM2S, 1)
  aie.runtime_sequence @rows(%a : memref<512xi32>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 4, 8][0, 0, 32, 1]) {id = 3 : i64, metadata = @in, length_parameter = @more, length_unit = 32 : i64} : memref<512xi32>
  }
}

// -----

// A parameter a core reads too is a core parameter: its word holds n << 2,
// so a unit of 16 i32 (64 bytes) multiplies by 4 and the BD is marked.
// CHECK-LABEL: module
// CHECK:       aiex.scratchpad_parameter @k : i32 {kind = 0 : i32, max_value = 62 : i32, min_value = 0 : i32, state_table_idx = 0 : ui8}
// CHECK:       aiex.npu.update_from_scratchpad<mul> {address = {{[0-9]+}} : ui32, func_arg = 4 : ui32, state_table_idx = 0 : ui8}
// PARAMS:      {{^}}1{{$}}
// PARAMS-NEXT: {{^}}k 0 i32 core 0 62{{$}}
// MARK:        aie.dma_bd({{.*}}) {bd_id = 1 : i32, length_core_encoded, length_state_table_idx = 0 : ui8, length_unit = 16 : i32}
aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  %c = aie.tile(0, 2)
  aie.core(%c) {
    %v = aiex.read_scratchpad_parameter @k : i32
    aie.end
  }
  aie.runtime_sequence @core_kind(%a : memref<1024xi32>) {
    %task = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 32) {bd_id = 1 : i32, length_parameter = @k, length_unit = 16 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}
