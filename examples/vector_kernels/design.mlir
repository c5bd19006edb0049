// Vector kernels: two cores of npu1_1col calling kernels written with the
// AIE API (kernels.cc, beside the design; aie-sim builds it for the host).
// Core (0, 2) scales 256 words: out0 = round(7 * in0 / 4), ties to +inf
// (aie::mul into acc64, to_vector with a shift of 2). Core (0, 3)
// multiplies int8 matrices: in1 holds A (16 x 32) then B (32 x 16), bytes
// row-major; out1 = A * B (16 x 16 int32, aie::mmul<4, 8, 8>).
module {
  aie.device(npu1_1col) {
    func.func private @scale_i32(memref<256xi32>, memref<256xi32>, i32, i32) attributes {link_with = "kernels.o"}
    func.func private @matmul_i8(memref<256xi32>, memref<256xi32>) attributes {link_with = "kernels.o"}
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.objectfifo @in0(%shim, {%t2}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
    aie.objectfifo @out0(%t2, {%shim}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
    aie.objectfifo @in1(%shim, {%t3}, 1 : i32) : !aie.objectfifo<memref<256xi32>>
    aie.objectfifo @out1(%t3, {%shim}, 1 : i32) : !aie.objectfifo<memref<256xi32>>
    %core2 = aie.core(%t2) {
      %n = arith.constant 256 : i32
      %factor = arith.constant 7 : i32
      %a = aie.objectfifo.acquire @in0(Consume, 1) : !aie.objectfifosubview<memref<256xi32>>
      %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      %b = aie.objectfifo.acquire @out0(Produce, 1) : !aie.objectfifosubview<memref<256xi32>>
      %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      func.call @scale_i32(%src, %dst, %n, %factor) : (memref<256xi32>, memref<256xi32>, i32, i32) -> ()
      aie.objectfifo.release @in0(Consume, 1)
      aie.objectfifo.release @out0(Produce, 1)
      aie.end
    }
    %core3 = aie.core(%t3) {
      %a = aie.objectfifo.acquire @in1(Consume, 1) : !aie.objectfifosubview<memref<256xi32>>
      %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      %b = aie.objectfifo.acquire @out1(Produce, 1) : !aie.objectfifosubview<memref<256xi32>>
      %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      func.call @matmul_i8(%src, %dst) : (memref<256xi32>, memref<256xi32>) -> ()
      aie.objectfifo.release @in1(Consume, 1)
      aie.objectfifo.release @out1(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%in0: memref<256xi32>, %in1: memref<256xi32>, %out0: memref<256xi32>, %out1: memref<256xi32>) {
      aiex.npu.dma_memcpy_nd(%out0[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 2 : i64, metadata = @out0} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%out1[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 3 : i64, metadata = @out1} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in0[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in0} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in1[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @in1} : memref<256xi32>
      aiex.npu.dma_wait {symbol = @out0}
      aiex.npu.dma_wait {symbol = @out1}
    }
  }
}
