// The -O3 vector passes keep what a core computes: a 4x32 i16 tile
// sign-extended row by row to i32 runs in aie-sim to the same bytes
// before and after --aie-hoist-vector-transfer-pointers,
// --aie-vector-transfer-lowering and --aie-vector-to-pointer-loops
// (pointers held as a buffer and a byte offset).
// RUN: python3 -c "import struct,sys; v=[(1 if i%2 else -1)*(i*251+7) for i in range(128)]; open(sys.argv[1],'wb').write(struct.pack('<128h',*v)); open(sys.argv[2],'wb').write(struct.pack('<128i',*v))" %t.in %t.expected
// RUN: aie-sim %s --input=0=%t.in --expect=1=%t.expected | FileCheck %s
// RUN: aiec --aie-hoist-vector-transfer-pointers --aie-vector-transfer-lowering --aie-vector-to-pointer-loops %s -o %t.o3.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.o3.mlir
// RUN: aie-sim %t.o3.mlir --input=0=%t.in --expect=1=%t.expected | FileCheck %s
// CHECK: aie-sim: argument 1 = {{.*}}: matches {{.*}}.expected
// IR: ptr.ptr_add %{{.*}}, %c64 :
// IR: ptr.ptr_add %{{.*}}, %c128 :
module {
  aie.device(npu2) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 1 : i32) : !aie.objectfifo<memref<4x32xi16>>
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<4x32xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant 0 : i16
      %a = aie.objectfifo.acquire @in(Consume, 1) : memref<4x32xi16>
      %b = aie.objectfifo.acquire @out(Produce, 1) : memref<4x32xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %v = vector.transfer_read %a[%i, %c0], %pad {in_bounds = [true]} : memref<4x32xi16>, vector<32xi16>
        %e = arith.extsi %v : vector<32xi16> to vector<32xi32>
        vector.transfer_write %e, %b[%i, %c0] {in_bounds = [true]} : vector<32xi32>, memref<4x32xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%in : memref<128xi16>, %out : memref<128xi32>) {
      %c0 = arith.constant 0 : i64
      %c1 = arith.constant 1 : i64
      %c128 = arith.constant 128 : i64
      aiex.npu.dma_memcpy_nd (%out[%c0, %c0, %c0, %c0][%c1, %c1, %c1, %c128][%c0, %c0, %c0, %c1]) { metadata = @out, id = 1 : i64 } : memref<128xi32>
      aiex.npu.dma_memcpy_nd (%in[%c0, %c0, %c0, %c0][%c1, %c1, %c1, %c128][%c0, %c0, %c0, %c1]) { metadata = @in, id = 0 : i64, issue_token = true } : memref<128xi16>
      aiex.npu.dma_wait { symbol = @out }
    }
  }
}
