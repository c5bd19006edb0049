// The firmware's scratchpad in C++: a sequence that creates one takes the
// scratchpad's host address as its last parameter (a stream built at run time
// has no relocation to fill it in), which txn_append_create_scratchpad writes;
// an update_from_scratchpad is txn_append_update_reg of its table index,
// function (mul 0, incr 1, decr 2), argument and array address.
// RUN: aiec --aie-npu-to-cpp %s | FileCheck %s

// CHECK:      inline std::optional<std::vector<uint32_t>> generate_txn_main_seq(uint64_t v1) {
// CHECK:        uint32_t [[U:v[0-9]+]] = 0u;
// CHECK-NEXT:   uint32_t [[S:v[0-9]+]] = 8u;
// CHECK-NEXT:   aie_runtime::txn_append_create_scratchpad(txn, [[U]], [[S]], v1);
// CHECK-NEXT:   uint32_t [[I:v[0-9]+]] = 1u;
// CHECK-NEXT:   uint32_t [[F:v[0-9]+]] = 0u;
// CHECK-NEXT:   uint32_t [[ARG:v[0-9]+]] = 2u;
// CHECK-NEXT:   uint32_t [[ADDR:v[0-9]+]] = 119300u;
// CHECK-NEXT:   aie_runtime::txn_append_update_reg(txn, [[I]], [[F]], [[ARG]], [[ADDR]]);
// CHECK:        aie_runtime::txn_prepend_header(txn, 3u,
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @seq(%buf: memref<8xi32>) {
      aiex.npu.create_scratchpad {size = 8 : ui32}
      aiex.npu.update_from_scratchpad<mul> {state_table_idx = 1 : ui8, func_arg = 2 : ui32, address = 119300 : ui32}
      aiex.npu.write32 {address = 100 : ui32, value = 7 : ui32}
    }
  }
}
