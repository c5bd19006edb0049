// One-to-one links that share their one input fifo are one distribute of
// its object into their outputs, in link order; links that share their one
// output fifo are one join (mlir-aie's external_mangle_collision design
// writes both). The mem tile's S2MM fills whole 16-word objects; each
// MM2S sends its 8-word part: @a first, then @b from word 8. The two
// returns fill the parts of @back in the same order.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: not aiec --split-input-file --aie-objectFifo-stateful-transform %S/Inputs/links-sharing-a-fifo-bad.mlir 2>&1 | FileCheck %S/Inputs/links-sharing-a-fifo-bad.mlir

// CHECK-LABEL: aie.memtile_dma
// CHECK:       aie.dma_start(S2MM, 0,
// CHECK:       aie.dma_bd(%in_cons_buff_0 : memref<16xi32> offset = 0 len = 8)
// CHECK:       aie.dma_bd(%in_cons_buff_0 : memref<16xi32> offset = 8 len = 8)
// CHECK:       aie.dma_start(MM2S, 0,
// CHECK:       aie.dma_bd(%in_cons_buff_0 : memref<16xi32> offset = 0 len = 8)
// CHECK:       aie.dma_start(S2MM, 1,
// CHECK:       aie.dma_bd(%back_buff_0 : memref<16xi32> offset = 0 len = 8)
// CHECK:       aie.dma_start(MM2S, 1,
// CHECK:       aie.dma_bd(%back_buff_0 : memref<16xi32> offset = 0 len = 8)
// CHECK:       aie.dma_bd(%back_buff_0 : memref<16xi32> offset = 8 len = 8)
// CHECK:       aie.dma_start(MM2S, 2,
// CHECK:       aie.dma_bd(%in_cons_buff_0 : memref<16xi32> offset = 8 len = 8)
// CHECK:       aie.dma_start(S2MM, 2,
// CHECK:       aie.dma_bd(%back_buff_0 : memref<16xi32> offset = 8 len = 8)
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.objectfifo @in(%t00, {%t01}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @a(%t01, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@in] -> [@a] ([] [])
    aie.objectfifo @a_back(%t02, {%t01}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @back(%t01, {%t00}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@a_back] -> [@back] ([] [])
    aie.objectfifo @b(%t01, {%t03}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@in] -> [@b] ([] [])
    aie.objectfifo @b_back(%t03, {%t01}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@b_back] -> [@back] ([] [])
  }
}
