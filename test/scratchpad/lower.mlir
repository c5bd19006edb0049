// --aie-lower-scratchpad-parameters: each parameter gets its state-table word
// (module order) and kind; a core reading parameters reads its own two-word
// buffers (one per parameter and tile), shifted right by 2 and cast to the
// read's type, once a lock of its tile (acquired first thing) says the
// sequence has synced them; the sequence's preamble creates the scratchpad
// (4 bytes per parameter of the module), zeroes each buffer and adds the
// parameter's word into it, then sets the locks. A DMA offset by parameter
// becomes the parameter's word. The parameter file lists them.
// RUN: aiec --aie-lower-scratchpad-parameters="output-params-file=%t.txt" %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=PARAMS < %t.txt
// RUN: aiec --aie-lower-scratchpad-parameters %s | aiec --aie-lower-scratchpad-parameters | FileCheck %s --check-prefix=AGAIN

// CHECK: aiex.scratchpad_parameter @foo : bf16 {kind = 0 : i32, state_table_idx = 0 : ui8}
// CHECK: aiex.scratchpad_parameter @n : i8 {kind = 0 : i32, state_table_idx = 1 : ui8}
// CHECK: aiex.scratchpad_parameter @off : i32 {kind = 1 : i32, max_value = 56 : i32, min_value = 0 : i32, state_table_idx = 2 : ui8}
// CHECK: %[[TILE:.*]] = aie.tile(0, 2)
// CHECK-DAG: %[[LOCK:.*]] = aie.lock(%[[TILE]]) {init = 0 : i32}
// CHECK-DAG: %[[FOO:.*]] = aie.buffer(%[[TILE]]) {sym_name = "__param_foo_0_2_0"} : memref<2xi32>
// CHECK-DAG: %[[N:.*]] = aie.buffer(%[[TILE]]) {sym_name = "__param_n_0_2_1"} : memref<2xi32>
// CHECK: aie.core(%[[TILE]]) {
// CHECK: aie.use_lock(%[[LOCK]], Acquire, %{{.*}})
// CHECK: %[[RAW:.*]] = memref.load %[[FOO]][%{{.*}}] : memref<2xi32>
// CHECK: %[[SH:.*]] = arith.shrui %[[RAW]], %{{.*}} : i32
// CHECK: %[[LOW:.*]] = arith.trunci %[[SH]] : i32 to i16
// CHECK: %[[BF:.*]] = arith.bitcast %[[LOW]] : i16 to bf16
// CHECK: %[[RAW2:.*]] = memref.load %[[N]][%{{.*}}] : memref<2xi32>
// CHECK: %[[SH2:.*]] = arith.shrui %[[RAW2]], %{{.*}} : i32
// CHECK: %[[I8:.*]] = arith.trunci %[[SH2]] : i32 to i8
// CHECK: arith.extf %[[BF]] : bf16 to f32
// CHECK: arith.extsi %[[I8]] : i8 to i32
// CHECK: } {emit_parameter_sync_preamble = false}
// CHECK: aie.runtime_sequence @seq(%[[A:.*]]: memref<64xi32>) attributes {emit_parameter_sync_preamble = false} {
// CHECK-NEXT: aiex.npu.create_scratchpad {size = 12 : ui32}
// CHECK: aiex.npu.write32(%{{.*}}, %{{.*}}) {buffer = @__param_foo_0_2_0} : i32, i32
// CHECK-NEXT: aiex.npu.update_from_scratchpad {address = 0 : ui32, buffer = @__param_foo_0_2_0, state_table_idx = 0 : ui8}
// CHECK: aiex.npu.write32(%{{.*}}, %{{.*}}) {buffer = @__param_n_0_2_1} : i32, i32
// CHECK-NEXT: aiex.npu.update_from_scratchpad {address = 0 : ui32, buffer = @__param_n_0_2_1, state_table_idx = 1 : ui8}
// CHECK-NEXT: aiex.set_lock(%[[LOCK]], 1)
// CHECK: aie.dma_bd(%[[A]] : memref<64xi32> offset = 0 len = 8) {offset_state_table_idx = 2 : ui8}

// The offset's bounds keep its 8 elements within the 64 (at most 56); a
// parameter no DMA uses has none.
// PARAMS: {{^}}3{{$}}
// PARAMS-NEXT: {{^}}foo 0 bf16 core - -{{$}}
// PARAMS-NEXT: {{^}}n 1 i8 core - -{{$}}
// PARAMS-NEXT: {{^}}off 2 i32 addr 0 56{{$}}

// The pass marks what it did: a second run adds nothing, and the offset
// parameter keeps its kind.
// AGAIN: aiex.scratchpad_parameter @off : i32 {kind = 1 : i32, max_value = 56 : i32, min_value = 0 : i32, state_table_idx = 2 : ui8}
// AGAIN-COUNT-1: aie.use_lock
// AGAIN-NOT: aie.use_lock
// AGAIN-COUNT-1: aiex.npu.create_scratchpad
// AGAIN-NOT: aiex.npu.create_scratchpad

aiex.scratchpad_parameter @foo : bf16
aiex.scratchpad_parameter @n : i8
aiex.scratchpad_parameter @off : i32
aie.device(npu2) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  aie.core(%t02) {
    %f = aiex.read_scratchpad_parameter @foo : bf16
    %n = aiex.read_scratchpad_parameter @n : i8
    %x = arith.extf %f : bf16 to f32
    %y = arith.extsi %n : i8 to i32
    aie.end
  }
  aie.runtime_sequence @seq(%a: memref<64xi32>) {
    %t = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 8) {offset_parameter = @off}
      aie.end
    }
  }
}
