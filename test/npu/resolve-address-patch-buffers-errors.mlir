// A buffer operand that is no host buffer of the enclosing sequence, nor a
// static contiguous view of one, cannot be resolved.
// RUN: aiec --split-input-file --verify-diagnostics %s --aie-resolve-address-patch-buffers

module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @strided(%arg0: memref<8xi32>) {
      %c0 = arith.constant 0 : i32
      %view = memref.subview %arg0[0][4][2]
          : memref<8xi32> to memref<4xi32, strided<[2]>>
      // expected-error@+1 {{'aiex.npu.address_patch' op could not resolve its buffer operand to a host buffer index of the enclosing runtime sequence}}
      aiex.npu.address_patch(%c0 : i32) buffer %view
          : memref<4xi32, strided<[2]>> {addr = 119300 : ui32}
    }
  }
}

// -----

// Outside a runtime sequence there are no host buffers.
module {
  aie.device(npu1_1col) {
    func.func @f(%arg0: memref<8xi32>) {
      %c0 = arith.constant 0 : i32
      // expected-error@+1 {{'aiex.npu.address_patch' op could not resolve its buffer operand to a host buffer index of the enclosing runtime sequence}}
      aiex.npu.address_patch(%c0 : i32) buffer %arg0 : memref<8xi32> {addr = 119300 : ui32}
      return
    }
  }
}
