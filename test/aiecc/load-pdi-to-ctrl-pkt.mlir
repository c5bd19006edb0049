// aiecc --load-pdi-to-ctrl-pkt: the column control overlay in every device
// and in a device of its own at the end (@ctrl_pkt_overlay), and @main's
// sequence loading it, then sending @cg's configuration as control packets
// from the control code (the words of global @ctrlpkt_col0, patched into a
// shim BD) before @cg's transfers. With --get-full-elf and --get-ctrlpkt
// only the ELF is written (it carries the packets), and it runs: @cg
// passes its input through the mem tile.
// RUN: rm -rf %t && mkdir -p %t && cd %t && aiecc --load-pdi-to-ctrl-pkt --get=npu_lowered.mlir %s
// RUN: FileCheck %s < %t/npu_lowered.mlir
// RUN: cd %t && aiecc --get-full-elf --load-pdi-to-ctrl-pkt --get-ctrlpkt %s
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(1, 17)))" > %t/in.bin
// RUN: aie-sim %t/aie.elf --input 0=%t/in.bin --expect 1=%t/in.bin | FileCheck %s --check-prefix=SIM
// RUN: aie-sim %t/npu_lowered.mlir --input 0=%t/in.bin --expect 1=%t/in.bin | FileCheck %s --check-prefix=SIM
// Refused with --expand-load-pdis, as in mlir-aie.
// RUN: not aiecc --load-pdi-to-ctrl-pkt --expand-load-pdis %s 2>&1 | FileCheck %s --check-prefix=BOTH

// CHECK:       memref.global "private" constant @ctrlpkt_col0 : memref<{{[0-9]+}}xi32>
// CHECK:       aie.runtime_sequence(%{{.*}}: memref<16xi32>, %{{.*}}: memref<16xi32>) {
// CHECK-NEXT:    aiex.npu.load_pdi {device_ref = @ctrl_pkt_overlay}
// CHECK-NEXT:    memref.get_global @blockwrite_data_1
// CHECK-NEXT:    aiex.npu.blockwrite
// CHECK-NEXT:    arith.constant 0 : i32
// CHECK-NEXT:    aiex.npu.address_patch({{.*}}) {addr = 118788 : ui32, arg_idx = -1 : i32, global = @ctrlpkt_col0}
// CHECK-NOT:     aiex.control_packet
// CHECK:       } {has_ctrl_pkt_overlay = true}
// CHECK-NEXT:  aie.device(npu2) @cg {
// CHECK:       } {has_ctrl_pkt_overlay = true}
// CHECK-NEXT:  aie.device(npu2) @ctrl_pkt_overlay {
// CHECK-NOT:     aie.runtime_sequence
// CHECK:       } {has_ctrl_pkt_overlay = true}
// CHECK-NEXT: }

// FILES-NOT: ctrlpkt
// FILES: aie.elf
// FILES-NOT: ctrlpkt

// SIM-NOT: deadlock
// SIM: argument 1 = [1, 2, 3, 4, 5, 6, 7, 8, …] (16 × i32): matches

// BOTH: aiecc: error: --expand-load-pdis and --load-pdi-to-ctrl-pkt are mutually exclusive

module {
  aie.device(npu2) @main {
    aie.runtime_sequence @sequence(%in : memref<16xi32>, %out : memref<16xi32>) {
      aiex.configure @cg {
        aiex.run @cg_sequence (%in, %out) : (memref<16xi32>, memref<16xi32>)
      }
    }
  }
  aie.device(npu2) @cg {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    %t05 = aie.tile(0, 5)
    %t10 = aie.tile(1, 0)
    %t12 = aie.tile(1, 2)
    aie.objectfifo @in(%t10, {%t01}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t01, {%t10}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@out] ([] [])
    aie.flow(%t01, DMA : 1, %t02, DMA : 0)
    aie.flow(%t01, DMA : 2, %t03, DMA : 0)
    aie.flow(%t01, DMA : 3, %t04, DMA : 0)
    aie.flow(%t01, DMA : 4, %t05, DMA : 0)
    aie.flow(%t01, DMA : 5, %t02, DMA : 1)
    aie.packet_flow(3) {
      aie.packet_source<%t00, DMA : 0>
      aie.packet_dest<%t03, DMA : 1>
    }
    aie.runtime_sequence @cg_sequence(%a : memref<16xi32>, %b : memref<16xi32>) {
      %ti = aiex.dma_configure_task_for @in {
        aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16)
        aie.end
      }
      %to = aiex.dma_configure_task_for @out {
        aie.dma_bd(%b : memref<16xi32> offset = 0 len = 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%ti)
      aiex.dma_start_task(%to)
      aiex.dma_await_task(%to)
    }
  }
}
