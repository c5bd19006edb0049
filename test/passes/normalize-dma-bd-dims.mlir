// --aie-normalize-dma-bd-dims: dimensions of size 1 never step, so they go;
// what is left, if it walks the buffer in row-major order, becomes one
// linear transfer of the product of the sizes. Left as written: a BD with no
// size-1 dimension, with padding, with a run-time size, or whose len is not
// the product of its sizes where it would become linear.
// RUN: aiec --split-input-file %s --aie-normalize-dma-bd-dims | FileCheck %s
// RUN: aiec --split-input-file %s --aie-normalize-dma-bd-dims | aiec --split-input-file - --aie-normalize-dma-bd-dims | FileCheck %s

// CHECK-LABEL: @strip
// CHECK: aie.dma_bd(%{{.*}} : memref<512xi32> offset = 0 len = 128 sizes = [4, 32] strides = [96, 1])
// CHECK: aie.dma_bd(%{{.*}} : memref<512xi32> offset = 0 len = 256)
// CHECK: aie.dma_bd(%{{.*}} : memref<512xi32> offset = 64 len = 1)
// CHECK: aie.dma_bd(%{{.*}} : memref<512xi32> offset = 0 len = 128 sizes = [4, 32] strides = [128, 1])
// CHECK: aie.dma_bd(%{{.*}} : memref<512xi32> offset = 0 len = 128 sizes = [1, 4, 32] strides = [512, 64, 1] pad [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>])
// CHECK: aie.dma_bd(%{{.*}} : memref<512xi32> offset = 0 len = 64 sizes = [1, 4, 32] strides = [256, 32, 1])
module @strip {
  aie.device(npu1) {
    %t = aie.tile(0, 1)
    %buf = aie.buffer(%t) : memref<512xi32>
    %m = aie.memtile_dma(%t) {
      aie.dma_start(MM2S, 0, ^a, ^end)
    ^a:
      aie.dma_bd(%buf : memref<512xi32> offset = 0 len = 128 sizes = [1, 4, 32] strides = [256, 96, 1])
      aie.next_bd ^b
    ^b:
      aie.dma_bd(%buf : memref<512xi32> offset = 0 len = 256 sizes = [1, 4, 64] strides = [256, 64, 1])
      aie.next_bd ^c
    ^c:
      aie.dma_bd(%buf : memref<512xi32> offset = 64 len = 1 sizes = [1, 1, 1] strides = [4, 2, 1])
      aie.next_bd ^d
    ^d:
      aie.dma_bd(%buf : memref<512xi32> offset = 0 len = 128 sizes = [4, 32] strides = [128, 1])
      aie.next_bd ^e
    ^e:
      aie.dma_bd(%buf : memref<512xi32> offset = 0 len = 128 sizes = [1, 4, 32] strides = [512, 64, 1] pad [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>])
      aie.next_bd ^f
    ^f:
      aie.dma_bd(%buf : memref<512xi32> offset = 0 len = 64 sizes = [1, 4, 32] strides = [256, 32, 1])
      aie.next_bd ^end
    ^end:
      aie.end
    }
  }
}

// -----

// A run-time BD of a task is normalized as a static one; a run-time size
// keeps its dimensions.
// CHECK-LABEL: @tasks
// CHECK: aie.dma_bd(%arg0 : memref<1024xi16> offset = 0 len = 1024)
// CHECK: aie.dma_bd(%arg0 : memref<1024xi16> offset = 0 len = 1024 sizes = [1, %arg1, 32] strides = [0, 32, 1])
module @tasks {
  aie.device(npu1) {
    %s = aie.tile(0, 0)
    aie.runtime_sequence @seq(%a: memref<1024xi16>, %n: i64) {
      %t = aiex.dma_configure_task(%s, MM2S, 0) {
        aie.dma_bd(%a : memref<1024xi16> offset = 0 len = 1024 sizes = [32, 32, 1, 1] strides = [32, 1, 32, 1])
        aie.end
      }
      %u = aiex.dma_configure_task(%s, MM2S, 1) {
        aie.dma_bd(%a : memref<1024xi16> offset = 0 len = 1024 sizes = [1, %n, 32] strides = [0, 32, 1])
        aie.end
      }
    }
  }
}
