// Errors of --aie-lower-to-cert, each with a help line (docs/cert-lowering.md).
// RUN: aiec --split-input-file --verify-diagnostics --aie-lower-to-cert %s

// expected-error@+1 {{CERT control code drives AIE-ML arrays; 'xcvc1902' is}}
aie.device(xcvc1902) {
  %t = aie.tile(1, 3)
  %c = aie.core(%t) {
    aie.end
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence @a() {
    // expected-error@+1 {{has no device_ref: aiec loads the configurations of the module's devices}}
    aiex.npu.load_pdi {id = 4 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence @a() {
    // expected-error@+1 {{Referenced symbol 'nowhere' is not a device}}
    aiex.npu.load_pdi {device_ref = @nowhere}
  }
}

// -----

module {
  // expected-note@+1 {{the device of the first runtime sequence}}
  aie.device(npu1_1col) @a {
    aie.runtime_sequence @s() {
    }
  }
  aie.device(npu1) @b {
    %t = aie.tile(0, 2)
    // expected-error@+1 {{tile (1, 2) of this 'npu1' device is not a tile of the 'npu1_1col' partition the control code drives}}
    %u = aie.tile(1, 2)
  }
}

// -----

module {
  // expected-note@+1 {{the device of the first runtime sequence}}
  aie.device(npu1) @a {
    aie.runtime_sequence @s() {
    }
  }
  // expected-error@+1 {{is a 'npu2' device (AIE2p), but the control code drives a 'npu1' partition (AIE2)}}
  aie.device(npu2) @b {
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' has no CERT lowering}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @x} : memref<16xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{the lock has an initial value but no lockID}}
  %l = aie.lock(%t) {init = 1 : i32}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{the buffer has an initial value but no address}}
  %b = aie.buffer(%t) : memref<2xi32> = dense<[1, 2]>
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  %m = aie.shim_mux(%t) {
    // expected-error@+1 {{the shim mux of tile (0, 0) cannot connect DMA:0 to North:2}}
    aie.connect<DMA : 0, North : 2>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %s = aie.switchbox(%t) {
    %a = aie.amsel<0> (0)
    aie.masterset(DMA : 0, %a)
    // expected-error@+1 {{a slave port has 4 packet rule slots; this one has 5 rules}}
    aie.packet_rules(South : 0) {
      aie.rule(31, 1, %a)
      aie.rule(31, 2, %a)
      aie.rule(31, 3, %a)
      aie.rule(31, 4, %a)
      aie.rule(31, 5, %a)
    }
  }
}

// -----

// expected-note@+1 {{in this device}}
aie.device(npu1) {
  aie.runtime_sequence() {
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
    // expected-error@+1 {{the design needs more than the job-runner's 64 remote barriers}}
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 0 : ui32, column = 1 : i32, row = 0 : i32}
  }
}

// -----

// An out-of-order receive BD that takes a lock must also release one
// (mlir-aie #3577): its release tells the cores a packet has landed.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 0) {init = 1 : i32}
  %b = aie.buffer(%t) {address = 4096 : i32} : memref<16xi32>
  %m = aie.mem(%t) {
    %0 = aie.dma_start(S2MM, 0, ^r, ^end) {out_of_order}
  ^r:
    // expected-error@+1 {{out-of-order buffer descriptor with a lock must have a use_lock(release)}}
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.dma_bd_packet(0, 1)
    aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}
