// A runtime sequence may move a slice of a host buffer: --aie-dma-to-npu and
// --aie-dma-tasks-to-npu trace memref.subview / memref.reinterpret_cast /
// memref.cast chains back to the sequence argument and add each static
// subview's offset (in bytes) to the address patch's arg_plus (a dynamic
// subview is an error: dma-to-npu-errors.mlir). Canonicalization then
// erases the unused views.
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-dma-to-npu %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-dma-tasks-to-npu %s | FileCheck %s --check-prefix=TASK
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-dma-to-npu --canonicalize %s | FileCheck %s --check-prefix=CANON

// Two subviews (4 and 16 x i32 elements), a reinterpret_cast and a cast:
// arg_plus = (4 + 16) * 4 bytes.
aie.device(npu1) {
  aie.runtime_sequence(%arg0: memref<1024xi32>, %arg1: memref<64xi16>) {
    %a = memref.subview %arg0[4] [512] [1] : memref<1024xi32> to memref<512xi32, strided<[1], offset: 4>>
    %b = memref.subview %a[16] [256] [1] : memref<512xi32, strided<[1], offset: 4>> to memref<256xi32, strided<[1], offset: 20>>
    %c = memref.reinterpret_cast %b to offset: [0], sizes: [256], strides: [1] : memref<256xi32, strided<[1], offset: 20>> to memref<256xi32>
    %d = memref.cast %c : memref<256xi32> to memref<?xi32>
    aiex.npu.dma_memcpy_nd(%c[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {metadata = @out, id = 1 : i64} : memref<256xi32>
    %h = memref.subview %arg1[0] [32] [1] : memref<64xi16> to memref<32xi16, strided<[1]>>
  }
  %tile_0_0 = aie.tile(0, 0)
  aie.shim_dma_allocation @out (%tile_0_0, S2MM, 0)
}

// CHECK: aiex.npu.address_patch {addr = {{[0-9]+}} : ui32, arg_idx = 0 : i32, arg_plus = 80 : i32}
// CANON: aie.runtime_sequence
// CANON-NOT: memref.subview
// CANON-NOT: memref.reinterpret_cast
// CANON: aiex.npu.address_patch {addr = {{[0-9]+}} : ui32, arg_idx = 0 : i32, arg_plus = 80 : i32}

// -----

// A DMA task's BD on a subview of the second argument: 8 x i16 = 16 bytes.
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence(%arg0: memref<8xi32>, %arg1: memref<64xi16>) {
    %s = memref.subview %arg1[8] [32] [1] : memref<64xi16> to memref<32xi16, strided<[1], offset: 8>>
    %t = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%s : memref<32xi16, strided<[1], offset: 8>>, 0, 32) {bd_id = 3 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t)
    aiex.dma_await_task(%t)
  }
}

// TASK: aiex.npu.writebd {axcache = 2 : i32, bd_id = 3 : i32
// TASK-NEXT: aiex.npu.address_patch {addr = {{[0-9]+}} : ui32, arg_idx = 1 : i32, arg_plus = 16 : i32}
