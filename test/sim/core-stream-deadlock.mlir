// Cores that wait on each other's streams: each takes a word before it
// puts one, so neither ever puts. The run ends in the deadlock report,
// which names both cores and their ops: a wait-for cycle.
// RUN: not aie-sim -Wno-deadlock %s 2>&1 | FileCheck %s
// CHECK: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
// CHECK-NEXT: root cause: a wait-for cycle: core (0, 2) at {{.*}}core-stream-deadlock.mlir:{{[0-9]+}}:7 (%x = aie.get_stream(%ch : i32)) waits on a word on its stream input, which core (0, 3) sends;
// CHECK-SAME: core (0, 3) at {{.*}}core-stream-deadlock.mlir:[[@LINE+25]]:7 (%y = aie.get_stream(%ch : i32)) waits on a word on its stream input, which core (0, 2) sends
// CHECK: core (0, 2) at {{.*}} → a word on its stream input (Core : 0 of its switch) ← core (0, 3)
// CHECK: array: core (0, 2): waits at aie.get_stream ({{.*}}core-stream-deadlock.mlir:[[@LINE+39]]:7) for a word on its stream input (Core : 0 of its switch)
//
// Without its get, core (0, 3) puts ten words: eight fill the buffer of
// core (0, 2)'s input, which takes one; the tenth waits for room forever
// once core (0, 2) has ended: the core left waiting is work left when the
// control code ends.
// RUN: sed '/%y = aie.get_stream/d' %s > %t.full.mlir
// RUN: not aie-sim -Wno-deadlock %t.full.mlir 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: root cause: core (0, 3) at {{.*}} waits on room in core (0, 2)'s buffer, which only core (0, 2) takes words from its buffer, and it has ended
// FULL: core (0, 3): waits at aie.put_stream ({{.*}}.mlir:{{[0-9]+}}:7) for room on its stream output (Core : 0 of its switch): the stream to core (0, 2) waits: its buffer is full
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.flow(%t03, Core : 0, %t02, Core : 0)
    aie.flow(%t02, Core : 0, %t03, Core : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %out = aie.buffer(%t02) {sym_name = "out"} : memref<1xi32>
    %done = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "done"}
    %core3 = aie.core(%t03) {
      %ch = arith.constant 0 : i32
      %c7 = arith.constant 7 : i32
      %y = aie.get_stream(%ch : i32) : i32
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.put_stream(%ch : i32, %c7 : i32)
      aie.end
    }
    %core2 = aie.core(%t02) {
      %ch = arith.constant 0 : i32
      %i0 = arith.constant 0 : index
      %x = aie.get_stream(%ch : i32) : i32
      aie.put_stream(%ch : i32, %x : i32)
      memref.store %x, %out[%i0] : memref<1xi32>
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<1xi32>, 0, 1) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<1xi32>) {
      %t = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<1xi32>, 0, 1) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
