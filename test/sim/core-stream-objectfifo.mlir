// An object FIFO whose ends are both core stream ports (mlir-aie's newest
// spelling, `prod_port`/`cons_ports` of `#aie.end_port<Core : 0>`): it has
// no objects, and --aie-objectFifo-stateful-transform lowers it to a flow
// from Core : 0 of the producer to Core : 0 of the consumer, which the
// cores feed and drain with aie.put_stream and aie.get_stream.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=FLOW
// FLOW: aie.flow(%{{.*}}, Core : 0, %{{.*}}, Core : 0)
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [3, 5, 8, 13] (4 × i32)
//
// The earlier spelling (aie_stream = 2, both ends) runs the same.
// RUN: sed 's/{prod_port = #aie.end_port<Core : 0>, cons_ports = \[#aie.end_port<Core : 0>\]}/{aie_stream = 2 : i32, aie_stream_port = 0 : i32}/' %s > %t.old.mlir
// RUN: aie-sim %t.old.mlir --output 0=%t.old.out | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform %t.old.mlir | FileCheck %s --check-prefix=FLOW
//
// Unlocked, the consumer runs on as the words arrive: a word a cycle from
// the producer, which a get takes 8 cycles (two switches) after its put.
// RUN: aie-sim %s --trace-text %t.trace > /dev/null
// RUN: FileCheck %s --check-prefix=TIME < %t.trace
// TIME: [[#PUT:]] tile (0, 2) core: INSTR_EVENT_0
// TIME: [[#PUT+9]] tile (0, 3) core: CORE_READY
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.objectfifo @s(%t02, {%t03}, 2 : i32) {prod_port = #aie.end_port<Core : 0>, cons_ports = [#aie.end_port<Core : 0>]} : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @out(%t03, {%t00}, 1 : i32) : !aie.objectfifo<memref<4xi32>>
    %producer = aie.core(%t02) {
      %ch = arith.constant 0 : i32
      %a = arith.constant 3 : i32
      %b = arith.constant 5 : i32
      %lb = arith.constant 0 : index
      %ub = arith.constant 200 : index
      %st = arith.constant 1 : index
      // A delay: an empty loop would go (canonicalization erases it, as
      // MLIR's does), a loop with an event in it stays.
      scf.for %i = %lb to %ub step %st {
        aie.event(1)
      }
      aie.event(0)
      aie.put_stream(%ch : i32, %a : i32)
      aie.put_stream(%ch : i32, %b : i32)
      aie.end
    }
    %consumer = aie.core(%t03) {
      %ch = arith.constant 0 : i32
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i2 = arith.constant 2 : index
      %i3 = arith.constant 3 : index
      %sub = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
      %o = aie.objectfifo.subview.access %sub[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      %x = aie.get_stream(%ch : i32) : i32
      %y = aie.get_stream(%ch : i32) : i32
      %z = arith.addi %x, %y : i32
      %w = arith.addi %y, %z : i32
      memref.store %x, %o[%i0] : memref<4xi32>
      memref.store %y, %o[%i1] : memref<4xi32>
      memref.store %z, %o[%i2] : memref<4xi32>
      memref.store %w, %o[%i3] : memref<4xi32>
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%result: memref<4xi32>) {
      aiex.npu.dma_memcpy_nd(%result[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 0 : i64, metadata = @out} : memref<4xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
