// aiex.npu.require(%cond) {message} : a shape constraint on a runtime
// sequence's scalars. The C++ builder (--aie-npu-to-cpp, and its EmitC form)
// refuses the dispatch with aie_runtime::txn_refused(<message>) where the
// condition fails, as for cf.assert: a condition known to hold is no check,
// one known to fail always refuses; the message is one C++ string literal
// (braces kept, a line break a space). The op reads and prints back as it
// was written.
// RUN: aiec --aie-npu-to-cpp %s | FileCheck %s
// RUN: aiec --convert-aiex-to-emitc %s | FileCheck %s --check-prefix=EMITC
// RUN: aiec %s | FileCheck %s --check-prefix=ROUND

// CHECK-LABEL: generate_txn_main_guarded(int32_t v1)
// CHECK-NOT: txn_refused("always holds")
// CHECK: if (!({{v[0-9]+}})) return aie_runtime::txn_refused("K must be a multiple of 64, got {K} on one line");
// CHECK: aie_runtime::txn_append_write32(txn, {{v[0-9]+}}, v1);
// CHECK: return std::move(txn);
// CHECK-LABEL: generate_txn_main_refused(
// CHECK-NEXT: std::vector<uint32_t> txn;
// CHECK-NEXT: aie_runtime::txn_init(txn);
// CHECK-NEXT: return aie_runtime::txn_refused("never");

// EMITC-LABEL: emitc.func @generate_txn_main_guarded
// EMITC: txn_refused(\22K must be a multiple of 64, got {{[{][{]}}K} on one line\22)
// EMITC-LABEL: emitc.func @generate_txn_main_refused
// EMITC: txn_refused(\22never\22)

// ROUND: aiex.npu.require(%{{.*}}) {message = "K must be a multiple of 64, got {K}\0Aon one line"} : i1
// ROUND: aiex.npu.require(%{{.*}}) {message = "never"} : i1
module {
  aie.device(npu1) {
    aie.runtime_sequence @guarded(%buf: memref<8xi32>, %k: i32) {
      %c64 = arith.constant 64 : i32
      %c0 = arith.constant 0 : i32
      %true = arith.constant true
      aiex.npu.require(%true) {message = "always holds"} : i1
      %rem = arith.remsi %k, %c64 : i32
      %ok = arith.cmpi eq, %rem, %c0 : i32
      aiex.npu.require(%ok) {message = "K must be a multiple of 64, got {K}\0Aon one line"} : i1
      %addr = arith.constant 119300 : i32
      aiex.npu.write32(%addr, %k) : i32, i32
    }
    aie.runtime_sequence @refused(%buf: memref<8xi32>) {
      %false = arith.constant false
      aiex.npu.require(%false) {message = "never"} : i1
      %addr = arith.constant 119300 : i32
      %v = arith.constant 1 : i32
      aiex.npu.write32(%addr, %v) : i32, i32
    }
  }
}
