// Each kernel that waits on a cascade keeps its own tile state: core (0, 2)
// sets rounding towards positive infinity and waits for core (0, 3), which
// sets floor before it sends (test/sim/Inputs/cascade/rounding.cc). Both run
// as coroutines on one thread, whose rounding mode the kernel library keeps;
// each gets its own back when resumed, so the receiver halves 0..255
// rounding up: 0, 1, 1, 2, 2, ... (floor would give 0, 0, 1, 1, 2, ...).
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/cascade/rounding.cc --kernel-cache %t.cache --input 0=%S/Inputs/words-0-255.bin --expect 1=%S/Inputs/cascade/ceil-halves-0-255.bin | FileCheck %s
// CHECK: argument 1 = [0, 1, 1, 2, 2, 3, {{.*}}] (256 × i32): matches {{.*}}ceil-halves-0-255.bin
module {
  aie.device(npu1_1col) {
    func.func private @send(memref<256xi32>, i32) attributes {link_with = "rounding.o"}
    func.func private @receive(memref<256xi32>, i32) attributes {link_with = "rounding.o"}
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.cascade_flow(%t3, %t2)
    aie.objectfifo @a(%shim, {%t3}, 1 : i32) : !aie.objectfifo<memref<256xi32>>
    aie.objectfifo @out(%t2, {%shim}, 1 : i32) : !aie.objectfifo<memref<256xi32>>
    %core3 = aie.core(%t3) {
      %n = arith.constant 256 : i32
      %s = aie.objectfifo.acquire @a(Consume, 1) : !aie.objectfifosubview<memref<256xi32>>
      %a = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      func.call @send(%a, %n) : (memref<256xi32>, i32) -> ()
      aie.objectfifo.release @a(Consume, 1)
      aie.end
    }
    %core2 = aie.core(%t2) {
      %n = arith.constant 256 : i32
      %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<256xi32>>
      %out = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
      func.call @receive(%out, %n) : (memref<256xi32>, i32) -> ()
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%a: memref<256xi32>, %out: memref<256xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 0 : i64, metadata = @a} : memref<256xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
