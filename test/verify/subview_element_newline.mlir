// mlir-aie's message ends in a newline (aie-passes.md §3.10), so an empty
// line follows it; aiec keeps the exact text.
// RUN: not aiec %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%t12) {
    // CHECK: error: 'aie.objectfifo.acquire' op ObjectFifo element and ObjectFifoSubview element must match.{{$}}
    // CHECK-EMPTY:
    %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
    aie.end
  }
}
