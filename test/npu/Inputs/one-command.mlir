// A whole design (object FIFOs through a mem tile, a core) whose runtime
// sequences loop and branch on run-time values, and their twins with the
// values written as constants. `aiec one-command.mlir --aie-npu-to-cpp` runs
// the default pipeline up to the NPU ops, then writes one generator per
// sequence: @rolled(4) must program the registers @twin programs, @copy(2048,
// 2) those of @copy_twin; a repeat count beyond the BD's field gives no stream
// (compiler/tests/suite/npu_cpp.rs).
aie.device(npu2) @main {
  %shim = aie.tile(0, 0)
  %mem = aie.tile(0, 1)
  %core = aie.tile(0, 2)
  aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo @in2(%mem, {%core}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo.link [@in] -> [@in2] ([] [])
  aie.objectfifo @out(%core, {%shim}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.core(%core) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 4096 : index
    scf.for %i = %c0 to %big step %c1 {
      %a = aie.objectfifo.acquire @in2(Consume, 1) : !aie.objectfifosubview<memref<256xi32>>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<256xi32>>
      aie.objectfifo.release @in2(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
    }
    aie.end
  }
  // A ping-pong of input tasks over a run-time tile count.
  aie.runtime_sequence @rolled(%in: memref<4096xi32>, %out: memref<4096xi32>, %n: index) {
    %c1 = arith.constant 1 : index
    %first = aiex.dma_configure_task_for @in {
      aie.dma_bd(%in : memref<4096xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%first)
    %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %first) -> (index) {
      %t = aiex.dma_configure_task_for @in {
        aie.dma_bd(%in : memref<4096xi32> offset = 0 len = 256)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%prev)
      aiex.dma_free_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
    aiex.dma_free_task(%last)
  }
  aie.runtime_sequence @twin(%in: memref<4096xi32>, %out: memref<4096xi32>) {
    %c1 = arith.constant 1 : index
    %n = arith.constant 4 : index
    %first = aiex.dma_configure_task_for @in {
      aie.dma_bd(%in : memref<4096xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%first)
    %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %first) -> (index) {
      %t = aiex.dma_configure_task_for @in {
        aie.dma_bd(%in : memref<4096xi32> offset = 0 len = 256)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%prev)
      aiex.dma_free_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
    aiex.dma_free_task(%last)
  }
}
// A transfer with a run-time offset and repeat count, through a shim DMA
// allocation of its own (the verifier needs one for run-time sizes).
aie.device(npu2) @plain {
  %shim = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%shim, MM2S, 0)
  aie.shim_dma_allocation @out(%shim, S2MM, 0)
  aie.runtime_sequence @copy(%in: memref<4096xi32>, %out: memref<4096xi32>, %off: i64, %rep: i64) {
    aiex.npu.dma_memcpy_nd(%in[0, 0, 0, %off][%rep, 1, 1, 256][256, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<4096xi32>
    aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<4096xi32>
    aiex.npu.dma_wait {symbol = @out}
  }
  aie.runtime_sequence @copy_twin(%in: memref<4096xi32>, %out: memref<4096xi32>) {
    aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 2048][2, 1, 1, 256][256, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<4096xi32>
    aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<4096xi32>
    aiex.npu.dma_wait {symbol = @out}
  }
}
