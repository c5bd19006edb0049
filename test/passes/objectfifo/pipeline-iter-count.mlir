// `iter_count` in the stateful transform: by default the one-pass
// lowering's bound, on the MemTile end only; a caller naming `skip-verify`
// (the pipeline's generation) bounds every DMA end of the fifo, the
// consumer's S2MM chain too (repeat_count = iter_count - 1 on each).
// RUN: aiec %s --aie-objectFifo-stateful-transform | FileCheck %s --check-prefix=ONEPASS
// RUN: aiec %s --aie-objectFifo-stateful-transform=skip-verify=true | FileCheck %s --check-prefix=SPLIT

// ONEPASS:      aie.memtile_dma(%mem_tile_0_1)
// ONEPASS-NEXT:   aie.dma_start(MM2S, 0, ^bb1, ^bb{{[0-9]+}}, repeat_count = 2)
// ONEPASS:      aie.mem(%tile_0_3)
// ONEPASS-NEXT:   aie.dma_start(S2MM, 0, ^bb1, ^bb3){{$}}

// SPLIT:        aie.memtile_dma(%mem_tile_0_1)
// SPLIT-NEXT:     aie.dma_start(MM2S, 0, ^bb1, ^bb{{[0-9]+}}, repeat_count = 2)
// SPLIT:        aie.mem(%tile_0_3)
// SPLIT-NEXT:     aie.dma_start(S2MM, 0, ^bb1, ^bb{{[0-9]+}}, repeat_count = 2)
module {
  aie.device(npu1) {
    %m = aie.tile(0, 1)
    %b = aie.tile(0, 3)
    aie.objectfifo @chain(%m, {%b}, 2 : i32) {iter_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>
  }
}
