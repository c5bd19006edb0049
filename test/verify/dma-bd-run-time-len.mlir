// A BD whose offset or len is a value known only at run time: only in a
// runtime sequence's DMA task (or a BD chain, which becomes one), an i32
// value, without padding. A value an
// arith.constant defines is that integer.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {address = 1024 : i32} : memref<256xi32>
  %m = aie.mem(%t) {
    %c = arith.constant 4 : i32
    %n = arith.addi %c, %c : i32
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op an offset or len known only at run time is only supported in the DMA tasks of a runtime sequence}}
    aie.dma_bd(%b : memref<256xi32> offset = 0 len = %n)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {address = 1024 : i32} : memref<256xi32>
  %m = aie.mem(%t) {
    %c = arith.constant 64 : i32
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // A constant: 64 elements, 256 bytes into a 1024-byte buffer.
    // expected-error@+1 {{'aie.dma_bd' op transfer of 64 elements at offset 224 runs past the end of the 256-element buffer}}
    aie.dma_bd(%b : memref<256xi32> offset = 224 len = %c)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>, %n: i64) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{use of value '%n' expects different type than prior uses: 'i32' vs 'i64'}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = %n) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>, %n: f16) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op operand #1 must be signless integer or index, but got 'f16'}}
      "aie.dma_bd"(%a, %n) <{bd_id = 0 : i32, len = -9223372036854775808 : i64}> : (memref<256xi32>, f16) -> ()
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 1)
  aie.runtime_sequence(%a: memref<256xi32>, %n: i32) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op Padding with a runtime len operand is not yet supported; use a compile-time constant len with padded BDs.}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = %n sizes = [4, 16] strides = [16, 1] pad [<const_pad_before = 1, const_pad_after = 1>, <const_pad_before = 0, const_pad_after = 0>]) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

// A BD chain's BD is a template: its len may be a chain argument.
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.bd_chain @c(%buf: memref<64xi32>, %n: i32) {
    aie.dma_bd(%buf : memref<64xi32> offset = 0 len = %n)
    aie.end
  }
}
