// A kernel reads its tile's cycle count (aie::tile::current().cycles()):
// the simulated core's cycle when it called the kernel, so two calls a
// loop apart read two different counts, and every run reads the same.
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/cascade/stamp.cc --kernel-cache %t.cache --output 0=%t.a | FileCheck %s
// CHECK: argument 0 = {{\[[1-9][0-9]*, [1-9][0-9]*\]}} (2 × i32)
// RUN: aie-sim %s --kernel-src %S/Inputs/cascade/stamp.cc --kernel-cache %t.cache --output 0=%t.b
// RUN: cmp %t.a %t.b
module {
  aie.device(npu1_1col) {
    func.func private @stamp(memref<2xi32>, i32) attributes {link_with = "stamp.o"}
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %out = aie.buffer(%t02) {address = 1024 : i32, sym_name = "out"} : memref<2xi32>
    %done = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "done"}
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c100 = arith.constant 100 : index
      %first = arith.constant 0 : i32
      %second = arith.constant 1 : i32
      func.call @stamp(%out, %first) : (memref<2xi32>, i32) -> ()
      scf.for %i = %c0 to %c100 step %c1 {
        memref.store %second, %out[%c1] : memref<2xi32>
      }
      func.call @stamp(%out, %second) : (memref<2xi32>, i32) -> ()
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<2xi32>, 0, 2) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<2xi32>) {
      %t = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<2xi32>, 0, 2) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
