// Two cores chained by the cascade, both computing in host-built kernels
// (Inputs/cascade/cascade.cc): core (0, 3) puts 3 * a, a 16-lane acc64 per
// 16 words (two 512-bit cascade words each), with put_mcd; core (0, 2)
// takes each with get_scd_v16acc64, adds 5 * b and stores it. 256 words are
// 32 cascade words, more than the cascade holds, so the cores take turns
// waiting on it. The output is 3 * a + 5 * b.
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/cascade/cascade.cc --kernel-cache %t.cache --input 0=%S/Inputs/cascade/a.bin --input 1=%S/Inputs/cascade/b.bin --expect 2=%S/Inputs/cascade/expected.bin | FileCheck %s
// CHECK: argument 2 = [-2231, -2175, -2119, -2063, {{.*}}] (256 × i32): matches {{.*}}expected.bin
//
// Each core waits in its kernel for the other at least once: a full
// cascade (the first core ahead) or an empty one (the second core ahead),
// traced as CORE_WAIT with its reason.
// RUN: aie-sim %s --kernel-src %S/Inputs/cascade/cascade.cc --kernel-cache %t.cache --input 0=%S/Inputs/cascade/a.bin --input 1=%S/Inputs/cascade/b.bin --trace-text %t.trace
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace
// TRACE-DAG: tile (0, 3) core: CORE_WAIT reason=cascade full
// TRACE-DAG: tile (0, 2) core: CORE_WAIT reason=cascade empty
module {
  aie.device(npu1_1col) {
    func.func private @first(memref<256xi32>, i32) attributes {link_with = "cascade.o"}
    func.func private @second(memref<256xi32>, memref<256xi32>, i32) attributes {link_with = "cascade.o"}
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.cascade_flow(%t3, %t2)
    aie.objectfifo @a(%shim, {%t3}, 1 : i32) : !aie.objectfifo<memref<256xi32>>
    aie.objectfifo @b(%shim, {%t2}, 1 : i32) : !aie.objectfifo<memref<256xi32>>
    aie.objectfifo @out(%t2, {%shim}, 1 : i32) : !aie.objectfifo<memref<256xi32>>
    %core3 = aie.core(%t3) {
      %n = arith.constant 256 : i32
      %s = aie.objectfifo.acquire @a(Consume, 1) : !aie.objectfifosubview<memref<256xi32>>
      %a = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      func.call @first(%a, %n) : (memref<256xi32>, i32) -> ()
      aie.objectfifo.release @a(Consume, 1)
      aie.end
    }
    %core2 = aie.core(%t2) {
      %n = arith.constant 256 : i32
      %s = aie.objectfifo.acquire @b(Consume, 1) : !aie.objectfifosubview<memref<256xi32>>
      %b = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<256xi32>>
      %out = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      func.call @second(%b, %out, %n) : (memref<256xi32>, memref<256xi32>, i32) -> ()
      aie.objectfifo.release @b(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%a: memref<256xi32>, %b: memref<256xi32>, %out: memref<256xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 2 : i64, metadata = @out, issue_token = true} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 0 : i64, metadata = @a} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, metadata = @b} : memref<256xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
