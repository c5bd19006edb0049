// Round trip of the aiex.cert control-code ops: uC-DMA chains and BDs, jobs
// with register writes, uC-DMA transfers, waits, offsets and barriers.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu2) {
  memref.global "private" constant @bd0 : memref<9xi32> = dense<[2816, 0, 0, 0, 0, 0, 0, 0, 8]>
  memref.global "private" constant @bd1 : memref<2xi32> = dense<[1, 2]>
  aiex.cert.uc_dma_chain @chain_0 {
    aiex.cert.uc_dma_bd @bd0, 0x601000, 9, true
    aiex.cert.uc_dma_bd @bd1, 6815744, 2, false
  }
  aiex.cert.uc_dma_chain @empty_chain {
  }
  aiex.cert.job(1) {
    aiex.cert.write32(0x3039, 65244)
    aiex.cert.maskwrite32(10104832, 0xFF, 1)
    aiex.cert.uc_dma_write_des_sync(@chain_0)
    aiex.cert.apply_offset_57(@bd0, 1, 2)
  }
  aiex.cert.job(2) {
    aiex.cert.wait_tcts(64, 7, 1)
    aiex.cert.local_barrier(0, 2)
    aiex.cert.remote_barrier(1, 0x3)
  }
  aiex.cert.job(0x2A) {
    aiex.cert.nop
  }
  aiex.cert.attach_to_group(3) {
    aiex.cert.job(4) {
      aiex.cert.nop
    }
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: memref.global "private" constant @bd0 : memref<9xi32> = dense<[2816, 0, 0, 0, 0, 0, 0, 0, 8]>{{$}}
// CHECK-NEXT: memref.global "private" constant @bd1 : memref<2xi32> = dense<[1, 2]>{{$}}
// CHECK-NEXT: aiex.cert.uc_dma_chain @chain_0 {
// CHECK-NEXT: aiex.cert.uc_dma_bd @bd0, 6295552, 9, true{{$}}
// CHECK-NEXT: aiex.cert.uc_dma_bd @bd1, 6815744, 2, false{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aiex.cert.uc_dma_chain @empty_chain {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aiex.cert.job(1) {
// CHECK-NEXT: aiex.cert.write32(12345, 65244){{$}}
// CHECK-NEXT: aiex.cert.maskwrite32(10104832, 255, 1){{$}}
// CHECK-NEXT: aiex.cert.uc_dma_write_des_sync(@chain_0){{$}}
// CHECK-NEXT: aiex.cert.apply_offset_57(@bd0, 1, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aiex.cert.job(2) {
// CHECK-NEXT: aiex.cert.wait_tcts(64, 7, 1){{$}}
// CHECK-NEXT: aiex.cert.local_barrier(0, 2){{$}}
// CHECK-NEXT: aiex.cert.remote_barrier(1, 3){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aiex.cert.job(42) {
// CHECK-NEXT: aiex.cert.nop{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aiex.cert.attach_to_group(3) {
// CHECK-NEXT: aiex.cert.job(4) {
// CHECK-NEXT: aiex.cert.nop{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
