// A runtime-sequence argument of a dynamic or unranked memref is a host
// buffer whose size the host gives: the ELF's note records it as a buffer
// of 0 bytes (not a scalar), the lift reads it back as memref<?xT>, and
// aie-sim sizes it by --arg-size (or its --input file).
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s
// CHECK:      ; aiec: arg 0 bf16
// CHECK-NEXT: ; aiec: arg 0 i32
// CHECK-NEXT: ; aiec: arg 64 i32
// CHECK-NEXT: ; aiec: scalar-arg 4 i32
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %t.elf --emit=mlir | FileCheck %s --check-prefix=LIFT
// LIFT: aie.runtime_sequence(%arg0: memref<?xbf16>, %arg1: memref<?xi32>, %arg2: memref<16xi32>, %arg3: i32)
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<8i', 7, 8, 9, 10, 0, 0, 0, 0))" > %t.b
// RUN: aie-sim %t.elf --arg-size 0=8 --input 1=%t.b --output 1=%t.out | FileCheck %s --check-prefix=SIM
// SIM: argument 1 = [7, 8, 9, 10, 7, 8, 9, 10] (8 × i32)
module {
  aie.device(npu1_1col) {
    %s = aie.tile(0, 0)
    %m = aie.tile(0, 1)
    %buf = aie.buffer(%m) {sym_name = "buf"} : memref<4xi32>
    aie.flow(%s, DMA : 0, %m, DMA : 0)
    aie.flow(%m, DMA : 0, %s, DMA : 0)
    aie.runtime_sequence(%a: memref<*xbf16>, %b: memref<?xi32>, %c: memref<16xi32>, %n: i32) {
      %in = aiex.dma_configure_task(%s, MM2S, 0) {
        aie.dma_bd(%b : memref<?xi32> offset = 0 len = 4)
        aie.end
      }
      %fill = aiex.dma_configure_task(%m, S2MM, 0) {
        aie.dma_bd(%buf : memref<4xi32> offset = 0 len = 4)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%fill)
      aiex.dma_start_task(%in)
      aiex.dma_await_task(%fill)
      %send = aiex.dma_configure_task(%m, MM2S, 0) {
        aie.dma_bd(%buf : memref<4xi32> offset = 0 len = 4)
        aie.end
      }
      %out = aiex.dma_configure_task(%s, S2MM, 0) {
        aie.dma_bd(%b : memref<?xi32> offset = 4 len = 4)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%send)
      aiex.dma_start_task(%out)
      aiex.dma_await_task(%out)
    }
  }
}
