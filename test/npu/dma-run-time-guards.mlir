// The host-side guards of a shim BD with offsets, sizes or strides known
// only at run time (mlir-aie's newest `BdLowering.cpp`): each operand is
// widened to i64, and every size, stride, iteration, length, offset and the
// walk through the host buffer is checked with a `cf.assert` whose message
// the C++ builder returns as its refusal; a guard over constants folds away.
// RUN: aiec --split-input-file --aie-dma-tasks-to-npu --aie-dma-to-npu %s | FileCheck %s
// RUN: aiec --aie-dma-to-npu --aie-npu-to-cpp %S/Inputs/dma-run-time-guard-cpp.mlir | FileCheck %s --check-prefix=CPP

// A run-time d0 and d1 size (an i32 widened with extui), in the 10-bit wraps.
// CHECK-LABEL: aie.runtime_sequence @sizes
// CHECK:     %[[N:.*]] = arith.extui %arg1 : i32 to i64
// CHECK:     cf.assert %{{.*}}, "a runtime DMA d0 size must be in [1:1023]"
// CHECK:     arith.subi %[[N]], %{{.*}} : i64
// CHECK:     cf.assert %{{.*}}, "a runtime DMA d1 size must be in [1:1023]"
// CHECK-NOT: cf.assert %{{.*}}, "a runtime DMA d2 size
// CHECK:     aiex.npu.blockwrite_values
// CHECK:     cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 4096-element host buffer"
// CHECK:     aiex.npu.address_patch
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence @sizes(%a: memref<4096xi32>, %n: i32, %m: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, %n : i32, %m][0, 0, 64, 1]) {id = 0 : i64, metadata = @in} : memref<4096xi32>
  }
}

// -----

// A run-time stride of 16-bit elements: within the 20-bit step (in
// elements), and a whole number of 4-byte granules.
// CHECK-LABEL: aie.runtime_sequence @strides
// CHECK:     cf.assert %{{.*}}, "a runtime DMA d1 stride must be in [1:2097152] when its size > 1"
// CHECK:     cf.assert %{{.*}}, "a runtime DMA d1 stride must be a multiple of 2 elements (whole 4-byte granules)"
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence @strides(%a: memref<4096xi16>, %s: i32) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 8, 16][0, 0, %s : i32, 1]) {id = 0 : i64, metadata = @in} : memref<4096xi16>
  }
}

// -----

// A run-time outer size with a stride: the queue's repeat count and the
// BD's 6-bit iteration.
// CHECK-LABEL: aie.runtime_sequence @repeat
// CHECK:     cf.assert %{{.*}}, "a runtime DMA repeat count must be in [1:256]"
// CHECK:     cf.assert %{{.*}}, "a runtime DMA iteration count must be in [1:64]"
// CHECK:     cf.assert %{{.*}}, "a runtime DMA repeat count exceeds the task queue's [0:255] range (at most 256 executions)"
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence @repeat(%a: memref<4096xi32>, %n: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][%n, 1, 1, 16][64, 0, 0, 1]) {id = 1 : i64, metadata = @in} : memref<4096xi32>
  }
}

// -----

// A run-time offset of 16-bit elements: the byte offset in i64, guarded to
// a whole granule, patched as an i64.
// CHECK-LABEL: aie.runtime_sequence @offset
// CHECK:     cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 4096-element host buffer"
// CHECK:     %[[BYTES:.*]] = arith.muli %arg1, %{{.*}} : i64
// CHECK:     %[[LOW:.*]] = arith.andi %[[BYTES]], %{{.*}} : i64
// CHECK:     cf.assert %{{.*}}, "a runtime DMA offset is not 4-byte aligned"
// CHECK:     aiex.npu.address_patch(%[[BYTES]] : i64) {addr = 118852 : ui32, arg_idx = 0 : i32}
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence @offset(%a: memref<4096xi16>, %o: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, %o][1, 1, 1, 16][0, 0, 0, 1]) {id = 2 : i64, metadata = @in} : memref<4096xi16>
  }
}

// -----

// A subview 1024 elements in: the guard counts the elements left.
// CHECK-LABEL: aie.runtime_sequence @subview
// CHECK:     cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 3072-element host buffer"
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence @subview(%a: memref<4096xi32>, %n: i32) {
    %s = memref.subview %a[1024] [1024] [1] : memref<4096xi32> to memref<1024xi32, strided<[1], offset: 1024>>
    aiex.npu.dma_memcpy_nd(%s[0, 0, 0, 0][1, 1, %n : i32, 16][0, 0, 16, 1]) {id = 3 : i64, metadata = @in} : memref<1024xi32, strided<[1], offset: 1024>>
  }
}

// -----

// A DMA task's run-time len must equal the extent of its dimensions.
// CHECK-LABEL: aie.runtime_sequence @task_len
// CHECK:     cf.assert %{{.*}}, "a runtime DMA d1 stride must be in [1:1048576] when its size > 1"
// CHECK:     cf.assert %{{.*}}, "a runtime DMA length must be in [1:4294967295] elements"
// CHECK:     cf.assert %{{.*}}, "a runtime DMA length must equal the d0*d1*d2 extent of its dimensions"
// CHECK:     cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 4096-element host buffer"
// CHECK:     %{{.*}} = arith.constant 118784 : i32
// CHECK:     aiex.npu.blockwrite_values
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence @task_len(%a: memref<4096xi32>, %s: i32, %l: i32) {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<4096xi32> offset = 0 len = %l sizes = [4, 16] strides = [%s : i32, 1]) {bd_id = 0 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// CPP-LABEL: generate_txn_main_seq
// CPP: return aie_runtime::txn_refused("a runtime DMA d1 size must be in [1:1023]");
// CPP: txn_append_blockwrite
// CPP: return aie_runtime::txn_refused("a runtime DMA access runs past the end of its 4096-element host buffer");
