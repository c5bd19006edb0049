// `aiec design.mlir --aie-npu-to-cpp` on a design not lowered yet runs the
// default pipeline up to the NPU ops first (object FIFOs, allocation, routing,
// the runtime-sequence lowering with the dynamic BD pool for loops on
// run-time values), then writes one generator per runtime sequence of every
// device. The same design's control code (--emit=ctrl-elf) is refused at the
// rolled loop, with a help line naming that one command. What the generators
// build is checked by compiler/tests/suite/npu_cpp.rs.
// RUN: aiec %S/Inputs/one-command.mlir --aie-npu-to-cpp | FileCheck %s
// RUN: not aiec %S/Inputs/one-command.mlir --emit=ctrl-elf -o %t.elf 2>&1 | FileCheck %s --check-prefix=ELF
// RUN: not test -e %t.elf

// CHECK: #include "aie/Runtime/TxnEncoding.h"
// CHECK: inline std::optional<std::vector<uint32_t>> generate_txn_main_rolled(size_t [[N:v[0-9]+]]) {
// CHECK: aie_runtime::BdPool bd_pool_0_0 = aie_runtime::bd_pool_init(16);
// CHECK: if (!aie_runtime::bd_pool_pop(bd_pool_0_0, bd_0)) return std::nullopt;
// CHECK: for (size_t {{v[0-9]+}} = {{v[0-9]+}}; static_cast<int64_t>({{v[0-9]+}}) < static_cast<int64_t>([[N]]);
// CHECK: aie_runtime::bd_pool_push(bd_pool_0_0,
// CHECK: aie_runtime::txn_prepend_header(txn, __opcount, aie_runtime::txn_device_info(4, 6, 8, 1));
// CHECK: inline std::optional<std::vector<uint32_t>> generate_txn_main_twin() {
// CHECK-NOT: for (
// CHECK: inline std::optional<std::vector<uint32_t>> generate_txn_plain_copy(int64_t {{v[0-9]+}}, int64_t {{v[0-9]+}}) {
// CHECK: return aie_runtime::txn_refused("a runtime DMA repeat count must be in [1:256]");
// CHECK: aie_runtime::txn_append_arg_patch(txn,
// CHECK: inline std::optional<std::vector<uint32_t>> generate_txn_plain_copy_twin() {

// ELF: one-command.mlir:36:5: error: 'scf.for' op Runtime-valued control flow in a runtime sequence is not supported by this static BD-ID allocation pass
// ELF: help: this loop's upper bound is not a constant: {{.*}} `aiec DESIGN.mlir --aie-npu-to-cpp -o GEN.h` runs the default pipeline up to the NPU ops and writes one generator per runtime sequence
