// Verifier errors of aie.dma_bd (aie-passes.md §3.5), checked when the BD is
// in aie.mem, aie.memtile_dma, aie.shim_dma or aie.dma: operands, lengths,
// BD ids, dimensions (count, bounds, strides, sizes), padding, alignment,
// packet headers, burst lengths.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %mem = aie.mem(%t) {
    %a = memref.alloc() {id = 1 : i32} : memref<16xi32>
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // CHECK: {{^}}{{.*}}dma_bd.mlir:[[@LINE+5]]:5: error: 'aie.dma_bd' op BDs only support BufferOp or ExternalBufferOp operands.{{$}}
    // CHECK-NEXT: {{^}}    aie.dma_bd(%a : memref<16xi32>, 0, 16){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: transfer an `aie.buffer` or an `aie.external_buffer`{{$}}
    // expected-error@+1 {{'aie.dma_bd' op BDs only support BufferOp or ExternalBufferOp operands.}}
    aie.dma_bd(%a : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A block argument is not a buffer either.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0(%b: memref<16xi32>):
    // expected-error@+1 {{'aie.dma_bd' op BDs only support BufferOp or ExternalBufferOp operands.}}
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi8>
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // CHECK: {{^}}{{.*}}dma_bd.mlir:[[@LINE+5]]:5: error: 'aie.dma_bd' op transfer length must be multiple of 4 (i.e., represent 4 byte aligned address){{$}}
    // CHECK-NEXT: {{^}}    aie.dma_bd(%buf : memref<16xi8>, 0, 6){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: the transfer is 6 bytes (1-byte elements); DMAs move whole 32-bit words{{$}}
    // expected-error@+1 {{'aie.dma_bd' op transfer length must be multiple of 4 (i.e., represent 4 byte aligned address)}}
    aie.dma_bd(%buf : memref<16xi8>, 0, 6)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Without a length, the whole buffer (3 bytes) is transferred.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<3xi8>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op transfer length must be multiple of 4 (i.e., represent 4 byte aligned address)}}
    aie.dma_bd(%buf : memref<3xi8>)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// 3 x i16 = 6 bytes, in a MemTile.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi16>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op transfer length must be multiple of 4 (i.e., represent 4 byte aligned address)}}
    aie.dma_bd(%buf : memref<16xi16>, 0, 3)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// In a shim DMA.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<16xi8>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op transfer length must be multiple of 4 (i.e., represent 4 byte aligned address)}}
    aie.dma_bd(%buf : memref<16xi8>, 0, 5)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// The buffer is within the core's reach (North) but not its own.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %t3 = aie.tile(1, 3)
  %buf = aie.buffer(%t3) : memref<16xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Core tile DMAs can only access a buffer in the same tile.}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A core tile has BDs 0..15.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op bdId attribute exceeds max: 15}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {bd_id = 16 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op nextBdId attribute exceeds max: 15}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {bd_id = 0 : i32, next_bd_id = 16 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A MemTile has BDs 0..47.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op bdId attribute exceeds max: 47}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {bd_id = 48 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op nextBdId attribute exceeds max: 47}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {next_bd_id = 48 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A shim tile has BDs 0..15.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<16xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op bdId attribute exceeds max: 15}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {bd_id = 16 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<16xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op nextBdId attribute exceeds max: 15}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {next_bd_id = 16 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// AIE1 core tiles have 16 BDs as well.
aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op bdId attribute exceeds max: 15}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {bd_id = 16 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Three dimensions at most on a core tile (note the double space).
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Cannot give more than 3 dimensions for step sizes and wraps on this tile (got 4 dimensions).}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 1, stride = 1>, <size = 1, stride = 1>, <size = 1, stride = 1>, <size = 1, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Four on a MemTile.
aie.device(xcve2802) {
  %t = aie.tile(3, 1)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Cannot give more than 4 dimensions for step sizes and wraps on this tile (got 5 dimensions).}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 1, stride = 1>, <size = 1, stride = 1>, <size = 1, stride = 1>, <size = 1, stride = 1>, <size = 1, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Three on a shim tile.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<128xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Cannot give more than 3 dimensions for step sizes and wraps on this tile (got 4 dimensions).}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 1, stride = 1>, <size = 1, stride = 1>, <size = 1, stride = 1>, <size = 1, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// An unranked buffer (a block argument) cannot have dimensions.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0(%b: memref<*xi32>):
    // expected-error@+1 {{'aie.dma_bd' op dimensions attribute cannot be used with unranked memref buffer type.}}
    aie.dma_bd(%b : memref<*xi32>, 0, 16, [<size = 4, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Largest index 128 * (2 - 1) = 128: one past the end.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Specified stride(s) and size(s) result in out of bounds access in buffer, for index 128 in memref of length 128.}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 2, stride = 128>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Largest index 16 * (8 - 1) + 1 * (17 - 1) = 128.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Specified stride(s) and size(s) result in out of bounds access in buffer, for index 128 in memref of length 128.}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 8, stride = 16>, <size = 17, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// The bound counts the elements of a multi-dimensional memref.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<4x8xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Specified stride(s) and size(s) result in out of bounds access in buffer, for index 32 in memref of length 32.}}
    aie.dma_bd(%buf : memref<4x8xi32>, 0, 32, [<size = 5, stride = 8>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Invalid step size; must be a positive integer.}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 1, stride = 0>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Step size 129 exceeds memref size 128}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 1, stride = 129>, <size = 4, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A core tile's wraps are 8 bits: sizes up to 255 (mlir-aie's bound since
// August 2026, the tile's field).
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<1024xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Size may not exceed 255.}}
    aie.dma_bd(%buf : memref<1024xi32>, 0, 256, [<size = 256, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A non-contiguous shim BD is limited too.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<4096xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Size may not exceed 1023.}}
    aie.dma_bd(%buf : memref<4096xi32>, 0, 4096, [<size = 4, stride = 1000>, <size = 1024, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A core tile's steps are 13 bits, stored minus one: strides up to 8192.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<524288xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Stride may not exceed 8192.}}
    aie.dma_bd(%buf : memref<524288xi32>, 0, 4, [<size = 1, stride = 524288>, <size = 4, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<128xi8>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op For <32b width datatypes, inner-most dim stride must be 1}}
    aie.dma_bd(%buf : memref<128xi8>, 0, 128, [<size = 2, stride = 2>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi16>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op For <32b width datatypes, inner-most dim stride must be 1}}
    aie.dma_bd(%buf : memref<128xi16>, 0, 128, [<size = 2, stride = 64>, <size = 32, stride = 2>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<128xi64>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op For >32b width datatypes, inner-most dim stride must be 1}}
    aie.dma_bd(%buf : memref<128xi64>, 0, 128, [<size = 2, stride = 2>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Padding needs dimensions (padding given in the attribute dictionary).
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Padding requires n-d data layouts expressed as wrap(s) and stride(s).}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128) {pad_dimensions = #aie<bd_pad_layout_array[<const_pad_before = 1, const_pad_after = 1>]>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Padding only on MemTiles.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Padding is only supported by memtile dma bds.}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 4, stride = 1>], [<const_pad_before = 1, const_pad_after = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<128xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Padding is only supported by memtile dma bds.}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 4, stride = 1>], [<const_pad_before = 1, const_pad_after = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Mismatch number of dimensions between padding(s) and wrap(s) and stride(s).}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 4, stride = 1>], [<const_pad_before = 1, const_pad_after = 1>, <const_pad_before = 0, const_pad_after = 0>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// (1 + 4 + 1) = 6 elements do not fit in len 4.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Data exceeds len after padding.}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 4, [<size = 4, stride = 1>], [<const_pad_before = 1, const_pad_after = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// The padded product over all dimensions: (2 + 0) * (4 + 2) = 12 > 8.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Data exceeds len after padding.}}
    aie.dma_bd(%buf : memref<128xi32>, 0, 8, [<size = 2, stride = 4>, <size = 4, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// One i8 of inner padding is not a whole word.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi8>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Inner-most padding-before count must result in padding in 32-bit words.}}
    aie.dma_bd(%buf : memref<128xi8>, 0, 128, [<size = 8, stride = 1>], [<const_pad_before = 1, const_pad_after = 0>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi16>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Inner-most padding-after count must result in padding in 32-bit words.}}
    aie.dma_bd(%buf : memref<128xi16>, 0, 128, [<size = 8, stride = 1>], [<const_pad_before = 2, const_pad_after = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Base address 1024 plus 2 bytes of offset.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) {address = 1024 : i32} : memref<16xi8>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op bd address must be 4 byte (32b) aligned; got base+offset: 1026 (bytes)}}
    aie.dma_bd(%buf : memref<16xi8>, 2, 4)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A misaligned base address on a MemTile.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) {address = 6 : i32} : memref<16xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op bd address must be 4 byte (32b) aligned; got base+offset: 6 (bytes)}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 4)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Packet type field can only hold 3 bits.}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {packet = #aie.packet_info<pkt_type = 8, pkt_id = 0>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<16xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Packet ID field can only hold 5 bits.}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 32>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0(%b: memref<*xi32>):
    // expected-error@+1 {{'aie.dma_bd' op buffer with dynamic shape requires static length.}}
    aie.dma_bd(%b : memref<*xi32>)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Burst length is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {burst_length = 256 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op Burst length is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16) {burst_length = 64 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// BDs in the regions of aie.dma are checked as well.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %mem = aie.mem(%t) {
    aie.dma(MM2S, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      // expected-error@+1 {{'aie.dma_bd' op bdId attribute exceeds max: 15}}
      aie.dma_bd(%buf : memref<16xi32>, 0, 16) {bd_id = 16 : i32}
      aie.use_lock(%l, Release, 1)
    }]
    aie.end
  }
}

// -----

// A shim BD on an external buffer moves elements of that buffer only, as
// one on an aie.buffer does.
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  %ext = aie.external_buffer {sym_name = "ext"} : memref<16xi32>
  %dma = aie.shim_dma(%t00) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.dma_bd' op transfer of 16 elements at offset 4 runs past the end of the 16-element buffer}}
    aie.dma_bd(%ext : memref<16xi32>, 4, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// An offset without a length moves the whole buffer from there: past its
// end (mlir-aie's newest rule and words, with a note).
aie.device(npu2) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<256xi32>
  aie.mem(%t) {
    aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    // CHECK: error: 'aie.dma_bd' op transfer of 256 elements at offset 64 runs past the end of the 256-element buffer
    // CHECK: note: an omitted `len` is the whole buffer; give the length to transfer from this offset
    // expected-error@+2 {{transfer of 256 elements at offset 64 runs past the end of the 256-element buffer}}
    // expected-note@+1 {{an omitted `len` is the whole buffer; give the length to transfer from this offset}}
    aie.dma_bd(%buf : memref<256xi32> offset = 64)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// The offset counts in the furthest index of a BD with dimensions.
aie.device(npu2) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<512xi32>
  aie.memtile_dma(%t) {
    aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{Specified stride(s) and size(s) result in out of bounds access in buffer, for index 543 in memref of length 512.}}
    aie.dma_bd(%buf : memref<512xi32> offset = 32 len = 512 sizes = [2, 256] strides = [256, 1])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A task's BD on a tile's buffer is bounded by it too; one on a runtime
// sequence argument is not (the host buffer's size is unknown here).
aie.device(npu2) {
  %t = aie.tile(1, 1)
  %s = aie.tile(1, 0)
  %buf = aie.buffer(%t) {address = 0 : i32} : memref<128xi32>
  aie.runtime_sequence @tasks(%arg0: memref<128xi32>) {
    %a = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{transfer of 128 elements at offset 8 runs past the end of the 128-element buffer}}
      aie.dma_bd(%buf : memref<128xi32> offset = 8 len = 128) {bd_id = 0 : i32}
      aie.end
    }
    %b = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<128xi32> offset = 8 len = 128) {bd_id = 1 : i32}
      aie.end
    }
  }
}
