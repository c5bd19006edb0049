// A core that spins for good in an empty loop (IRON's
// `for _ in range_(sys.maxsize): pass` after its work, as mlir-aie's
// dma_compression example does) lets the run end with its control code:
// once only such a core makes progress, the array has drained. Here the
// data goes through the compute tile's DMA alone.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(16)))" > %t.in
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.in --max-cycles 1000000 | FileCheck %s
// CHECK: aie-sim: {{[0-9]+}} cycles;
// CHECK: matches
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%t02, {%t00}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@in] -> [@out] ([] [])
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %forever = arith.constant 9223372036854775807 : index
      scf.for %i = %c0 to %forever step %c1 {
      }
      aie.end
    }
    aie.runtime_sequence(%x: memref<16xi32>, %y: memref<16xi32>) {
      %send = aiex.dma_configure_task_for @in {
        aie.dma_bd(%x : memref<16xi32> offset = 0 len = 16)
        aie.end
      }
      %recv = aiex.dma_configure_task_for @out {
        aie.dma_bd(%y : memref<16xi32> offset = 0 len = 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%send)
      aiex.dma_start_task(%recv)
      aiex.dma_await_task(%recv)
    }
  }
}
