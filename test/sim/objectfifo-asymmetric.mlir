// Asymmetric objectfifos end to end: a memory tile holds two initialized
// 40-word objects and sends each as four 10-word objects to core (0, 2),
// which adds 1 and packs two of them into each 20-word object of @mid; core
// (0, 3) takes @mid 5 words at a time (its neighbour, yet through DMAs) and
// sends them to the host. The host gets the 80 words plus one, in order.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<80i', *range(1, 41), *range(101, 141)))" > %t.out
// RUN: aie-sim %s --expect 0=%t.out | FileCheck %s
// CHECK: argument 0 = [1, 2, 3, 4, 5, 6, 7, 8, …] (80 × i32): matches
module {
  aie.device(npu2_1col) {
    %shim = aie.tile(0, 0)
    %mt = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.objectfifo @w(%mt, {%t02}, 2 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<10xi32>> = [dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39]> : memref<40xi32>, dense<[100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139]> : memref<40xi32>]
    aie.objectfifo @mid(%t02, {%t03}, 2 : i32) : !aie.objectfifo<memref<20xi32>> -> !aie.objectfifo<memref<5xi32>>
    aie.objectfifo @out(%t03, {%shim}, 2 : i32) : !aie.objectfifo<memref<5xi32>>
    %core02 = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c10 = arith.constant 10 : index
      %one = arith.constant 1 : i32
      scf.for %k = %c0 to %c4 step %c1 {
        %m = aie.objectfifo.acquire @mid(Produce, 1) : !aie.objectfifosubview<memref<20xi32>>
        %dst = aie.objectfifo.subview.access %m[0] : !aie.objectfifosubview<memref<20xi32>> -> memref<20xi32>
        scf.for %j = %c0 to %c2 step %c1 {
          %a = aie.objectfifo.acquire @w(Consume, 1) : !aie.objectfifosubview<memref<10xi32>>
          %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<10xi32>> -> memref<10xi32>
          %base = arith.muli %j, %c10 : index
          scf.for %i = %c0 to %c10 step %c1 {
            %v = memref.load %src[%i] : memref<10xi32>
            %w = arith.addi %v, %one : i32
            %at = arith.addi %base, %i : index
            memref.store %w, %dst[%at] : memref<20xi32>
          }
          aie.objectfifo.release @w(Consume, 1)
        }
        aie.objectfifo.release @mid(Produce, 1)
      }
      aie.end
    }
    %core03 = aie.core(%t03) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c16 = arith.constant 16 : index
      scf.for %k = %c0 to %c16 step %c1 {
        %a = aie.objectfifo.acquire @mid(Consume, 1) : !aie.objectfifosubview<memref<5xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<5xi32>> -> memref<5xi32>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<5xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<5xi32>> -> memref<5xi32>
        scf.for %i = %c0 to %c5 step %c1 {
          %v = memref.load %src[%i] : memref<5xi32>
          memref.store %v, %dst[%i] : memref<5xi32>
        }
        aie.objectfifo.release @mid(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%output: memref<80xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 80][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<80xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
