// --aie-resolve-address-patch-buffers: a patch that names its host buffer
// by value (`buffer %b`) gets the buffer's host index as arg_idx, and the
// bytes a static view of it starts at added to arg_plus (folded, or with
// arith.addi when arg_plus is known only at run time). The host index
// counts memref arguments only: scalars are no host buffers.
// --aie-dma-to-npu resolves them too; the translations need them resolved.
// RUN: aiec --split-input-file %s --aie-resolve-address-patch-buffers | FileCheck %s
// RUN: aiec --split-input-file %s --aie-dma-to-npu | FileCheck %s
// RUN: not aiec %s --split-input-file --aie-npu-to-binary 2>&1 | FileCheck %s --check-prefix=BINARY

// CHECK-LABEL: @fits
// CHECK: %[[C:.*]] = arith.constant 32 : i32
// CHECK-NEXT: aiex.npu.address_patch(%[[C]] : i32) {addr = 119300 : ui32, arg_idx = 0 : i32}
// BINARY: error: 'aiex.npu.address_patch' op names its host buffer by value, not by index
// BINARY-NEXT: aiex.npu.address_patch(%plus : i32) buffer %view
// BINARY: help: run --aie-resolve-address-patch-buffers (or --aie-dma-to-npu, which resolves them too) first
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @fits(%arg0: memref<8xi32>) {
      %plus = arith.constant 16 : i32
      %view = memref.subview %arg0[4][4][1]
          : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
      aiex.npu.address_patch(%plus : i32) buffer %view
          : memref<4xi32, strided<[1], offset: 4>> {addr = 119300 : ui32}
    }
  }
}

// -----

// CHECK-LABEL: @runtime
// CHECK: %[[S:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg1, %[[S]] : i32
// CHECK-NEXT: aiex.npu.address_patch(%[[A]] : i32) {addr = 119300 : ui32, arg_idx = 0 : i32}
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @runtime(%arg0: memref<8xi32>, %plus: i32) {
      %view = memref.subview %arg0[4][4][1]
          : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
      aiex.npu.address_patch(%plus : i32) buffer %view
          : memref<4xi32, strided<[1], offset: 4>> {addr = 119300 : ui32}
    }
  }
}

// -----

// A scalar before the buffers takes no host index: %out is host buffer 1.
// CHECK-LABEL: @scalars
// CHECK: aiex.npu.address_patch(%{{.*}} : i32) {addr = 119268 : ui32, arg_idx = 1 : i32}
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @scalars(%n: i64, %in: memref<8xi32>, %m: i32, %out: memref<8xi32>) {
      %c0 = arith.constant 0 : i32
      aiex.npu.address_patch(%c0 : i32) buffer %out : memref<8xi32> {addr = 119268 : ui32}
    }
  }
}
