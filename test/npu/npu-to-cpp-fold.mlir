// An address patch is txn_append_arg_patch with whether to fold: true by
// default, so a buffer the firmware does not translate (argument 5 on) gets
// the DDR aperture offset when the builder runs, as --aie-npu-to-binary folds
// it; --aie-npu-fold-ddr-addr-offset=false (full-ELF flows) never folds.
// RUN: aiec --aie-npu-to-cpp %s | FileCheck %s --check-prefix=FOLD
// RUN: aiec --aie-npu-to-cpp --aie-npu-fold-ddr-addr-offset=false %s | FileCheck %s --check-prefix=RAW
// FOLD:      bool [[F:v[0-9]+]] = true;
// FOLD-NEXT: aie_runtime::txn_append_arg_patch(txn, {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}}, [[F]]);
// FOLD:      aie_runtime::txn_prepend_header(txn, 1u, aie_runtime::txn_device_info(3, 6, 1, 1));
// RAW:       bool [[F:v[0-9]+]] = false;
// RAW-NEXT:  aie_runtime::txn_append_arg_patch(txn, {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}}, [[F]]);
aie.device(npu1_1col) {
  aie.runtime_sequence @seq(%a: memref<8xi32>) {
    aiex.npu.address_patch {addr = 119300 : ui32, arg_idx = 6 : i32, arg_plus = 0 : i32}
  }
}
