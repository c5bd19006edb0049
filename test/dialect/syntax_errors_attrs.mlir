// Errors in attribute values: a wrong enum keyword (with a help line listing
// the valid ones), an unknown device, an integer that does not fit its type,
// a repeated dictionary key (also when its first value is the default), an
// undefined alias, booleans in non-i1 dense data, hex data of the wrong size.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %u = aie.tile(1, 3)
  // CHECK: syntax_errors_attrs.mlir:[[@LINE+2]]:16: error: expected a wire bundle, got `Dma`
  // CHECK-NEXT: aie.flow(%t, Dma : 0, %u, DMA : 1)
  aie.flow(%t, Dma : 0, %u, DMA : 1)
  // CHECK: help: one of `Core`, `DMA`, `FIFO`, `South`, `West`, `North`, `East`, `PLIO`, `NOC`, `Trace`, `TileControl`
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 0)
  %c = aie.core(%t) {
    // CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:22: error: expected a lock action, got `Grab`
    aie.use_lock(%l, Grab, 1)
    // CHECK: help: one of `Acquire`, `AcquireGreaterEqual`, `Release`
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %m = aie.mem(%t) {
    // CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:19: error: expected a DMA channel direction, got `MM2SS`
    aie.dma_start(MM2SS, 0, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

// CHECK: syntax_errors_attrs.mlir:[[@LINE+2]]:12: error: unknown device `npu7`
// CHECK: help: one of xcvc1902, xcve2302, xcve2802, npu1,
aie.device(npu7) {
}

// -----

aie.device(npu1) {
  // CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:20: error: integer constant out of range for attribute
  %t = aie.tile(1, 99999999999)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:19: error: integer constant out of range for attribute
  aie.packet_flow(300) {
    aie.packet_source<%t, DMA : 0>
    aie.packet_dest<%t, Core : 0>
  }
}

// -----

aie.device(npu1) {
  // CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:31: error: duplicate key 'a' in dictionary attribute
  %t = aie.tile(1, 2) {a = 1, a = 2}
}

// -----

// A key given twice is an error even when its first value is the default.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 0)
  // CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:48: error: duplicate key 'acq_en' in dictionary attribute
  aie.use_lock(%l, Acquire, 1) {acq_en = true, acq_en = false}
}

// -----

func.func @f() {
  // CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:28: error: undefined symbol alias id 'missing'
  "foo.op"() : () -> (i32, !missing)
  return
}

// -----

// CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:52: error: expected i1 type for 'true' or 'false' values
memref.global "private" @g : memref<2xi8> = dense<[true, false]>

// CHECK-NOT: error

// -----

// CHECK: syntax_errors_attrs.mlir:[[@LINE+1]]:55: error: inferred shape of elements literal ([3]) does not match type ([4])
memref.global "private" constant @w : memref<4xi32> = dense<[1, 2, 3]>

// -----

// Hex data holds one element (a splat) or every element; eight bytes are
// neither for one i32.
// CHECK: syntax_errors_attrs.mlir:[[@LINE+2]]:55: error: elements hex data size is invalid for provided type
// CHECK: help: give the bytes of one element (a splat) or of every element
memref.global "private" constant @h : memref<1xi32> = dense<"0x0100000002000000">
