// A complete design round-trips: object FIFOs through a mem tile, a core
// calling an external kernel in a loop, a runtime parameter buffer, and the
// host runtime sequence.
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s

module @scale {
  aie.device(npu1_1col) {
    func.func private @scale_kernel(memref<1024xi16>, memref<1024xi16>, memref<1xi32>, i32)

    %shim = aie.tile(0, 0)
    %mem  = aie.tile(0, 1)
    %core = aie.tile(0, 2)

    aie.objectfifo @in_l2(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<1024xi16>>
    aie.objectfifo @in_l1(%mem, {%core}, 2 : i32) : !aie.objectfifo<memref<1024xi16>>
    aie.objectfifo.link [@in_l2] -> [@in_l1]([] [])
    aie.objectfifo @out(%core, {%shim}, 2 : i32) : !aie.objectfifo<memref<1024xi16>>
    %factor = aie.buffer(%core) {sym_name = "factor"} : memref<1xi32>

    aie.core(%core) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %blocks = arith.constant 4 : index
      %n = arith.constant 1024 : i32
      scf.for %b = %c0 to %blocks step %c1 {
        %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<1024xi16>>
        %dst = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<1024xi16>> -> memref<1024xi16>
        %i = aie.objectfifo.acquire @in_l1(Consume, 1) : !aie.objectfifosubview<memref<1024xi16>>
        %src = aie.objectfifo.subview.access %i[0] : !aie.objectfifosubview<memref<1024xi16>> -> memref<1024xi16>
        func.call @scale_kernel(%src, %dst, %factor, %n) : (memref<1024xi16>, memref<1024xi16>, memref<1xi32>, i32) -> ()
        aie.objectfifo.release @in_l1(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    } {link_with = "scale.o"}

    aie.runtime_sequence(%a: memref<4096xi16>, %f: memref<1xi32>, %c: memref<4096xi16>) {
      aiex.npu.rtp_write(@factor, 0, 3)
      aiex.npu.dma_memcpy_nd(%c[0, 0, 0, 0][1, 1, 1, 4096][0, 0, 0, 1]) {id = 0 : i64, metadata = @out} : memref<4096xi16>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 4096][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @in_l2} : memref<4096xi16>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}

// CHECK: module @scale {
// CHECK-LABEL: aie.device(npu1_1col) {
// CHECK-NEXT: func.func private @scale_kernel(memref<1024xi16>, memref<1024xi16>, memref<1xi32>, i32){{$}}
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: aie.objectfifo @in_l2(%shim_noc_tile_0_0, {%mem_tile_0_1}, 2 : i32) : !aie.objectfifo<memref<1024xi16>>{{$}}
// CHECK-NEXT: aie.objectfifo @in_l1(%mem_tile_0_1, {%tile_0_2}, 2 : i32) : !aie.objectfifo<memref<1024xi16>>{{$}}
// CHECK-NEXT: aie.objectfifo.link [@in_l2] -> [@in_l1]([] []){{$}}
// CHECK-NEXT: aie.objectfifo @out(%tile_0_2, {%shim_noc_tile_0_0}, 2 : i32) : !aie.objectfifo<memref<1024xi16>>{{$}}
// CHECK-NEXT: %factor = aie.buffer(%tile_0_2) {sym_name = "factor"} : memref<1xi32>{{$}}
// CHECK-NEXT: %core_0_2 = aie.core(%tile_0_2) {
// CHECK-NEXT: %c0 = arith.constant 0 : index{{$}}
// CHECK-NEXT: %c1 = arith.constant 1 : index{{$}}
// CHECK-NEXT: %c4 = arith.constant 4 : index{{$}}
// CHECK-NEXT: %c1024_i32 = arith.constant 1024 : i32{{$}}
// CHECK-NEXT: scf.for %arg0 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<1024xi16>>{{$}}
// CHECK-NEXT: %1 = aie.objectfifo.subview.access %0[0] : !aie.objectfifosubview<memref<1024xi16>> -> memref<1024xi16>{{$}}
// CHECK-NEXT: %2 = aie.objectfifo.acquire @in_l1(Consume, 1) : !aie.objectfifosubview<memref<1024xi16>>{{$}}
// CHECK-NEXT: %3 = aie.objectfifo.subview.access %2[0] : !aie.objectfifosubview<memref<1024xi16>> -> memref<1024xi16>{{$}}
// CHECK-NEXT: func.call @scale_kernel(%3, %1, %factor, %c1024_i32) : (memref<1024xi16>, memref<1024xi16>, memref<1xi32>, i32) -> (){{$}}
// CHECK-NEXT: aie.objectfifo.release @in_l1(Consume, 1){{$}}
// CHECK-NEXT: aie.objectfifo.release @out(Produce, 1){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: } {link_with = "scale.o"}{{$}}
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<4096xi16>, %arg1: memref<1xi32>, %arg2: memref<4096xi16>) {
// CHECK-NEXT: aiex.npu.rtp_write(@factor, 0, 3){{$}}
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%arg2[0, 0, 0, 0][1, 1, 1, 4096][0, 0, 0, 1]) {id = 0 : i64, metadata = @out} : memref<4096xi16>{{$}}
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 4096][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @in_l2} : memref<4096xi16>{{$}}
// CHECK-NEXT: aiex.npu.dma_wait {symbol = @out}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
