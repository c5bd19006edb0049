// Vector ops in a core, end to end, against bytes computed without the
// simulator (Inputs/vectors/expected.py): i8 reductions that wrap, signed
// and unsigned min/max, xor; the masked tail of a transfer_read past the
// end of the buffer (padding -7); a vector<16xi32> accumulated through
// scf.for iter_args from vector.load + extsi; bf16 sitofp, mulf and an add
// reduction, rounded at every step; a select on a vector condition against
// a broadcast; scalars gathered with vector.insert; a masked transfer_write
// whose last lane also falls past the end.
// RUN: python3 %S/Inputs/vectors/expected.py %t.in %t.expected
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.expected | FileCheck %s
// CHECK: aie-sim: argument 1 = [-104, -119, 29, 106, 251, 192, 2, 352, …] (16 × i32): matches {{.*}}.expected
// A vector op the interpreter does not model stops the core at its span.
// RUN: sed -e 's/vector.reduction <xor>, %%v : vector<16xi8> into i8/"vector.contract"(%%v, %%v) : (vector<16xi8>, vector<16xi8>) -> i8/' %s > %t.bad.mlir
// RUN: not aie-sim %t.bad.mlir --input 0=%t.in 2>&1 | FileCheck %s --check-prefix=NOTSIM
// NOTSIM: aie-sim: error: core (0, 2) ({{.*}}.bad.mlir:[[@LINE+26]]:7): not simulated: vector.contract
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<64xi8>>
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c7 = arith.constant 7 : index
      %c9 = arith.constant 9 : index
      %c16 = arith.constant 16 : index
      %c60 = arith.constant 60 : index
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<64xi8>>
      %ib = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<64xi8>> -> memref<64xi8>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %ob = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %p0 = arith.constant 0 : i8
      %v = vector.transfer_read %ib[%c0], %p0 {in_bounds = [true]} : memref<64xi8>, vector<16xi8>
      %add = vector.reduction <add>, %v : vector<16xi8> into i8
      %minsi = vector.reduction <minsi>, %v : vector<16xi8> into i8
      %minui = vector.reduction <minui>, %v : vector<16xi8> into i8
      %maxsi = vector.reduction <maxsi>, %v : vector<16xi8> into i8
      %maxui = vector.reduction <maxui>, %v : vector<16xi8> into i8
      %xor = vector.reduction <xor>, %v : vector<16xi8> into i8
      %m7 = arith.constant -7 : i8
      %tail = vector.transfer_read %ib[%c60], %m7 : memref<64xi8>, vector<8xi8>
      %tsum = vector.reduction <add>, %tail : vector<8xi8> into i8
      %zero = arith.constant dense<0> : vector<16xi32>
      %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<16xi32>) {
        %off = arith.muli %k, %c16 : index
        %chunk = vector.load %ib[%off] : memref<64xi8>, vector<16xi8>
        %wide = arith.extsi %chunk : vector<16xi8> to vector<16xi32>
        %next = arith.addi %acc, %wide : vector<16xi32>
        scf.yield %next : vector<16xi32>
      }
      %total = vector.reduction <add>, %sum : vector<16xi32> into i32
      %v8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<16xi8> to vector<8xi8>
      %f = arith.sitofp %v8 : vector<8xi8> to vector<8xbf16>
      %scale = arith.constant dense<0.3> : vector<8xbf16>
      %prod = arith.mulf %f, %scale : vector<8xbf16>
      %bsum = vector.reduction <add>, %prod : vector<8xbf16> into bf16
      %bits = arith.bitcast %bsum : bf16 to i16
      %r0 = arith.extsi %add : i8 to i32
      %r1 = arith.extsi %minsi : i8 to i32
      %r2 = arith.extui %minui : i8 to i32
      %r3 = arith.extsi %maxsi : i8 to i32
      %r4 = arith.extui %maxui : i8 to i32
      %r5 = arith.extui %xor : i8 to i32
      %r6 = arith.extsi %tsum : i8 to i32
      %r8 = arith.extui %bits : i16 to i32
      %h0 = vector.insert %r0, %zero[0] : i32 into vector<16xi32>
      %h1 = vector.insert %r1, %h0[1] : i32 into vector<16xi32>
      %h2 = vector.insert %r2, %h1[2] : i32 into vector<16xi32>
      %h3 = vector.insert %r3, %h2[3] : i32 into vector<16xi32>
      %h4 = vector.insert %r4, %h3[4] : i32 into vector<16xi32>
      %h5 = vector.insert %r5, %h4[5] : i32 into vector<16xi32>
      %h6 = vector.insert %r6, %h5[6] : i32 into vector<16xi32>
      %h7 = vector.insert %total, %h6[%c7] : i32 into vector<16xi32>
      %h8 = vector.insert %r8, %h7[8] : i32 into vector<16xi32>
      vector.transfer_write %h8, %ob[%c0] : vector<16xi32>, memref<16xi32>
      %z8 = arith.constant dense<0> : vector<8xi8>
      %pos = arith.cmpi sgt, %v8, %z8 : vector<8xi8>
      %w8 = arith.extsi %v8 : vector<8xi8> to vector<8xi32>
      %neg = arith.constant -1 : i32
      %ones = vector.broadcast %neg : i32 to vector<8xi32>
      %sel = arith.select %pos, %w8, %ones : vector<8xi1>, vector<8xi32>
      %mask = vector.create_mask %c7 : vector<8xi1>
      vector.transfer_write %sel, %ob[%c9], %mask : vector<8xi32>, memref<16xi32>
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%in: memref<64xi8>, %out: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<16xi32>
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, issue_token = true} : memref<64xi8>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
