// Writes of the runtime sequence into a core's memory, by absolute address
// (column, row and offset) and by buffer symbol, masked and not: the core
// fills its buffer with 0x11111111 when the design is loaded, then waits
// for the lock the sequence releases after its writes, and sends the buffer
// to argument 0. The sequence runs after the core's fill, as on an NPU,
// where the host starts a kernel long after XRT loaded the design.
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %go = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "go"}
    %done = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "done"}
    %buf = aie.buffer(%t02) {address = 1024 : i32, sym_name = "buf"} : memref<4xi32>
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %fill = arith.constant 0x11111111 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        memref.store %fill, %buf[%i] : memref<4xi32>
      }
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<4xi32>, 0, 4)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    aie.runtime_sequence(%out : memref<4xi32>) {
      // word 0, absolute: the high nibble of each byte from 0xABCDEF01
      aiex.npu.maskwrite32 {address = 1024 : ui32, column = 0 : i32, row = 2 : i32, value = 0xABCDEF01 : ui32, mask = 0xF0F0F0F0 : ui32}
      // word 1 through the buffer: the low nibbles from 0x23456789
      aiex.npu.maskwrite32 {address = 1 : ui32, buffer = @buf, value = 0x23456789 : ui32, mask = 0x0F0F0F0F : ui32}
      // word 2 through the buffer, whole
      aiex.npu.write32 {address = 2 : ui32, buffer = @buf, value = 0x12345678 : ui32}
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<4xi32>
      // lock `go` of tile (0, 2) (its value register) to 1
      aiex.npu.write32 {address = 0x1F000 : ui32, column = 0 : i32, row = 2 : i32, value = 1 : ui32}
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
