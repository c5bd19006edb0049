// The optional tail of aie.dma_bd: offset and length are printed only when
// needed, pad_value only when non-zero; BD attributes in the dictionary. (An
// offset without a length is refused: the length is then the whole buffer.)
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s

aie.device(npu1) {
  %m = aie.tile(0, 1)
  %b = aie.buffer(%m) {sym_name = "b"} : memref<128xi32>
  %h = aie.buffer(%m) {sym_name = "h"} : memref<64xi16>
  %dma = aie.memtile_dma(%m) {
    aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%b : memref<128xi32>)
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%b : memref<128xi32>, 0)
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%b : memref<128xi32>, 0x10, 112)
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%b : memref<128xi32>, 0, 128)
    aie.next_bd ^bd4
  ^bd4:
    aie.dma_bd(%h : memref<64xi16>, 8, 32, [<size = 4, stride = 8>, <size = 8, stride = 1>]) {packet = #aie.packet_info<pkt_type = 2, pkt_id = 9>}
    aie.next_bd ^bd5
  ^bd5:
    aie.dma_bd_packet(0x4, 0xD)
    aie.dma_bd(%b : memref<128xi32>, 0, 64) {next_bd_id = 7 : i32, bd_id = 6 : i32}
    aie.next_bd ^bd6
  ^bd6:
    aie.dma_bd(%b : memref<128xi32>, 0, 64, [<size = 8, stride = 8>, <size = 8, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>])
    aie.end
  ^end:
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %b = aie.buffer(%mem_tile_0_1) {sym_name = "b"} : memref<128xi32>{{$}}
// CHECK-NEXT: %h = aie.buffer(%mem_tile_0_1) {sym_name = "h"} : memref<64xi16>{{$}}
// CHECK-NEXT: %memtile_dma_0_1 = aie.memtile_dma(%mem_tile_0_1) {
// CHECK-NEXT: %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb8){{$}}
// CHECK-NEXT: ^bb1:  // pred: ^bb0{{$}}
// CHECK-NEXT: aie.dma_bd(%b : memref<128xi32>){{$}}
// CHECK-NEXT: aie.next_bd ^bb2{{$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT: aie.dma_bd(%b : memref<128xi32>){{$}}
// CHECK-NEXT: aie.next_bd ^bb3{{$}}
// CHECK-NEXT: ^bb3:  // pred: ^bb2{{$}}
// CHECK-NEXT: aie.dma_bd(%b : memref<128xi32>, 16, 112){{$}}
// CHECK-NEXT: aie.next_bd ^bb4{{$}}
// CHECK-NEXT: ^bb4:  // pred: ^bb3{{$}}
// CHECK-NEXT: aie.dma_bd(%b : memref<128xi32>, 0, 128){{$}}
// CHECK-NEXT: aie.next_bd ^bb5{{$}}
// CHECK-NEXT: ^bb5:  // pred: ^bb4{{$}}
// CHECK-NEXT: aie.dma_bd(%h : memref<64xi16>, 8, 32, [<size = 4, stride = 8>, <size = 8, stride = 1>]) {packet = #aie.packet_info<pkt_type = 2, pkt_id = 9>}{{$}}
// CHECK-NEXT: aie.next_bd ^bb6{{$}}
// CHECK-NEXT: ^bb6:  // pred: ^bb5{{$}}
// CHECK-NEXT: aie.dma_bd_packet(4, 13){{$}}
// CHECK-NEXT: aie.dma_bd(%b : memref<128xi32>, 0, 64) {bd_id = 6 : i32, next_bd_id = 7 : i32}{{$}}
// CHECK-NEXT: aie.next_bd ^bb7{{$}}
// CHECK-NEXT: ^bb7:  // pred: ^bb6{{$}}
// CHECK-NEXT: aie.dma_bd(%b : memref<128xi32>, 0, 64, [<size = 8, stride = 8>, <size = 8, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>]){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: ^bb8:  // pred: ^bb0{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
