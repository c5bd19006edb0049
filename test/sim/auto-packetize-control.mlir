// Control packets and data sharing a shim channel: two circuit inputs fill
// both MM2S channels of column 0, so the control overlay has none for the
// packet that sets the core's constant. --aie-auto-packetize-control-ingress
// makes @in1 packet-switched on the trunk channel, cut at the mem tile; the
// control packet and @in1's data then share MM2S 0 and the run gives
// in0 + in1 + 100.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<4i', 1, 2, 3, 4))" > %t.a
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<4i', 10, 20, 30, 40))" > %t.b
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<4i', 111, 122, 133, 144))" > %t.o
// RUN: not aie-sim %s --input 0=%t.a --input 1=%t.b --expect 2=%t.o 2>&1 | FileCheck %s --check-prefix=CROWDED
// RUN: aiec --aie-auto-packetize-control-ingress %s -o %t.mlir 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: aie-sim %t.mlir --input 0=%t.a --input 1=%t.b --expect 2=%t.o | FileCheck %s
// CROWDED: error: 'aie.flow' op failed to generate column control overlay from shim dma to tile ctrl ports, because shim (0, 0) MM2S 0 is reserved by this circuit flow
// CROWDED: help: {{.*}}--aie-auto-packetize-control-ingress
// WARN: warning: auto-packetized objectFifo 'in1' on column 0
// CHECK: argument 2 = [111, 122, 133, 144] (4 × i32): matches
module {
  aie.device(npu2) {
    %s = aie.tile(0, 0)
    %c = aie.tile(0, 2)
    %k = aie.buffer(%c) {address = 1024 : i32, sym_name = "k"} : memref<1xi32>
    aie.objectfifo @in0(%s, {%c}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @in1(%s, {%c}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @out(%c, {%s}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.core(%c) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %a = aie.objectfifo.acquire @in0(Consume, 1) : !aie.objectfifosubview<memref<4xi32>>
      %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      %b = aie.objectfifo.acquire @in1(Consume, 1) : !aie.objectfifosubview<memref<4xi32>>
      %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
      %z = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      %kv = memref.load %k[%c0] : memref<1xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %u = memref.load %x[%i] : memref<4xi32>
        %v = memref.load %y[%i] : memref<4xi32>
        %w = arith.addi %u, %v : i32
        %r = arith.addi %w, %kv : i32
        memref.store %r, %z[%i] : memref<4xi32>
      }
      aie.objectfifo.release @in0(Consume, 1)
      aie.objectfifo.release @in1(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%a0 : memref<4xi32>, %a1 : memref<4xi32>, %ao : memref<4xi32>) {
      aiex.control_packet {address = 0x00200400 : ui32, data = array<i32: 100>, opcode = 0 : i32, stream_id = 0 : i32}
      %t0 = aiex.dma_configure_task_for @in0 {
        aie.dma_bd(%a0 : memref<4xi32> offset = 0 len = 4)
        aie.end
      }
      %t1 = aiex.dma_configure_task_for @in1 {
        aie.dma_bd(%a1 : memref<4xi32> offset = 0 len = 4)
        aie.end
      }
      %to = aiex.dma_configure_task_for @out {
        aie.dma_bd(%ao : memref<4xi32> offset = 0 len = 4)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t0)
      aiex.dma_start_task(%t1)
      aiex.dma_start_task(%to)
      aiex.dma_await_task(%to)
    }
  }
}
