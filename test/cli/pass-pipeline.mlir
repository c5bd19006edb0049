// --pass-pipeline: MLIR's textual pipeline. Device passes nest in
// aie.device(...), module passes and op-agnostic ones (canonicalize) sit in
// builtin.module(...); options go in braces. Passes run in the order written.
// RUN: aiec %s --pass-pipeline='builtin.module(aie.device(aie-assign-lock-ids,aie-assign-buffer-addresses{alloc-scheme=basic-sequential}),canonicalize)' | FileCheck %s
// The same passes as flags give the same output, and so does an outermost
// `any(...)`, which anchors on the module (mlir-aie's tests nest so).
// RUN: aiec %s --aie-assign-lock-ids --aie-assign-buffer-addresses=alloc-scheme=basic-sequential --canonicalize | FileCheck %s
// RUN: aiec %s --pass-pipeline='any(aie.device(aie-assign-lock-ids,aie-assign-buffer-addresses{alloc-scheme=basic-sequential}),canonicalize)' | FileCheck %s
//
// --mlir-print-ir-before-all / -after-all dump the op a pass runs on, as
// MLIR does: each device for a device pass, device by device through the
// nested pipeline (all of @a's dumps before @b's), the module for a module pass.
// RUN: aiec %s --pass-pipeline='builtin.module(aie.device(aie-assign-lock-ids,aie-assign-buffer-addresses),canonicalize)' --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
//
// Errors are usage errors (exit 1) with the column, the pipeline, a caret and help.
// RUN: not aiec %s --pass-pipeline='builtin.module(aie.device(aie-asign-lock-ids))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not aiec %s --pass-pipeline='builtin.module(aie-assign-lock-ids)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not aiec %s --pass-pipeline='aie.device(aie-assign-lock-ids)' 2>&1 | FileCheck %s --check-prefix=TOP
// RUN: not aiec %s --pass-pipeline='aie-assign-lock-ids' 2>&1 | FileCheck %s --check-prefix=WRAP
// RUN: not aiec %s --pass-pipeline='builtin.module(aie.device(aie-assign-lock-ids)' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not aiec %s --pass-pipeline='builtin.module(aie.device(aie-assign-buffer-addresses{alloc-scheme=nope}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not aiec %s --pass-pipeline='builtin.module(canonicalize)' --canonicalize 2>&1 | FileCheck %s --check-prefix=BOTH

// CHECK:      aie.device(npu1) @a {
// CHECK:        aie.lock(%{{.*}}, 0)
// CHECK:        aie.buffer(%{{.*}}) {address = 0 : i32, sym_name = "x"}
// CHECK:      aie.device(npu1) @b {
// CHECK:        aie.lock(%{{.*}}, 0)

// DUMP:      // -----// IR Dump Before AIEAssignLockIDs (aie-assign-lock-ids) //----- //
// DUMP-NEXT: aie.device(npu1) @a {
// DUMP:      // -----// IR Dump After AIEAssignLockIDs (aie-assign-lock-ids) //----- //
// DUMP-NEXT: aie.device(npu1) @a {
// DUMP:      // -----// IR Dump Before AIEAssignBufferAddresses (aie-assign-buffer-addresses) //----- //
// DUMP-NEXT: aie.device(npu1) @a {
// DUMP-NOT:  address
// DUMP:      // -----// IR Dump After AIEAssignBufferAddresses (aie-assign-buffer-addresses) //----- //
// DUMP-NEXT: aie.device(npu1) @a {
// DUMP:      address = 0
// DUMP:      // -----// IR Dump Before AIEAssignLockIDs (aie-assign-lock-ids) //----- //
// DUMP-NEXT: aie.device(npu1) @b {
// DUMP:      // -----// IR Dump After AIEAssignLockIDs (aie-assign-lock-ids) //----- //
// DUMP-NEXT: aie.device(npu1) @b {
// DUMP:      // -----// IR Dump Before AIEAssignBufferAddresses (aie-assign-buffer-addresses) //----- //
// DUMP-NEXT: aie.device(npu1) @b {
// DUMP:      // -----// IR Dump After AIEAssignBufferAddresses (aie-assign-buffer-addresses) //----- //
// DUMP-NEXT: aie.device(npu1) @b {
// DUMP:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: module {
// DUMP:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: module {
// DUMP-NOT:  IR Dump

// UNKNOWN:      error: --pass-pipeline:1:27: 'aie-asign-lock-ids' does not refer to a registered pass
// UNKNOWN-NEXT:   builtin.module(aie.device(aie-asign-lock-ids))
// UNKNOWN-NEXT: {{^ +\^$}}
// UNKNOWN-NEXT:   help: did you mean 'aie-assign-lock-ids'?
// ANCHOR: error: --pass-pipeline:1:16: can't add pass 'AIEAssignLockIDs' restricted to 'aie.device' on a pass manager intended to run on 'builtin.module'
// ANCHOR: help: nest it: aie.device(aie-assign-lock-ids)
// TOP: error: --pass-pipeline:1:1: can't run a 'aie.device' pass manager on the top-level 'builtin.module' op
// WRAP: error: --pass-pipeline:1:1: expected the pass pipeline to be wrapped in its anchor op, e.g. 'builtin.module(...)'
// PAREN: error: --pass-pipeline:1:15: encountered unbalanced parentheses while parsing the pipeline
// OPTION: error: --pass-pipeline:1:55: for the --alloc-scheme option: Cannot find option named 'nope'!
// BOTH: error: --pass-pipeline can't be combined with pass flags

module {
  aie.device(npu1) @a {
    %t = aie.tile(0, 2)
    %l = aie.lock(%t)
    %b = aie.buffer(%t) {sym_name = "x"} : memref<16xi32>
  }
  aie.device(npu1) @b {
    %t = aie.tile(0, 2)
    %l = aie.lock(%t)
  }
}
