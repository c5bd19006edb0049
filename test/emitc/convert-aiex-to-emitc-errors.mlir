// What --convert-aiex-to-emitc cannot convert is an error, with a help line.
// RUN: not aiec --convert-aiex-to-emitc="emit-dispatch-shim=true" %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not aiec --convert-aiex-to-emitc %S/../npu/Inputs/emitc-push-queue.mlir 2>&1 | FileCheck %s --check-prefix=OP

// TWO: error: 'builtin.module' op emit-dispatch-shim needs exactly one aie.runtime_sequence to wrap, found 2
// TWO: help:
// OP: error: 'aiex.npu.push_queue' op is not supported by the C++ TXN target
// OP-NOT: emitc.func
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @a(%arg0: memref<8xi32>) {
    }
    aie.runtime_sequence @b(%arg0: memref<8xi32>) {
    }
  }
}
