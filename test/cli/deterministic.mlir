// The same input gives byte-identical output, run after run (hash-map order,
// value naming and diagnostics must not depend on the process).
// RUN: aiec %s -o %t.1
// RUN: aiec %s -o %t.2
// RUN: diff %t.1 %t.2
// RUN: aiec %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK: %lock_0_2 = aie.lock(%tile_0_2, 0)
// CHECK: %lock_0_2_0 = aie.lock(%tile_0_2, 1)
aie.device(npu1) {
  %t02 = aie.tile(0, 2)
  %t12 = aie.tile(1, 2)
  %t01 = aie.tile(0, 1)
  %t00 = aie.tile(0, 0)
  %a = aie.buffer(%t02) {sym_name = "buf_a"} : memref<16xi32>
  %l0 = aie.lock(%t02, 0)
  %l1 = aie.lock(%t02, 1)
  aie.objectfifo @in(%t00, {%t01}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @out(%t01, {%t02, %t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@in] -> [@out]([] [])
  aie.flow(%t02, DMA : 0, %t12, DMA : 1)
  aie.packet_flow(3) {
    aie.packet_source<%t02, DMA : 1>
    aie.packet_dest<%t12, Core : 0>
    aie.packet_dest<%t01, DMA : 2>
  }
  aie.core(%t02) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    scf.for %i = %c0 to %c16 step %c1 {
      %v = memref.load %a[%i] : memref<16xi32>
      %w = arith.muli %v, %v : i32
      memref.store %w, %a[%i] : memref<16xi32>
    }
    aie.end
  }
  aie.runtime_sequence(%x: memref<64xi32>, %y: memref<16xi32>) {
    aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
    aiex.npu.dma_wait {symbol = @in}
  }
}
