// A BD on a memref.view of a runtime-sequence argument: the view's constant
// byte shift joins the BD's offset in the address patch; the host bytes come
// from the right place in the simulator.
// RUN: aiec --aie-dma-tasks-to-npu %s | FileCheck %s
// CHECK: aiex.npu.writebd
// CHECK: %[[PLUS:.*]] = arith.constant 136 : i32
// CHECK: aiex.npu.address_patch(%[[PLUS]] : i32) {addr = {{[0-9]+}} : ui32, arg_idx = 0 : i32}
// RUN: python3 -c "import sys; sys.stdout.buffer.write(bytes(range(16)) * 10)" > %t.in
// RUN: aie-sim %s --input 0=%t.in --output 1=%t.out | FileCheck %s --check-prefix=SIM
// Bytes 136..143 of the input: the 9th row from byte 8 (0x0b0a0908, 0x0f0e0d0c).
// SIM: argument 1 = [185207048, 252579084] (2 × i32)
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %buf = aie.buffer(%mem) {sym_name = "buf"} : memref<2xi32>
    %full = aie.lock(%mem, 0) {init = 0 : i32, sym_name = "full"}
    %empty = aie.lock(%mem, 1) {init = 1 : i32, sym_name = "empty"}
    aie.flow(%shim, DMA : 0, %mem, DMA : 0)
    aie.flow(%mem, DMA : 0, %shim, DMA : 0)
    %dma = aie.memtile_dma(%mem) {
      %s = aie.dma_start(S2MM, 0, ^in, ^out)
    ^in:
      aie.use_lock(%empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<2xi32> offset = 0 len = 2) {bd_id = 0 : i32}
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^end
    ^out:
      %t = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<2xi32> offset = 0 len = 2) {bd_id = 1 : i32}
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%in: memref<160xi8>, %out: memref<2xi32>) {
      %c128 = arith.constant 128 : index
      %view = memref.view %in[%c128][] : memref<160xi8> to memref<8xi32>
      %t_in = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%view : memref<8xi32> offset = 2 len = 2) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      %t_out = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<2xi32> offset = 0 len = 2) {bd_id = 1 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t_out)
      aiex.dma_start_task(%t_in)
      aiex.dma_await_task(%t_out)
      aiex.dma_await_task(%t_in)
    }
  }
}
