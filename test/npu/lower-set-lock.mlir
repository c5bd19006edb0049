// --aie-lower-set-lock: set_lock writes the value register of the lock
// (0x1F000 + 16 * id on a core tile, 0xC0000 + 16 * id on a mem tile,
// 0x14000 + 16 * id on a shim tile), tile-local with its column and row.
// RUN: aiec --aie-syntax=2026-04 --aie-lower-set-lock %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --verify-diagnostics --split-input-file --aie-lower-set-lock %S/Inputs/lower-set-lock-errors.mlir

// CHECK-LABEL: aie.runtime_sequence
// CHECK-NEXT: aiex.npu.write32 {address = 127024 : ui32, column = 3 : i32, row = 4 : i32, value = 5 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 786672 : ui32, column = 3 : i32, row = 1 : i32, value = 63 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 81936 : ui32, column = 3 : i32, row = 0 : i32, value = 0 : ui32}
// CHECK-NEXT: }
module {
  aie.device(npu1) {
    %core = aie.tile(3, 4)
    %mem = aie.tile(3, 1)
    %shim = aie.tile(3, 0)
    %l3 = aie.lock(%core, 3) {init = 0 : i32}
    %l15 = aie.lock(%mem, 15)
    %l1 = aie.lock(%shim, 1)
    aie.runtime_sequence() {
      aiex.set_lock(%l3, 5)
      aiex.set_lock(%l15, 63)
      aiex.set_lock(%l1, 0)
    }
  }
}
