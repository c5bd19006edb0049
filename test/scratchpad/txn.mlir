// The firmware's scratchpad opcodes in the NPU instruction stream, as
// mlir-aie's AIETargetNPU writes them: CREATE_SCRATCHPAD (0x0A | usage << 8,
// the size, two words the runtime patches with the host address) and
// UPDATE_REG (0x0C | state_table_idx << 8 | func << 16, func_arg, the
// register pair's absolute address: a buffer's word offset and a tile's
// local address resolved by --aie-dma-to-npu). A BD offset by a parameter
// adds `mul` by its element size at its address register, after the patch.
// The words read back into the same ops (the host runtime's decoder).
// RUN: aiec --aie-dma-tasks-to-npu --aie-dma-to-npu --aie-npu-to-binary -aie-output-binary=false %s | FileCheck %s

// Header (npu2: 6 rows, generation 4; 6 ops, the BD's block write among them).
// CHECK: {{^}}06040100{{$}}
// CHECK-NEXT: {{^}}00000108{{$}}
// CHECK-NEXT: {{^}}00000006{{$}}
// CHECK-NEXT: {{^}}{{[0-9A-F]+}}{{$}}
// create_scratchpad {size = 8}
// CHECK-NEXT: {{^}}0000000A{{$}}
// CHECK-NEXT: {{^}}00000008{{$}}
// CHECK-NEXT: {{^}}00000000{{$}}
// CHECK-NEXT: {{^}}00000000{{$}}
// update_from_scratchpad, buffer @buf (0x400 on tile (0, 2)) word 1, incr
// CHECK-NEXT: {{^}}0001000C{{$}}
// CHECK-NEXT: {{^}}00000000{{$}}
// CHECK-NEXT: {{^}}00200404{{$}}
// update_from_scratchpad<decr> {func_arg = 3}, tile (1, 2) local 0x10, word 1
// CHECK-NEXT: {{^}}0002010C{{$}}
// CHECK-NEXT: {{^}}00000003{{$}}
// CHECK-NEXT: {{^}}02200010{{$}}
// The BD of the task (block write), its patch, then mul by 4 at BD 0's address word.
// CHECK: {{^}}00000081{{$}}
// CHECK: {{^}}0001D004{{$}}
// CHECK-NEXT: {{^}}00000000{{$}}
// CHECK-NEXT: {{^}}00000000{{$}}
// CHECK-NEXT: {{^}}00000000{{$}}
// CHECK-NEXT: {{^}}00000000{{$}}
// CHECK-NEXT: {{^}}00000000{{$}}
// CHECK-NEXT: {{^}}0000010C{{$}}
// CHECK-NEXT: {{^}}00000004{{$}}
// CHECK-NEXT: {{^}}0001D004{{$}}

aie.device(npu2) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  %buf = aie.buffer(%t02) {address = 1024 : i32, sym_name = "buf"} : memref<2xi32>
  aie.runtime_sequence(%a: memref<64xi32>) {
    aiex.npu.create_scratchpad {size = 8 : ui32}
    aiex.npu.update_from_scratchpad {address = 1 : ui32, buffer = @buf, state_table_idx = 0 : ui8}
    aiex.npu.update_from_scratchpad<decr> {address = 16 : ui32, column = 1 : i32, func_arg = 3 : ui32, row = 2 : i32, state_table_idx = 1 : ui8}
    %t = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 8) {bd_id = 0 : i32, offset_state_table_idx = 1 : ui8}
      aie.end
    }
  }
}
