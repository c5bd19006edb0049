// Inputs of ../bd-ids-reclaim-idle-poll.mlir: polls that prove no channel idle.

aie.device(npu1) @room_only {
  %shim = aie.tile(1, 0)
  aie.runtime_sequence @room_only(%buf: memref<64xi32>) {
    %status = arith.constant 119340 : i32
    %zero = arith.constant 0 : i32
    %mask = arith.constant 4194304 : i32
    %x = aiex.dma_configure_task(%shim, MM2S, 1) {
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%x)
    %y = aiex.dma_configure_task(%shim, MM2S, 1) {
      aie.dma_bd(%buf : memref<64xi32> offset = 8 len = 8)
      aie.end
    }
    aiex.dma_start_task(%y)
    aiex.npu.maskpoll(%status, %zero, %mask) {column = 1 : i32, row = 0 : i32} : i32, i32, i32
    %z = aiex.dma_configure_task(%shim, S2MM, 0) {
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b1
    ^b1:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b2
    ^b2:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b3
    ^b3:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b4
    ^b4:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b5
    ^b5:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b6
    ^b6:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b7
    ^b7:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b8
    ^b8:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b9
    ^b9:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b10
    ^b10:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b11
    ^b11:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b12
    ^b12:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b13
    ^b13:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b14
    ^b14:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b15
    ^b15:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%z)
  }
}

// -----

aie.device(npu1) @other_channel {
  %shim = aie.tile(1, 0)
  aie.runtime_sequence @other_channel(%buf: memref<64xi32>) {
    %status = arith.constant 119336 : i32
    %zero = arith.constant 0 : i32
    %mask = arith.constant 7864320 : i32
    %x = aiex.dma_configure_task(%shim, MM2S, 1) {
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%x)
    %y = aiex.dma_configure_task(%shim, MM2S, 1) {
      aie.dma_bd(%buf : memref<64xi32> offset = 8 len = 8)
      aie.end
    }
    aiex.dma_start_task(%y)
    aiex.npu.maskpoll(%status, %zero, %mask) {column = 1 : i32, row = 0 : i32} : i32, i32, i32
    %z = aiex.dma_configure_task(%shim, S2MM, 0) {
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b1
    ^b1:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b2
    ^b2:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b3
    ^b3:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b4
    ^b4:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b5
    ^b5:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b6
    ^b6:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b7
    ^b7:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b8
    ^b8:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b9
    ^b9:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b10
    ^b10:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b11
    ^b11:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b12
    ^b12:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b13
    ^b13:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b14
    ^b14:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b15
    ^b15:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%z)
  }
}
