// aiex.multicast end to end: the shim's MM2S 0 is multicast to the S2MM 0
// of tiles (0, 2) and (0, 3) (the default pipeline's --aie-lower-multicast
// makes two flows, the router one broadcast route); each tile's DMA sends
// the 16 words it received back to its own shim S2MM channel, so the output
// holds the input twice: words 3i + 1, then the same again.
// RUN: printf '\001\000\000\000\004\000\000\000\007\000\000\000\012\000\000\000\015\000\000\000\020\000\000\000\023\000\000\000\026\000\000\000\031\000\000\000\034\000\000\000\037\000\000\000\042\000\000\000\045\000\000\000\050\000\000\000\053\000\000\000\056\000\000\000' > %t.in
// RUN: printf '\001\000\000\000\004\000\000\000\007\000\000\000\012\000\000\000\015\000\000\000\020\000\000\000\023\000\000\000\026\000\000\000\031\000\000\000\034\000\000\000\037\000\000\000\042\000\000\000\045\000\000\000\050\000\000\000\053\000\000\000\056\000\000\000\001\000\000\000\004\000\000\000\007\000\000\000\012\000\000\000\015\000\000\000\020\000\000\000\023\000\000\000\026\000\000\000\031\000\000\000\034\000\000\000\037\000\000\000\042\000\000\000\045\000\000\000\050\000\000\000\053\000\000\000\056\000\000\000' > %t.expected
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.expected | FileCheck %s
// CHECK: aie-sim: argument 1 = [1, 4, 7, 10, 13, 16, 19, 22, …] (32 × i32): matches {{.*}}.expected
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %a = aie.tile(0, 2)
    %b = aie.tile(0, 3)
    aiex.multicast(%shim, DMA : 0) {
      aiex.multi_dest<%a, DMA : 0>
      aiex.multi_dest<%b, DMA : 0>
    }
    aie.flow(%a, DMA : 0, %shim, DMA : 0)
    aie.flow(%b, DMA : 0, %shim, DMA : 1)
    %bufa = aie.buffer(%a) {sym_name = "bufa"} : memref<16xi32>
    %emptya = aie.lock(%a, 0) {init = 1 : i32, sym_name = "emptya"}
    %fulla = aie.lock(%a, 1) {init = 0 : i32, sym_name = "fulla"}
    %mema = aie.mem(%a) {
      %0 = aie.dma_start(S2MM, 0, ^recv, ^send_start)
    ^recv:
      aie.use_lock(%emptya, AcquireGreaterEqual, 1)
      aie.dma_bd(%bufa : memref<16xi32>, 0, 16)
      aie.use_lock(%fulla, Release, 1)
      aie.next_bd ^end
    ^send_start:
      %1 = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%fulla, AcquireGreaterEqual, 1)
      aie.dma_bd(%bufa : memref<16xi32>, 0, 16)
      aie.use_lock(%emptya, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %bufb = aie.buffer(%b) {sym_name = "bufb"} : memref<16xi32>
    %emptyb = aie.lock(%b, 0) {init = 1 : i32, sym_name = "emptyb"}
    %fullb = aie.lock(%b, 1) {init = 0 : i32, sym_name = "fullb"}
    %memb = aie.mem(%b) {
      %0 = aie.dma_start(S2MM, 0, ^recv, ^send_start)
    ^recv:
      aie.use_lock(%emptyb, AcquireGreaterEqual, 1)
      aie.dma_bd(%bufb : memref<16xi32>, 0, 16)
      aie.use_lock(%fullb, Release, 1)
      aie.next_bd ^end
    ^send_start:
      %1 = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%fullb, AcquireGreaterEqual, 1)
      aie.dma_bd(%bufb : memref<16xi32>, 0, 16)
      aie.use_lock(%emptyb, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @in(%shim, MM2S, 0)
    aie.shim_dma_allocation @outa(%shim, S2MM, 0)
    aie.shim_dma_allocation @outb(%shim, S2MM, 1)
    aie.runtime_sequence(%in: memref<16xi32>, %out: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @outa, issue_token = true} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 16][1, 1, 1, 16][0, 0, 0, 1]) {id = 2 : i64, metadata = @outb, issue_token = true} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @outa}
      aiex.npu.dma_wait {symbol = @outb}
    }
  }
}
