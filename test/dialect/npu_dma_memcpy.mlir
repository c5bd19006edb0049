// Round trip of aiex.npu.dma_memcpy_nd and aiex.npu.dma_wait: static offset,
// size and stride lists (outermost first), an optional packet header, and the
// BD attributes (issue_token = false is the default and not printed).
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%s, MM2S, 0)
  aie.shim_dma_allocation @out(%s, S2MM, 0)
  aie.runtime_sequence(%a: memref<4096xi32>, %b: memref<64x64xi16>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 4096][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, issue_token = true} : memref<4096xi32>
    aiex.npu.dma_memcpy_nd (%b[0,0,0,0][2, 4, 32, 16][0x800, 16, 64, 1]) {metadata = @out, id = 1 : i64} : memref<64x64xi16>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 64][1, 1, 16, 16][0, 0, 64, 1], packet = <pkt_id = 2, pkt_type = 3>) {id = 2 : i64, metadata = @in, issue_token = false} : memref<4096xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1], packet = #aie.packet_info<pkt_type = 1, pkt_id = 4>) {burst_length = 256 : i64, d0_zero_before = 0 : i64, id = 3 : i64, metadata = @in} : memref<4096xi32>
    aiex.npu.dma_wait {symbol = @out}
    aiex.npu.dma_wait { symbol = @in }
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: aie.shim_dma_allocation @in(%shim_noc_tile_0_0, MM2S, 0){{$}}
// CHECK-NEXT: aie.shim_dma_allocation @out(%shim_noc_tile_0_0, S2MM, 0){{$}}
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<4096xi32>, %arg1: memref<64x64xi16>) {
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 4096][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<4096xi32>{{$}}
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][2, 4, 32, 16][2048, 16, 64, 1]) {id = 1 : i64, metadata = @out} : memref<64x64xi16>{{$}}
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 64][1, 1, 16, 16][0, 0, 64, 1], packet = <pkt_type = 3, pkt_id = 2>) {id = 2 : i64, metadata = @in} : memref<4096xi32>{{$}}
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1], packet = <pkt_type = 1, pkt_id = 4>) {burst_length = 256 : i64, id = 3 : i64, metadata = @in} : memref<4096xi32>{{$}}
// CHECK-NEXT: aiex.npu.dma_wait {symbol = @out}{{$}}
// CHECK-NEXT: aiex.npu.dma_wait {symbol = @in}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
