// A chain of task BDs whose ids are drawn from the pool at run time
// (`bd_id_val` on each BD; the first's is the task's): each BD is one
// blockwrite at its own id's address (the first BD's plus id × 32 bytes,
// computed after its words), and a BD whose next BD's id is known only at
// run time or's that id into its next-BD field (6 bits from bit 20 of word 1
// on a mem tile, 4 bits from bit 27 of word 7 on a shim) beside the set
// use-next bit; a next BD of constant id takes the constant path. The queue
// push starts the first BD.
// RUN: aiec --split-input-file --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK-LABEL: @mem_tile
// CHECK:      %[[B0:.*]] = aiex.dma_bd_pool_pop(0, 1) partition [0, 24) : i32
// CHECK:      %[[B1:.*]] = aiex.dma_bd_pool_pop(0, 1) partition [0, 24) : i32
// CHECK:      %[[NEXT:.*]] = arith.andi %[[B1]], %c63_i32 : i32
// CHECK:      %[[AT:.*]] = arith.shli %[[NEXT]], %c20_i32 : i32
// CHECK:      %[[W1:.*]] = arith.ori %[[AT]], %c524288_i32 : i32
// CHECK:      %[[OFF0:.*]] = arith.muli %[[B0]], %c32_i32 : i32
// CHECK:      %[[BASE0:.*]] = arith.addi %c1703936_i32, %[[OFF0]] : i32
// CHECK:      aiex.npu.blockwrite_values(%[[BASE0]] : i32) values %c128_i32, %[[W1]],
// CHECK:      %[[OFF1:.*]] = arith.muli %[[B1]], %c32_i32{{.*}} : i32
// CHECK:      %[[BASE1:.*]] = arith.addi %c1703936_i32{{.*}}, %[[OFF1]] : i32
// CHECK:      aiex.npu.blockwrite_values(%[[BASE1]] : i32) values %c128_i32{{.*}}, %c0_i32
// CHECK:      aiex.npu.push_queue(0, 1, S2MM : 0) bd_id %[[B0]]
aie.device(npu2) {
  %t = aie.tile(0, 1)
  %buf = aie.buffer(%t) {address = 0 : i32} : memref<256xi32>
  aie.runtime_sequence @mem_tile() {
    %b0 = aiex.dma_bd_pool_pop(0, 1) partition [0, 24) : i32
    %b1 = aiex.dma_bd_pool_pop(0, 1) partition [0, 24) : i32
    %task = aiex.dma_configure_task(%t, S2MM, 0) {
      aie.dma_bd(%buf : memref<256xi32> offset = 0 len = 128) bd_id_val %b0 : i32
      aie.next_bd ^second
    ^second:
      aie.dma_bd(%buf : memref<256xi32> offset = 128 len = 128) bd_id_val %b1 : i32
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%task)
    aiex.dma_await_task(%task)
    aiex.dma_bd_pool_push(0, 1) partition [0, 24) bd_id %b0 : i32
    aiex.dma_bd_pool_push(0, 1) partition [0, 24) bd_id %b1 : i32
  }
}

// -----

// A shim chain of three, its middle BD of constant id 7 (at 0x1D0E0 =
// 119008): the first names it as a constant (word 7: 7 << 27, use-next,
// valid), the middle or's the last's run-time id in.
// CHECK-LABEL: @shim
// CHECK:      %[[X:.*]] = aiex.dma_bd_pool_pop(0, 0) : i32
// CHECK:      %[[Z:.*]] = aiex.dma_bd_pool_pop(0, 0) : i32
// CHECK:      %[[C7:.*]] = arith.constant 1040187392 : i32
// CHECK:      aiex.npu.blockwrite_values(%{{.*}} : i32) values {{.*}}, %[[C7]] :
// CHECK:      %[[NEXT:.*]] = arith.andi %[[Z]], %c15_i32 : i32
// CHECK:      %[[AT:.*]] = arith.shli %[[NEXT]], %c27_i32 : i32
// CHECK:      %[[W7:.*]] = arith.ori %[[AT]], %c100663296_i32 : i32
// CHECK:      aiex.npu.blockwrite_values(%c119008_i32 : i32) values {{.*}}, %[[W7]] :
// CHECK:      aiex.npu.address_patch(%c1024_i32{{.*}} : i32) {addr = 119012 : ui32, arg_idx = 0 : i32}
// CHECK:      arith.muli %[[Z]], %c32_i32
// CHECK:      aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %[[X]]
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence @shim(%a: memref<1024xi32>) {
    %x = aiex.dma_bd_pool_pop(0, 0) : i32
    %z = aiex.dma_bd_pool_pop(0, 0) : i32
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 256) bd_id_val %x : i32
      aie.next_bd ^b1
    ^b1:
      aie.dma_bd(%a : memref<1024xi32> offset = 256 len = 256) {bd_id = 7 : i32}
      aie.next_bd ^b2
    ^b2:
      aie.dma_bd(%a : memref<1024xi32> offset = 512 len = 256) bd_id_val %z : i32
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t)
    aiex.dma_await_task(%t)
  }
}
