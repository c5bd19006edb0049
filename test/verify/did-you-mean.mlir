// A misspelt op or symbol within edit distance 2 of a known one gets a
// "did you mean" help line; one far from every name gets the general help.
// RUN: not aiec %s --split-input-file 2>&1 | FileCheck %s
// CHECK: error: custom op 'aie.tlie' is unknown
// CHECK: help: did you mean 'aie.tile'?
// CHECK: error: custom op 'aie.objectfifo.relase' is unknown
// CHECK: help: did you mean 'aie.objectfifo.release'?
// CHECK: error: custom op 'aie.frobnicate' is unknown
// CHECK: help: aiec knows the aie, aiex, func, scf, cf, arith and memref ops
// CHECK: error: cannot retrieve associated object FIFO
// CHECK: help: did you mean '@input'?
// CHECK: error: 'aiex.npu.rtp_write' op attribute 'buffer' references '@weigths', which is not a 'aie.buffer' in scope
// CHECK: help: did you mean '@weights'?
aie.device(npu1) {
  %t = aie.tlie(0, 2)
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.relase @of(Produce, 1)
}

// -----

aie.device(npu1) {
  %t = aie.frobnicate(0, 2)
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %t2 = aie.tile(0, 3)
  aie.objectfifo @input(%t, {%t2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%t) {
    %s = aie.objectfifo.acquire @inptu(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "weights"} : memref<16xi32>
  aie.runtime_sequence() {
    %c = arith.constant 1 : i32
    aiex.npu.rtp_write(@weigths, 0, %c) : i32
  }
}
