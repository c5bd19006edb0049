// The current forms of older-forms-lower.mlir, written by hand: the same
// control code.
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %core = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in2(%mem, {%core}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@in2]([] [])
    %buf = aie.buffer(%core) {sym_name = "obuf"} : memref<16xi32>
    %prod = aie.lock(%core, 4) {init = 1 : i32}
    %cons = aie.lock(%core, 5) {init = 0 : i32}
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    %m = aie.mem(%core) {
      %s = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      %one = arith.constant 1 : i32
      aie.use_lock(%cons, AcquireGreaterEqual, %one)
      aie.dma_bd(%buf : memref<16xi32> offset = 0 len = 16)
      aie.use_lock(%prod, Release, %one)
      aie.next_bd ^bd
    ^end:
      aie.end
    }
    %c = aie.core(%core) {
      %a = aie.objectfifo.acquire @in2(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %c1 = arith.constant 1 : i32
      aie.use_lock(%prod, AcquireGreaterEqual, %c1)
      aie.objectfifo.release @in2(Consume, 1)
      aie.use_lock(%cons, Release, %c1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<16xi32>, %arg1: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @in} : memref<16xi32>
      aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
