// Buffers of one alloc_group are live together, so two of them pinned over
// each other collide, said as such; buffers of different groups may share
// bytes (alloc-group.mlir).
// RUN: not aiec --aie-assign-buffer-addresses %s 2>&1 | FileCheck %s

// CHECK: error: 'aie.buffer' op would override allocated address in its own alloc_group
// CHECK-NEXT: %inner = aie.buffer
// CHECK: help: inner at 0x800-0x8FF overlaps outer (0x0-0x1FFF) on tile (2, 1)
aie.device(npu1) {
  %m = aie.tile(2, 1)
  %outer = aie.buffer(%m) {sym_name = "outer", address = 0 : i32, alloc_group = "mode0"} : memref<2048xi32>
  %inner = aie.buffer(%m) {sym_name = "inner", address = 2048 : i32, alloc_group = "mode0"} : memref<64xi32>
}
