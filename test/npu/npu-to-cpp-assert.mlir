// cf.assert in a runtime sequence is a guard of the C++ builder
// (--aie-npu-to-cpp): where its condition does not hold for the arguments,
// the builder returns aie_runtime::txn_refused(<message>), which keeps the
// reason and builds no stream. A condition known to hold at compile time is
// no check (nor a variable); one known to fail always refuses. The message
// is one C++ string literal: quotes and backslashes escaped, a line break a
// space, braces as they are. (compiler/tests/suite/npu_cpp.rs compiles and
// runs it.)
// RUN: aiec --aie-npu-to-cpp %S/Inputs/assert.mlir | FileCheck %s
// RUN: aiec %S/Inputs/assert.mlir | FileCheck %s --check-prefix=ROUND

// CHECK-LABEL: generate_txn_main_guarded(int32_t v1)
// CHECK-NOT: holds at compile time
// CHECK-NOT: bool {{.*}} = true
// CHECK: bool v3 = static_cast<int32_t>(v1) > static_cast<int32_t>(v2);
// CHECK-NEXT: if (!(v3)) return aie_runtime::txn_refused("\"n\" \\ must be > 0: {n} on one line");
// CHECK: aie_runtime::txn_append_write32(txn, v4, v1);
// CHECK: return std::move(txn);
// CHECK-LABEL: generate_txn_main_refused(
// CHECK-NEXT: std::vector<uint32_t> txn;
// CHECK-NEXT: aie_runtime::txn_init(txn);
// CHECK-NEXT: return aie_runtime::txn_refused("never");

// ROUND: cf.assert %{{.*}}, "\22n\22 \\ must be > 0: {n}\0Aon one line"
