// A BD whose sizes or strides are values known only at run time: only in a
// runtime sequence's DMA task, without padding, with integer values and
// constant sizes and strides the BD can realize.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {address = 1024 : i32} : memref<256xi32>
  %m = aie.mem(%t) {
    %n = arith.constant 4 : i64
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op sizes and strides known only at run time are only supported in the DMA tasks of a runtime sequence}}
    aie.dma_bd(%b : memref<256xi32> offset = 0 len = 64 sizes = [%n, 16] strides = [16, 1])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 1)
  aie.runtime_sequence(%a: memref<256xi32>, %n: i64) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op zero padding is not supported with runtime sizes/strides/len.}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 64 sizes = [%n, 16] strides = [16, 1] pad [<const_pad_before = 1, const_pad_after = 1>, <const_pad_before = 0, const_pad_after = 0>]) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>, %f: f32) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op operand #1 must be variadic of signless integer or index, but got 'f32'}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 64 sizes = [4, 16] strides = [%f, 1]) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi8>, %n: i64) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op stride 1 is 6 elements at 1 bytes each, not a multiple of the 4-byte address-gen granule.}}
      aie.dma_bd(%a : memref<256xi8> offset = 0 len = 64 sizes = [%n, 16] strides = [6, 1]) {bd_id = 0 : i32}
      aie.end
    }
  }
}
