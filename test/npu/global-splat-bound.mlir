// A splat global's words are expanded only up to what the largest tile
// memory holds (what one blockwrite or control-code page could carry): a
// huge splat is an error at its user, not an allocation of gigabytes.
// RUN: not aiec %s --emit=ctrl-elf -o %t.elf 2>&1 | FileCheck %s
// RUN: not test -e %t.elf
// RUN: not aiec %s --aie-npu-to-binary -o %t.bin 2>&1 | FileCheck %s --check-prefix=BIN

aie.device(npu1) {
  memref.global "private" constant @g : memref<2000000000xi32> = dense<7>
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    %g = memref.get_global @g : memref<2000000000xi32>
    // CHECK: global-splat-bound.mlir:[[@LINE+4]]:5: error: 'aiex.npu.blockwrite' op the data, global @g, is a splat of 2000000000 words: more than the largest tile memory holds (131072 words)
    // CHECK: help: a blockwrite writes its data into tile memory: give the global at most that many elements
    // BIN: global-splat-bound.mlir:[[@LINE+2]]:5: error: 'aiex.npu.blockwrite' op the data, global @g, is a splat of 2000000000 words
    // CHECK: note: see current operation: "aiex.npu.blockwrite"(<<UNKNOWN SSA VALUE>>)
    aiex.npu.blockwrite(%g) {address = 2215968 : ui32} : memref<2000000000xi32>
  }
}
