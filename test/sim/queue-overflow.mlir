// Six tasks pushed at once onto shim MM2S 0, whose queue holds 4, while a
// core that starts late takes their data: the compiler polls the channel's
// status for room before the fifth and sixth push, and all six transfers
// reach the output (each sends words 0-255 of the input).
// RUN: aie-sim %s --input 0=%S/Inputs/words-0-255.bin --output 1=%t.out | FileCheck %s
// CHECK: argument 1 = [0, 1, 2, 3, 4, 5, 6, 7, …] (1536 × i32)
// RUN: aie-sim %s --input 0=%S/Inputs/words-0-255.bin --expect 1=%S/Inputs/words-0-255-six-times.bin
//
// Built without the polls, the pushes that find the queue full are dropped,
// as the hardware drops them: the core waits for objects that never come,
// the output for its words, and the run stops, saying why.
// RUN: not aie-sim %s --allow-idle-cores --aie-assign-runtime-sequence-bd-ids=enforce-queue-depth=false --aie-dma-to-npu=enforce-queue-depth=false --input 0=%S/Inputs/words-0-255.bin 2>&1 | FileCheck %s --check-prefix=DROP
// DROP: warning: pushes a DMA task onto tile (0,0) MM2S channel 0, whose task queue is only 4 deep
// DROP: aie-sim: deadlock: nothing can progress
// DROP: DMA (0, 0) MM2S 0 has no task: its full task queue dropped pushes
// DROP: array: DMA (0, 0) MM2S 0: idle (1 task(s) pushed onto its full queue of 4 were dropped)
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %in = aie.buffer(%core) {sym_name = "in"} : memref<256xi32>
    %out = aie.buffer(%core) {sym_name = "out"} : memref<256xi32>
    %in_empty = aie.lock(%core, 0) {init = 0 : i32, sym_name = "in_empty"}
    %in_full = aie.lock(%core, 1) {init = 0 : i32, sym_name = "in_full"}
    %out_empty = aie.lock(%core, 2) {init = 1 : i32, sym_name = "out_empty"}
    %out_full = aie.lock(%core, 3) {init = 0 : i32, sym_name = "out_full"}
    aie.flow(%shim, DMA : 0, %core, DMA : 0)
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    // The core starts taking input only after a while (longer than the
    // controller takes to push all six tasks, ~3,000 cycles each), then
    // copies each input object to the output one word at a time: the
    // shim's tasks wait.
    aie.core(%core) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c256 = arith.constant 256 : index
      %c40000 = arith.constant 40000 : index
      %zero = arith.constant 0 : i32
      scf.for %w = %c0 to %c40000 step %c1 {
        memref.store %zero, %out[%c0] : memref<256xi32>
      }
      aie.use_lock(%in_empty, Release, 1)
      scf.for %k = %c0 to %c6 step %c1 {
        aie.use_lock(%in_full, AcquireGreaterEqual, 1)
        aie.use_lock(%out_empty, AcquireGreaterEqual, 1)
        scf.for %i = %c0 to %c256 step %c1 {
          %v = memref.load %in[%i] : memref<256xi32>
          memref.store %v, %out[%i] : memref<256xi32>
        }
        aie.use_lock(%in_empty, Release, 1)
        aie.use_lock(%out_full, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%core) {
      %0 = aie.dma_start(S2MM, 0, ^fill, ^next)
    ^fill:
      aie.use_lock(%in_empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%in : memref<256xi32> offset = 0 len = 256)
      aie.use_lock(%in_full, Release, 1)
      aie.next_bd ^fill
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^drain, ^end)
    ^drain:
      aie.use_lock(%out_full, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<256xi32> offset = 0 len = 256)
      aie.use_lock(%out_empty, Release, 1)
      aie.next_bd ^drain
    ^end:
      aie.end
    }
    aie.runtime_sequence(%src: memref<256xi32>, %dst: memref<1536xi32>) {
      %recv = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%dst : memref<1536xi32> offset = 0 len = 1536)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%recv)
      %t0 = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%src : memref<256xi32> offset = 0 len = 256)
        aie.end
      }
      aiex.dma_start_task(%t0)
      %t1 = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%src : memref<256xi32> offset = 0 len = 256)
        aie.end
      }
      aiex.dma_start_task(%t1)
      %t2 = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%src : memref<256xi32> offset = 0 len = 256)
        aie.end
      }
      aiex.dma_start_task(%t2)
      %t3 = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%src : memref<256xi32> offset = 0 len = 256)
        aie.end
      }
      aiex.dma_start_task(%t3)
      %t4 = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%src : memref<256xi32> offset = 0 len = 256)
        aie.end
      }
      aiex.dma_start_task(%t4)
      %t5 = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%src : memref<256xi32> offset = 0 len = 256)
        aie.end
      }
      aiex.dma_start_task(%t5)
      aiex.dma_await_task(%recv)
    }
  }
}
