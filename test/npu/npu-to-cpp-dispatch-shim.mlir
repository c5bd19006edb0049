// --aie-npu-emit-dispatch-shim wraps the one runtime sequence's generator in
// extern "C" functions a JIT bridge loads by name: dispatch_abi() spells the
// generator's parameter types, dispatch_generate() builds the stream into a
// buffer it keeps, returning its word count (-2 when the generator refuses).
// Without the flag there is no shim; with a module of more or fewer than one
// sequence, an error.
// RUN: aiec --aie-npu-to-cpp --aie-npu-emit-dispatch-shim %s | FileCheck %s
// RUN: aiec --aie-npu-to-cpp %s | FileCheck %s --check-prefix=NONE
// RUN: not aiec --aie-npu-to-cpp --aie-npu-emit-dispatch-shim %S/Inputs/two-sequences.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// CHECK:      inline std::optional<std::vector<uint32_t>> generate_txn_main_seq(int16_t v1, size_t v2) {
// CHECK:      extern "C" const char* dispatch_abi() {
// CHECK-NEXT:   return "int16_t,size_t";
// CHECK-NEXT: }
// CHECK:      extern "C" int64_t dispatch_generate(int16_t v1, size_t v2, uint32_t** v3) {
// CHECK-NEXT:   static thread_local std::vector<uint32_t> __txn;
// CHECK-NEXT:   auto __result = generate_txn_main_seq(v1, v2);
// CHECK-NEXT:   if (!__result) return -2;
// CHECK-NEXT:   __txn = std::move(*__result);
// CHECK-NEXT:   *v3 = __txn.data();
// CHECK-NEXT:   return static_cast<int64_t>(__txn.size());
// CHECK-NEXT: }
// NONE-NOT:   dispatch_
// TWO:        error: 'builtin.module' op emit-dispatch-shim needs exactly one aie.runtime_sequence to wrap, found 2
aie.device(npu1_1col) {
  aie.runtime_sequence @seq(%buf: memref<8xi32>, %n: i16, %k: index) {
    %a = arith.constant 100 : i32
    %v = arith.extsi %n : i16 to i32
    aiex.npu.write32(%a, %v) : i32, i32
  }
}
