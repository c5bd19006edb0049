// Scalar fields written as operands must be i32 constants, but for the
// values a runtime sequence may know only when it runs, and a use_lock's
// value in a core (which computes it).
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1_1col) {
  aie.runtime_sequence(%a: memref<16xi32>, %n: i32) {
    %c = arith.constant 118784 : i32
    // A write32's value and address may be run-time values (the C++
    // generator computes them; CERT control code and the instruction stream
    // reject the address, test/npu/npu-to-binary-run-time.mlir).
    aiex.npu.write32(%c, %n) : i32, i32
    aiex.npu.write32(%n, %c) : i32, i32
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %core = aie.core(%t) {
    %n = arith.constant 1 : i32
    %m = arith.addi %n, %n : i32
    // expected-error@+1 {{'aiex.npu.write32' op 'value' must be a constant here}}
    aiex.npu.write32(%n, %m) : i32, i32
    aie.end
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    %c = arith.constant 118784 : i64
    %v = arith.constant 1 : i32
    // expected-error@+1 {{'aiex.npu.write32' op operand #0 must be 32-bit signless integer, but got 'i64'}}
    aiex.npu.write32(%c, %v) : i64, i32
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.npu.write32' op requires attribute 'address'}}
    aiex.npu.write32 {value = 1 : ui32}
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {address = 1024 : i32} : memref<16xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op expected the same number of sizes (2) and strides (1)}}
    aie.dma_bd(%b : memref<16xi32> offset = 0 len = 16 sizes = [4, 4] strides = [1])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A core computes a use_lock's value (mlir-aie's lower-cores waits for a
// shortfall it computes); a DMA program cannot.
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 0) {init = 2 : i32}
  %b = aie.buffer(%t) : memref<4xi32>
  %core = aie.core(%t) {
    %n = arith.constant 1 : i32
    %m = arith.addi %n, %n : i32
    aie.use_lock(%l, AcquireGreaterEqual, %m)
    aie.end
  }
  %mem = aie.mem(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd, ^end)
  ^bd:
    %n = arith.constant 1 : i32
    %m = arith.addi %n, %n : i32
    // expected-error@+1 {{'aie.use_lock' op lock value in a DMA/BD block must be a compile-time constant (defined by an arith.constant)}}
    aie.use_lock(%l, AcquireGreaterEqual, %m)
    aie.dma_bd(%b : memref<4xi32>, 0, 4)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}
