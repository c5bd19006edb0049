// pad_value needs a MemTile MM2S channel of a target with the
// CONSTANT_PAD_VALUE register (npu2); padValue also needs padDimensions.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// CHECK: error: 'aie.dma_start' op pad_value requires the CONSTANT_PAD_VALUE register, unavailable on this target
aie.device(npu1_1col) {
  %t01 = aie.tile(0, 1)
  %b = aie.buffer(%t01) : memref<4xi32>
  %m = aie.memtile_dma(%t01) {
    %0 = aie.dma_start(MM2S, 0, ^bd0, ^end) {pad_value = 42 : i32}
  ^bd0:
    aie.dma_bd(%b : memref<4xi32> offset = 0 len = 4)
    aie.end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_start' op pad_value is only supported on MM2S DMA channels
aie.device(npu2_1col) {
  %t01 = aie.tile(0, 1)
  %b = aie.buffer(%t01) : memref<4xi32>
  %m = aie.memtile_dma(%t01) {
    %0 = aie.dma_start(S2MM, 0, ^bd0, ^end) {pad_value = 42 : i32}
  ^bd0:
    aie.dma_bd(%b : memref<4xi32> offset = 0 len = 4)
    aie.end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: `padValue` requires `padDimensions`
aie.device(npu2_1col) {
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  aie.objectfifo @of(%t01, {%t02}, 2 : i32) {padValue = 7 : i32} : !aie.objectfifo<memref<16xi32>>
}
