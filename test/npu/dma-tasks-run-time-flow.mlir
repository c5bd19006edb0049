// DMA tasks in a loop or branch on run-time values are lowered where they
// are. An await of a task the control flow carries (a loop's iteration
// argument or result, an if's result) syncs on the channel of a configure
// it comes from; the carried values nothing reads any more are dropped,
// leaving the configures free to lower.
// RUN: aiec --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence @pingpong(%arg0: memref<1024xi32>, %arg1: index, %arg2: i1)
// CHECK:      aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32
// CHECK:      aiex.npu.push_queue(0, 0, MM2S : 0)
// CHECK:      scf.for %{{.*}} = %{{.*}} to %arg1 step %{{.*}} {
// CHECK:        aiex.npu.writebd {axcache = 2 : i32, bd_id = 1 : i32
// CHECK:        aiex.npu.push_queue(0, 0, MM2S : 0)
// CHECK-NEXT:   arith.constant 0 : i32
// CHECK-NEXT:   arith.constant 0 : i32
// CHECK-NEXT:   %[[MM2S:.*]] = arith.constant 1 : i32
// CHECK:        aiex.npu.sync(%{{[^,]*}}, %{{[^,]*}}, %[[MM2S]],
// CHECK:      }
// CHECK:      aiex.npu.sync
// CHECK:      scf.if %arg2 {
// CHECK:        aiex.npu.writebd {axcache = 2 : i32, bd_id = 2 : i32
// CHECK:        aiex.npu.push_queue(0, 0, S2MM : 0)
// CHECK:      } else {
// CHECK:        aiex.npu.writebd {axcache = 2 : i32, bd_id = 3 : i32
// CHECK:        aiex.npu.push_queue(0, 0, S2MM : 0)
// CHECK:      {{^ *}$}}
// CHECK-NEXT: arith.constant 0 : i32
// CHECK-NEXT: arith.constant 0 : i32
// CHECK-NEXT: %[[S2MM:.*]] = arith.constant 0 : i32
// CHECK:      aiex.npu.sync(%{{[^,]*}}, %{{[^,]*}}, %[[S2MM]],
// CHECK-NOT:  aiex.dma_
// CHECK-NOT:  scf.yield
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @pingpong(%arg0: memref<1024xi32>, %n: index, %c: i1) {
    %c1 = arith.constant 1 : index
    %init = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256) {bd_id = 0 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%init)
    %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %init) -> (index) {
      %t = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
        aie.dma_bd(%arg0 : memref<1024xi32> offset = 256 len = 256) {bd_id = 1 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
    %r = scf.if %c -> (index) {
      %a = aiex.dma_configure_task(%tile_0_0, S2MM, 0) {
        aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256) {bd_id = 2 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%a)
      scf.yield %a : index
    } else {
      %b = aiex.dma_configure_task(%tile_0_0, S2MM, 0) {
        aie.dma_bd(%arg0 : memref<1024xi32> offset = 512 len = 256) {bd_id = 3 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%b)
      scf.yield %b : index
    }
    aiex.dma_await_task(%r)
  }
}
