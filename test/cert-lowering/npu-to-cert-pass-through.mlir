// --aie-npu-to-cert leaves an op it has no CERT form for where it was in the
// job, as mlir-aie's conversion does, with the values it reads (here the
// sequence's argument and a constant); the control code's encoding then
// refuses it, with what to run first.

// RUN: aiec --aie-npu-to-cert %s | FileCheck %s
// RUN: aiec --aie-npu-to-cert --cert-legalize-pages %s | not aiec --emit=ctrl-asm - 2>&1 | FileCheck %s --check-prefix=ASM

// CHECK:      aiex.cert.job({{[0-9]+}}) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: memref<64xi32>):
// CHECK-NEXT:   aiex.cert.write32(119300, 7)
// CHECK-NEXT:   aiex.npu.dma_memcpy_nd(%[[A]][0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
// CHECK-NEXT:   %[[V:.*]] = arith.constant 42 : i32
// CHECK-NEXT:   aiex.npu.rtp_write(@rtp, 0, %[[V]]) : i32
// CHECK-NEXT:   aiex.cert.write32(119304, 9)
// CHECK-NEXT: }

// ASM: error: 'aiex.npu.dma_memcpy_nd' op Unsupported operation in CertJobOp
// ASM: help: --aie-npu-to-cert leaves an op it has no CERT form for in its job: lower it first

aie.device(npu2) {
  %t = aie.tile(0, 0)
  %c = aie.tile(0, 2)
  %rtp = aie.buffer(%c) {sym_name = "rtp", address = 1024 : i32} : memref<4xi32>
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    %v = arith.constant 42 : i32
    aiex.npu.write32 {address = 119300 : ui32, column = 0 : i32, row = 0 : i32, value = 7 : ui32}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @in, id = 0 : i64} : memref<64xi32>
    aiex.npu.rtp_write(@rtp, 0, %v) : i32
    aiex.npu.write32 {address = 119304 : ui32, column = 0 : i32, row = 0 : i32, value = 9 : ui32}
  }
}
