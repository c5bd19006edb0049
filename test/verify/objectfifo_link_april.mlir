// A join or distribute on a compute tile follows the rules of the syntax
// read: mlir-aie allows it since August 2026 (the default), April 2026's
// rules (`--aie-syntax=2026-04`) refuse it as mlir-aie did then.
// RUN: aiec --aie-syntax=2026-04 --split-input-file --verify-diagnostics %s
// RUN: aiec --split-input-file %s -o /dev/null

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  aie.objectfifo @a (%t12, {%t22}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @b (%t13, {%t22}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t22, {%t23}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  // expected-error@+1 {{ObjectFifoLinkOp join and distribute are unavailable on compute or shim tiles}}
  aie.objectfifo.link [@a, @b] -> [@o] ([0, 12] [])
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  aie.objectfifo @i (%t12, {%t22}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  aie.objectfifo @o1 (%t22, {%t13}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o2 (%t22, {%t23}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  // expected-error@+1 {{ObjectFifoLinkOp join and distribute are unavailable on compute or shim tiles}}
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] [0, 12])
}
