// Absurd sizes, addresses and stacks are reported, not overflowed: a stack
// past the tile's memory by the verifier, the rest by the allocator.
// RUN: not aiec --aie-assign-buffer-addresses --split-input-file %s 2>&1 | FileCheck %s

// CHECK: error: 'aie.core' op stack_size 2147483647 leaves no local memory for this tile's buffers (65536 bytes total)
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    aie.end
  } {stack_size = 2147483647 : i32}
}

// -----

// CHECK: error: 'aie.buffer' op address attribute does not fall within any bank range
// CHECK: warning: Bank-aware allocation failed, trying basic sequential allocation.
// CHECK: error: 'aie.tile' op allocated buffers exceeded available memory
// CHECK: error: 'aie.tile' op Basic sequential allocation also failed.
// CHECK: help: tile (1, 2) (core tile) has 65536 bytes of data memory, 1 above the stack (65535 bytes); its 2 buffers need 17179869200 bytes
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %a = aie.buffer(%t) {sym_name = "a"} : memref<4294967296xi32>
  %b = aie.buffer(%t) {sym_name = "b", address = 2147483647 : i32} : memref<4xi32>
  %c = aie.core(%t) {
    aie.end
  } {stack_size = 65535 : i32}
}
