// Two designs loaded one after the other by control packets
// (aiecc --load-pdi-to-ctrl-pkt) or by NPU writes (--expand-load-pdis), each with a core on the same tile: @main
// adds 1 with @plus1, then 2 with @plus2 to what @plus1 wrote. Each
// configuration's packets reach the tile only when the sequence gets to
// them, and each core image names its design, which aie-sim finds in the
// design given with --cores.
// RUN: rm -rf %t && mkdir -p %t && cd %t && aiecc --get-full-elf --load-pdi-to-ctrl-pkt --get-ctrlpkt --get=npu_lowered.mlir %s
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<4i', 10, 20, 30, 40))" > %t/x.bin
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<4i', 13, 23, 33, 43))" > %t/z.bin
// RUN: aie-sim %t/aie.elf --cores %t/npu_lowered.mlir --input 0=%t/x.bin --expect 2=%t/z.bin | FileCheck %s
// CHECK-NOT: deadlock
// CHECK: argument 2 = [13, 23, 33, 43] (4 × i32): matches
// The same with the configurations as NPU writes (--expand-load-pdis,
// which expands the loads the aiex.configure blocks become).
// RUN: mkdir -p %t/writes && cd %t/writes && aiecc --get-full-elf --expand-load-pdis --get=npu_lowered.mlir %s
// RUN: grep -c "aiex.npu.load_pdi {device_ref = @empty_" %t/writes/npu_lowered.mlir | FileCheck %s --check-prefix=LOADS
// LOADS: 2
// RUN: aie-sim %t/writes/aie.elf --cores %t/writes/npu_lowered.mlir --input 0=%t/x.bin --expect 2=%t/z.bin | FileCheck %s
// Without the design, a core image names nothing aie-sim holds.
// RUN: not aie-sim %t/aie.elf --input 0=%t/x.bin 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE: core (0, 2): its program memory names design {{[0-9a-f]+}}, which the loaded xclbin does not hold
module {
  aie.device(npu2) @main {
    aie.runtime_sequence @sequence(%x : memref<4xi32>, %y : memref<4xi32>, %z : memref<4xi32>) {
      aiex.configure @plus1 {
        aiex.run @plus1_sequence (%x, %y) : (memref<4xi32>, memref<4xi32>)
      }
      aiex.configure @plus2 {
        aiex.run @plus2_sequence (%y, %z) : (memref<4xi32>, memref<4xi32>)
      }
    }
  }
  aie.device(npu2) @plus1 {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 1 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %unused = arith.constant 7 : index
      %one = arith.constant 1 : i32
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<4xi32>>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
      %ai = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      %bi = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %v = memref.load %ai[%i] : memref<4xi32>
        %w = arith.addi %v, %one : i32
        memref.store %w, %bi[%i] : memref<4xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @plus1_sequence(%in : memref<4xi32>, %out : memref<4xi32>) {
      %tin = aiex.dma_configure_task_for @in {
        aie.dma_bd(%in : memref<4xi32> offset = 0 len = 4)
        aie.end
      }
      %tout = aiex.dma_configure_task_for @out {
        aie.dma_bd(%out : memref<4xi32> offset = 0 len = 4)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%tin)
      aiex.dma_start_task(%tout)
      aiex.dma_await_task(%tout)
    }
  }
  aie.device(npu2) @plus2 {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 1 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %two = arith.constant 2 : i32
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<4xi32>>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
      %ai = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      %bi = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %v = memref.load %ai[%i] : memref<4xi32>
        %w = arith.addi %v, %two : i32
        memref.store %w, %bi[%i] : memref<4xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @plus2_sequence(%in : memref<4xi32>, %out : memref<4xi32>) {
      %tin = aiex.dma_configure_task_for @in {
        aie.dma_bd(%in : memref<4xi32> offset = 0 len = 4)
        aie.end
      }
      %tout = aiex.dma_configure_task_for @out {
        aie.dma_bd(%out : memref<4xi32> offset = 0 len = 4)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%tin)
      aiex.dma_start_task(%tout)
      aiex.dma_await_task(%tout)
    }
  }
}
