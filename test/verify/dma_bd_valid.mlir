// Valid aie.dma_bd ops right at the limits of §3.5; each must verify.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) {address = 1024 : i32} : memref<128xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd4)
  ^bd0:
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 2, stride = 64>, <size = 4, stride = 16>, <size = 16, stride = 1>]) {bd_id = 15 : i32, next_bd_id = 15 : i32}
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 2, stride = 127>])
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%buf : memref<128xi32>, 0, 128, [<size = 1, stride = 128>, <size = 128, stride = 1>])
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%buf : memref<128xi32>, 1, 4) {packet = #aie.packet_info<pkt_type = 7, pkt_id = 31>}
    aie.next_bd ^bd4
  ^bd4:
    aie.end
  }
}

// Three dimensions, the last BD id, the largest in-bounds index (127), the
// largest stride (the buffer size), an aligned offset, the largest packet
// header.
// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.dma_bd(%{{.*}} : memref<128xi32>, 0, 128, [<size = 2, stride = 64>, <size = 4, stride = 16>, <size = 16, stride = 1>]) {bd_id = 15 : i32, next_bd_id = 15 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<128xi32>, 0, 128, [<size = 2, stride = 127>])
// CHECK: aie.dma_bd(%{{.*}} : memref<128xi32>, 0, 128, [<size = 1, stride = 128>, <size = 128, stride = 1>])
// CHECK: {packet = #aie.packet_info<pkt_type = 7, pkt_id = 31>}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) {address = 4 : i32} : memref<256xi8>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd4)
  ^bd0:
    aie.dma_bd(%buf : memref<256xi8>, 0, 256, [<size = 2, stride = 128>, <size = 2, stride = 64>, <size = 2, stride = 32>, <size = 32, stride = 1>]) {bd_id = 47 : i32, next_bd_id = 47 : i32}
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<256xi8>, 0, 256, [<size = 8, stride = 1>], [<const_pad_before = 4, const_pad_after = 8>])
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%buf : memref<256xi8>, 0, 24, [<size = 2, stride = 8>, <size = 8, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 4>])
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%buf : memref<256xi8>, 0, 252)
    aie.next_bd ^bd4
  ^bd4:
    aie.end
  }
}

// Four dimensions and BD 47 on a MemTile; i8 padding in whole words (4 and
// 8 bytes), padded data exactly filling len ((0 + 2 + 0) * (0 + 8 + 4) = 24);
// an i8 length in whole words (252).
// CHECK-LABEL: aie.device(npu1) {
// CHECK: [<size = 2, stride = 128>, <size = 2, stride = 64>, <size = 2, stride = 32>, <size = 32, stride = 1>]) {bd_id = 47 : i32, next_bd_id = 47 : i32}
// CHECK: [<const_pad_before = 4, const_pad_after = 8>]
// CHECK: aie.dma_bd(%{{.*}} : memref<256xi8>, 0, 252)

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<128xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd2)
  ^bd0:
    aie.dma_bd(%buf : memref<128xi32>, 0, 6, [<size = 4, stride = 1>], [<const_pad_before = 1, const_pad_after = 1>])
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<128xi32>, 0, 12, [<size = 2, stride = 4>, <size = 4, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 1>])
    aie.next_bd ^bd2
  ^bd2:
    aie.end
  }
}

// Padded data exactly as long as len: 1 + 4 + 1 = 6, and 2 * 6 = 12.
// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.dma_bd(%{{.*}} : memref<128xi32>, 0, 6, [<size = 4, stride = 1>], [<const_pad_before = 1, const_pad_after = 1>])
// CHECK: aie.dma_bd(%{{.*}} : memref<128xi32>, 0, 12,

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<4096xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd3)
  ^bd0:
    aie.dma_bd(%buf : memref<4096xi32>, 0, 4096, [<size = 4, stride = 1024>, <size = 1024, stride = 1>]) {bd_id = 15 : i32, next_bd_id = 0 : i32, burst_length = 256 : i32}
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<4096xi32>, 0, 4096, [<size = 2, stride = 2048>, <size = 2, stride = 1024>, <size = 1024, stride = 1>])
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%buf : memref<4096xi32>, 0, 512, [<size = 8, stride = 512>, <size = 512, stride = 1>])
    aie.next_bd ^bd3
  ^bd3:
    aie.end
  }
}

// A shim NOC tile: burst length, BD 15, three dimensions; contiguous
// patterns have no size limit, others sizes up to 1023.
// CHECK-LABEL: aie.device(npu1) {
// CHECK: {bd_id = 15 : i32, burst_length = 256 : i32, next_bd_id = 0 : i32}
// CHECK: [<size = 2, stride = 2048>, <size = 2, stride = 1024>, <size = 1024, stride = 1>]
// CHECK: [<size = 8, stride = 512>, <size = 512, stride = 1>]

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<8194xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd1)
  ^bd0:
    aie.dma_bd(%buf : memref<8194xi32>, 0, 4, [<size = 2, stride = 8192>, <size = 2, stride = 1>])
    aie.next_bd ^bd1
  ^bd1:
    aie.end
  }
}

// The largest stride, 2^19 - 1 (largest index 524288, the last element).
// CHECK: [<size = 2, stride = 8192>, <size = 2, stride = 1>]

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<64xi16>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd2)
  ^bd0:
    aie.dma_bd(%buf : memref<64xi16>, 0, 64, [<size = 4, stride = 16>, <size = 16, stride = 1>])
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<64xi16>, 0, 2)
    aie.next_bd ^bd2
  ^bd2:
    aie.end
  }
}

// Sub-word elements with an inner stride of 1; two i16 are one word.
// CHECK: aie.dma_bd(%{{.*}} : memref<64xi16>, 0, 64, [<size = 4, stride = 16>, <size = 16, stride = 1>])
// CHECK: aie.dma_bd(%{{.*}} : memref<64xi16>, 0, 2)

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0(%b: memref<*xi32>):
    aie.dma_bd(%b : memref<*xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// An unranked buffer with a length.
// CHECK: aie.dma_bd(%{{.*}} : memref<*xi32>, 0, 16)

// -----

// BDs outside the DMA containers are not checked by the BD rules.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi8>
  aie.bd_chain @c(%x: memref<16xi8>) {
    aie.dma_bd(%buf : memref<16xi8>, 0, 3) {bd_id = 99 : i32}
    aie.end
  }
}

// CHECK: aie.dma_bd(%{{.*}} : memref<16xi8>, 0, 3) {bd_id = 99 : i32}

// -----

// A core tile's largest size, 255 (its 8-bit wrap).
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<1024xi32>
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<1024xi32>, 0, 255, [<size = 255, stride = 2>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// CHECK: aie.dma_bd(%{{.*}} : memref<1024xi32>, 0, 255, [<size = 255, stride = 2>])
