// Objectfifo ends in mlir-aie's newest spelling, run: the input enters on
// shim MM2S channel 1 and core (0, 2)'s S2MM channel 1 (pinned by
// `#aie.end_port<DMA : n>`); @mid joins two neighbours, which share memory,
// but its `dma` transport moves it by DMA, onto pinned channels; @out leaves
// core (0, 3) on its MM2S channel 1. Core (0, 2) adds 1, core (0, 3)
// doubles. Expected: word i = 2 (i + 1).
// RUN: printf '\000\000\000\000\001\000\000\000\002\000\000\000\003\000\000\000' > %t.in
// RUN: printf '\002\000\000\000\004\000\000\000\006\000\000\000\010\000\000\000' > %t.expected
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.expected | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=LOWERED
// CHECK: aie-sim: argument 1 = [2, 4, 6, 8] (4 × i32): matches {{.*}}.expected
// LOWERED-DAG: aie.flow(%shim_noc_tile_0_0, DMA : 1, %tile_0_2, DMA : 1)
// LOWERED-DAG: aie.flow(%tile_0_2, DMA : 1, %tile_0_3, DMA : 0)
// LOWERED-DAG: aie.flow(%tile_0_3, DMA : 1, %shim_noc_tile_0_0, DMA : 0)
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %a = aie.tile(0, 2)
    %b = aie.tile(0, 3)
    aie.objectfifo @in(%shim, {%a}, 2 : i32) {prod_port = #aie.end_port<DMA : 1>, cons_ports = [#aie.end_port<DMA : 1>]} : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @mid(%a, {%b}, 2 : i32) {transport = #aie.transport<dma>, prod_port = #aie.end_port<DMA : 1>, cons_ports = [#aie.end_port<DMA : 0>]} : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @out(%b, {%shim}, 2 : i32) {prod_port = #aie.end_port<DMA : 1>} : !aie.objectfifo<memref<4xi32>>
    %ca = aie.core(%a) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %one = arith.constant 1 : i32
      %x = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<4xi32>>
      %xb = aie.objectfifo.subview.access %x[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      %y = aie.objectfifo.acquire @mid(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
      %yb = aie.objectfifo.subview.access %y[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %v = memref.load %xb[%i] : memref<4xi32>
        %w = arith.addi %v, %one : i32
        memref.store %w, %yb[%i] : memref<4xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @mid(Produce, 1)
      aie.end
    }
    %cb = aie.core(%b) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %x = aie.objectfifo.acquire @mid(Consume, 1) : !aie.objectfifosubview<memref<4xi32>>
      %xb = aie.objectfifo.subview.access %x[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      %y = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
      %yb = aie.objectfifo.subview.access %y[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %v = memref.load %xb[%i] : memref<4xi32>
        %w = arith.addi %v, %v : i32
        memref.store %w, %yb[%i] : memref<4xi32>
      }
      aie.objectfifo.release @mid(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<4xi32>, %arg1: memref<4xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 1 : i64, metadata = @in} : memref<4xi32>
      aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<4xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
