// mlir-aie's lower-cores counts in every core it lowers dynamically, also
// in straight-line code: each acquire of N waits for max(N - held, 0)
// objects and hands over the objects its rotation index selects (an
// scf.index_switch), each release gives back what it names and moves the
// index on. Here the count and the index are values (no counter buffer:
// nothing loops). The core takes a window of two blocks, slides it by one,
// then takes the last block alone; the simulator checks the sums against
// the host's data: out = [b0 + b1, b1 + b2, b3] for input blocks b0..b3
// of 4 words each, and the static lowering gives the same result.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(1, 17)))" > %t.in
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<12i', 6, 8, 10, 12, 14, 16, 18, 20, 13, 14, 15, 16))" > %t.out
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: aie-sim %t.mlir --input 0=%t.in --expect 1=%t.out | FileCheck %s --check-prefix=SIM
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s -o %t.static.mlir
// RUN: FileCheck %s --check-prefix=STATIC < %t.static.mlir
// RUN: aie-sim %t.static.mlir --input 0=%t.in --expect 1=%t.out | FileCheck %s --check-prefix=SIM

// CHECK:      aie.core(%{{.*}}tile_0_2) {
// CHECK-NEXT:   %[[ZERO:.*]] = arith.constant 0 : i32
// The window of two: nothing held yet.
// CHECK:        arith.subi %c2_i32{{(_[0-9]+)?}}, %[[ZERO]] : i32
// CHECK-NEXT:   %[[D1:.*]] = arith.maxsi
// CHECK-NEXT:   %[[HELD:.*]] = arith.addi %[[ZERO]], %[[D1]] : i32
// CHECK-NEXT:   aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %[[D1]])
// CHECK-NEXT:   %[[K:.*]] = arith.index_cast %[[ZERO]] : i32 to index
// CHECK-NEXT:   scf.index_switch %[[K]] -> memref<4xi32>
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     scf.yield %in_cons_buff_0
// CHECK:        case 1 {
// CHECK-NEXT:     scf.yield %in_cons_buff_1
// The window slides: the release of one gives back one and moves the index.
// CHECK:        aie.use_lock(%in_cons_prod_lock_0, Release, %c1_i32
// CHECK:        arith.cmpi sge
// The second window counts from what is still held.
// CHECK:        arith.subi %c2_i32{{(_[0-9]+)?}}, %{{[0-9]+}} : i32
// CHECK-NEXT:   arith.maxsi
// CHECK-NOT:    memref.load %{{.*}}counter
// CHECK:        aie.end

// STATIC:      aie.core(%{{.*}}tile_0_2) {
// STATIC-NOT:    scf.index_switch
// STATIC:        aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %c2_i32{{(_[0-9]+)?}})
// STATIC:        aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %c1_i32{{(_[0-9]+)?}})
// STATIC:        aie.end

// SIM: argument 1 = {{.*}}: matches
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%t}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @out(%t, {%shim}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %a:2 = aie.objectfifo.acquire @in(Consume, 2) : memref<4xi32>, memref<4xi32>
      %x = aie.objectfifo.acquire @out(Produce, 1) : memref<4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %u = memref.load %a#0[%i] : memref<4xi32>
        %v = memref.load %a#1[%i] : memref<4xi32>
        %s = arith.addi %u, %v : i32
        memref.store %s, %x[%i] : memref<4xi32>
      }
      aie.objectfifo.release @out(Produce, 1)
      aie.objectfifo.release @in(Consume, 1)
      %b:2 = aie.objectfifo.acquire @in(Consume, 2) : memref<4xi32>, memref<4xi32>
      %y = aie.objectfifo.acquire @out(Produce, 1) : memref<4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %u = memref.load %b#0[%i] : memref<4xi32>
        %v = memref.load %b#1[%i] : memref<4xi32>
        %s = arith.addi %u, %v : i32
        memref.store %s, %y[%i] : memref<4xi32>
      }
      aie.objectfifo.release @out(Produce, 1)
      aie.objectfifo.release @in(Consume, 2)
      %c = aie.objectfifo.acquire @in(Consume, 1) : memref<4xi32>
      %z = aie.objectfifo.acquire @out(Produce, 1) : memref<4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %u = memref.load %c[%i] : memref<4xi32>
        memref.store %u, %z[%i] : memref<4xi32>
      }
      aie.objectfifo.release @out(Produce, 1)
      aie.objectfifo.release @in(Consume, 1)
      aie.end
    }
    aie.runtime_sequence(%input: memref<16xi32>, %output: memref<12xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 12][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<12xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
