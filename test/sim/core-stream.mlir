// Core stream ports over a circuit flow: core (0, 3) puts two i32 and an
// f32 (its bits, one 32-bit word each) on its stream output (switch port
// Core : 0), which the flow routes to the stream input of core (0, 2);
// that core takes them with aie.get_stream, the f32 as an f32.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [7, -3, 4, 5] (4 × i32)
// RUN: od -An -t d4 -v %t.out | tr -s ' ' | FileCheck %s --check-prefix=ALL
// ALL: 7 -3 4 5
//
// Core (0, 2) starts first and stalls on its empty input (Core_Status's
// stream_stall_ss0); a word reaches it 4 cycles a switch after its put,
// here 2 switches: the put one cycle after event 0, its get 8 after that.
// RUN: aie-sim %s --trace-text %t.trace > /dev/null
// RUN: FileCheck %s --check-prefix=TIME < %t.trace
// TIME: tile (0, 2) core: CORE_WAIT reason=stream empty
// TIME: [[#PUT:]] tile (0, 3) core: INSTR_EVENT_0
// TIME: [[#PUT+9]] tile (0, 2) core: CORE_READY
//
// The channel names the core's port: an AIE-ML core has one of each.
// RUN: sed 's/%ch = arith.constant 0/%ch = arith.constant 1/' %s > %t.mlir
// RUN: not aie-sim %t.mlir 2>&1 | FileCheck %s --check-prefix=PORT
// PORT: aie-sim: error: core (0, 3) ({{.*}}.mlir:[[@LINE+30]]:7): 'aie.put_stream' op channel 1: the core has one stream output (Core : 0)
//
// Without the flow the stream goes nowhere: the put waits, and the report
// says why.
// RUN: sed '/aie.flow(.t03, Core/d' %s > %t.noflow.mlir
// RUN: not aie-sim -Wno-deadlock %t.noflow.mlir 2>&1 | FileCheck %s --check-prefix=NOWHERE
// NOWHERE: array: core (0, 3): waits at aie.put_stream ({{.*}}.mlir:{{[0-9]+}}:7) for room on its stream output (Core : 0 of its switch): the stream goes nowhere: slave Core:0 of tile (0, 3) is not enabled
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.flow(%t03, Core : 0, %t02, Core : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %out = aie.buffer(%t02) {sym_name = "out"} : memref<4xi32>
    %done = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "done"}
    %core3 = aie.core(%t03) {
      %ch = arith.constant 0 : i32
      %a = arith.constant 7 : i32
      %b = arith.constant -3 : i32
      %f = arith.constant 2.5 : f32
      %lb = arith.constant 0 : index
      %ub = arith.constant 300 : index
      %st = arith.constant 1 : index
      // A delay: an empty loop would go (canonicalization erases it, as
      // MLIR's does), a loop with an event in it stays.
      scf.for %i = %lb to %ub step %st {
        aie.event(1)
      }
      aie.event(0)
      aie.put_stream(%ch : i32, %a : i32)
      aie.put_stream(%ch : i32, %b : i32)
      aie.put_stream(%ch : i32, %f : f32)
      aie.end
    }
    %core2 = aie.core(%t02) {
      %c0 = arith.constant 0 : i32
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i2 = arith.constant 2 : index
      %i3 = arith.constant 3 : index
      %x = aie.get_stream(%c0 : i32) : i32
      %y = aie.get_stream(%c0 : i32) : i32
      %g = aie.get_stream(%c0 : i32) : f32
      %s = arith.addi %x, %y : i32
      %two = arith.constant 2.0 : f32
      %p = arith.mulf %g, %two : f32
      %q = arith.fptosi %p : f32 to i32
      memref.store %x, %out[%i0] : memref<4xi32>
      memref.store %y, %out[%i1] : memref<4xi32>
      memref.store %s, %out[%i2] : memref<4xi32>
      memref.store %q, %out[%i3] : memref<4xi32>
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<4xi32>, 0, 4) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<4xi32>) {
      %t = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<4xi32>, 0, 4) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
