// arith.floordivsi and arith.ceildivsi in C++: a truncating division, its
// remainder, and a step of one towards minus (floor) or plus (ceil) infinity
// when the remainder is nonzero and the signs differ (floor) or agree (ceil);
// an index is divided as int64_t. compiler/tests/suite/npu_cpp.rs runs them.
// RUN: aiec --aie-npu-to-cpp %s | FileCheck %s

// CHECK-LABEL: generate_txn_main_floor(int32_t v1, int32_t v2) {
// CHECK-NEXT:    std::vector<uint32_t> txn;
// CHECK-NEXT:    aie_runtime::txn_init(txn);
// CHECK-NEXT:    int32_t [[Q:v[0-9]+]] = v1 / v2;
// CHECK-NEXT:    int32_t [[R:v[0-9]+]] = v1 % v2;
// CHECK-NEXT:    bool [[OFF:v[0-9]+]] = [[R]] != 0 && ([[R]] < 0) != (v2 < 0);
// CHECK-NEXT:    int32_t [[STEP:v[0-9]+]] = [[Q]] - 1;
// CHECK-NEXT:    int32_t [[F:v[0-9]+]] = [[OFF]] ? [[STEP]] : [[Q]];
// CHECK-LABEL: generate_txn_main_ceil(size_t v1, size_t v2) {
// CHECK:         int64_t [[Q:v[0-9]+]] = static_cast<int64_t>(v1) / static_cast<int64_t>(v2);
// CHECK-NEXT:    int64_t [[R:v[0-9]+]] = static_cast<int64_t>(v1) % static_cast<int64_t>(v2);
// CHECK-NEXT:    bool [[OFF:v[0-9]+]] = [[R]] != 0 && ([[R]] < 0) == (static_cast<int64_t>(v2) < 0);
// CHECK-NEXT:    int64_t [[STEP:v[0-9]+]] = [[Q]] + 1;
// CHECK-NEXT:    size_t {{v[0-9]+}} = [[OFF]] ? [[STEP]] : [[Q]];
aie.device(npu1_1col) {
  aie.runtime_sequence @floor(%a: i32, %b: i32) {
    %q = arith.floordivsi %a, %b : i32
    %r = arith.constant 100 : i32
    aiex.npu.write32(%r, %q) : i32, i32
  }
  aie.runtime_sequence @ceil(%a: index, %b: index) {
    %q = arith.ceildivsi %a, %b : index
    %v = arith.index_cast %q : index to i32
    %r = arith.constant 100 : i32
    aiex.npu.write32(%r, %v) : i32, i32
  }
}
