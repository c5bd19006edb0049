// External kernels run on the host: the core calls @scale3, declared with
// link_with = "scale3.o"; aie-sim builds scale3.c (given, or found beside
// the design) with the host C compiler into a cache, loads it, and calls it
// with pointers into the tile's memory. The output is 3 * in + 5, and the
// cycles of the call are 8 + 1 per element of its memrefs by default (a
// scalar kernel: it performs no AIE API operation whose work is counted).
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/kernels/scale3.c --kernel-cache %t.cache --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [8, 11, 14, 17, 20, 23, 26, 29] (8 × i32)
//
// Found beside the design; built once (the cache holds one library).
// RUN: rm -rf %t.d && mkdir -p %t.d && cp %s %S/Inputs/kernels/scale3.c %t.d/
// RUN: aie-sim %t.d/kernels.mlir --kernel-cache %t.cache --output 0=%t.out | FileCheck %s
// RUN: ls %t.cache | FileCheck %s --check-prefix=CACHE
// CACHE: aie_sim_kernel_stub.h
// CACHE-NEXT: aiesim-include
// CACHE-NEXT: scale3-{{[0-9a-f]+}}.so
// CACHE-EMPTY:
//
// The cost model: a costlier call makes a longer run.
// RUN: aie-sim %s --kernel-src %S/Inputs/kernels/scale3.c --kernel-cache %t.cache --kernel-call-cycles 5000 --output 0=%t.out | FileCheck %s --check-prefix=SLOW
// SLOW: aie-sim: {{[5-9][0-9][0-9][0-9]}} cycles;
//
// A --kernel-src that cannot be read is an error, even where no core would
// need it (as a --kernel-lib that cannot be loaded is).
// RUN: not aie-sim %s --kernel-src %t.nowhere.c --kernel-cache %t.cache 2>&1 | FileCheck %s --check-prefix=NO_SRC
// RUN: not aie-sim %S/../../examples/passthrough/design.mlir --kernel-src %S 2>&1 | FileCheck %s --check-prefix=DIR_SRC
// NO_SRC: aie-sim: error: cannot read kernel source '{{.*}}nowhere.c': No such file or directory
// DIR_SRC: aie-sim: error: cannot read kernel source '{{.*}}': not a file
//
// No source: the error names the kernel at its call and says what to give.
// RUN: not aie-sim %s --kernel-cache %t.cache 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: kernels.mlir:[[@LINE+21]]:{{[0-9]+}}: error: 'func.call' op kernel @scale3 cannot be loaded: no source of scale3.o beside the design
// MISSING: {{^}}  help: put k.cc, k.cpp or k.c beside the design
// MISSING-NEXT: kernels.mlir:[[@LINE+15]]:{{[0-9]+}}: note: @scale3 is declared here
//
// A kernel using what the host AIE API lacks does not build for the host.
// RUN: not aie-sim %s --kernel-src %S/Inputs/kernels/unbuildable/scale3.cc --kernel-cache %t.cache 2>&1 | FileCheck %s --check-prefix=VECTOR
// VECTOR: 'func.call' op kernel @scale3: 'c++' cannot build '{{.*}}unbuildable/scale3.cc' for the host
// VECTOR: fft_dit_r2_stage
// VECTOR: help: kernels run on the host as C/C++ with aiec's host AIE API and AIE2 intrinsics; what they lack does not build
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %in = aie.buffer(%t02) {address = 1024 : i32, sym_name = "in"} : memref<8xi32> = dense<[1, 2, 3, 4, 5, 6, 7, 8]>
    %out = aie.buffer(%t02) {address = 2048 : i32, sym_name = "out"} : memref<8xi32>
    %done = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "done"}
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    func.func private @scale3(memref<8xi32>, memref<8xi32>, i32, i32) attributes {link_with = "scale3.o"}
    %core = aie.core(%t02) {
      %n = arith.constant 8 : i32
      %bias = arith.constant 5 : i32
      func.call @scale3(%in, %out, %n, %bias) : (memref<8xi32>, memref<8xi32>, i32, i32) -> ()
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<8xi32>) {
      %t = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
