// A core endpoint that selects part of each object (some of its pool's
// segments) hands out that run of each object: its acquires yield
// `memref<N x T, strided<[1], offset: O>>` (the type MLIR gives that
// subview of a one-dimensional object), and --aie-objectfifo-lower-cores
// gives the core a `memref.subview` of every buffer at its start, used where
// the objects were. Here the input pool's two halves have a drainer each,
// both on one core; the core adds 41 to the low half and 42 to the high
// half, and the simulator checks the result against the same arithmetic,
// with the objects picked at run time (dynamic-objFifos) and statically
// (the loop unrolled by the pool's depth).
// RUN: aiec --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: aie-sim %t.mlir --input 0=%S/Inputs/ramp64.bin --expect 1=%S/Inputs/ramp64-halves-41-42.bin | FileCheck %s --check-prefix=SIM
// RUN: aiec --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s -o %t.static.mlir
// RUN: FileCheck %s --check-prefix=STATIC < %t.static.mlir
// RUN: aie-sim %t.static.mlir --input 0=%S/Inputs/ramp64.bin --expect 1=%S/Inputs/ramp64-halves-41-42.bin | FileCheck %s --check-prefix=SIM

// CHECK:      aie.core(%{{.*}}tile_0_2) {
// CHECK-DAG:    %[[LO0:.*]] = memref.subview %in_cons_buff_0[0] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1]>>
// CHECK-DAG:    %[[LO1:.*]] = memref.subview %in_cons_buff_1[0] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1]>>
// CHECK-DAG:    %[[HI0:.*]] = memref.subview %in_cons_buff_0[4] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
// CHECK-DAG:    %[[HI1:.*]] = memref.subview %in_cons_buff_1[4] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
// CHECK:        scf.for
// CHECK:          aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual
// CHECK:          scf.index_switch %{{.*}} -> memref<4xi32, strided<[1]>>
// CHECK:            scf.yield %[[LO0]]
// CHECK:            scf.yield %[[LO1]]
// CHECK:          aie.use_lock(%in_cons_cons_lock_1, AcquireGreaterEqual
// CHECK:          scf.index_switch %{{.*}} -> memref<4xi32, strided<[1], offset: 4>>
// CHECK:            scf.yield %[[HI0]]
// CHECK:            scf.yield %[[HI1]]

// STATIC:      aie.core(%{{.*}}tile_0_2) {
// STATIC-DAG:    %[[LO0:.*]] = memref.subview %in_cons_buff_0[0] [4] [1]
// STATIC-DAG:    %[[LO1:.*]] = memref.subview %in_cons_buff_1[0] [4] [1]
// STATIC-DAG:    %[[HI0:.*]] = memref.subview %in_cons_buff_0[4] [4] [1]
// STATIC-DAG:    %[[HI1:.*]] = memref.subview %in_cons_buff_1[4] [4] [1]
// STATIC-NOT:    scf.index_switch
// STATIC:        scf.for %{{.*}} step %c2
// STATIC:          memref.load %[[LO0]]
// STATIC:          memref.load %[[HI0]]
// STATIC:          memref.load %[[LO1]]
// STATIC:          memref.load %[[HI1]]

// SIM: argument 1 = {{.*}}: matches
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    aie.route_endpoint @in(%shim) DMA {fifoName = "in"}
    aie.objectfifo.pool @in_cons_pool(%t) {depth = 2 : i32, fifoName = "in"} : memref<8xi32> {
      aie.objectfifo.segment @lo {offset = 0 : i32, size = 4 : i32}
      aie.objectfifo.segment @hi {offset = 4 : i32, size = 4 : i32}
    }
    aie.objectfifo.core_endpoint @in_lo(%t) drains @in_cons_pool {segments = [@lo]}
    aie.objectfifo.core_endpoint @in_hi(%t) drains @in_cons_pool {segments = [@hi]}
    aie.objectfifo.dma_endpoint @in_cons_dma(%t) fills @in_cons_pool {segments = [@lo, @hi], fifoName = "in"}
    aie.route from @in to [@in_cons_dma]
    aie.objectfifo.pool @out_pool(%t) {depth = 2 : i32, fifoName = "out"} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.core_endpoint @out_prod(%t) fills @out_pool
    aie.objectfifo.dma_endpoint @out_prod_dma(%t) drains @out_pool {fifoName = "out"}
    aie.route_endpoint @out(%shim) DMA {fifoName = "out"}
    aie.route from @out_prod_dma to [@out]
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c41 = arith.constant 41 : i32
      %c42 = arith.constant 42 : i32
      scf.for %block = %c0 to %c8 step %c1 {
        %lo = aie.objectfifo.acquire @in_lo(1) : memref<4xi32, strided<[1]>>
        %hi = aie.objectfifo.acquire @in_hi(1) : memref<4xi32, strided<[1], offset: 4>>
        %dst = aie.objectfifo.acquire @out_prod(1) : memref<8xi32>
        scf.for %i = %c0 to %c4 step %c1 {
          %a = memref.load %lo[%i] : memref<4xi32, strided<[1]>>
          %b = memref.load %hi[%i] : memref<4xi32, strided<[1], offset: 4>>
          %x = arith.addi %a, %c41 : i32
          %y = arith.addi %b, %c42 : i32
          %j = arith.addi %i, %c4 : index
          memref.store %x, %dst[%i] : memref<8xi32>
          memref.store %y, %dst[%j] : memref<8xi32>
        }
        aie.objectfifo.release @in_lo(1)
        aie.objectfifo.release @in_hi(1)
        aie.objectfifo.release @out_prod(1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
