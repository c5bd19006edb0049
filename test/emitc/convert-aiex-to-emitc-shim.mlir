// emit-dispatch-shim=true adds the extern "C" entry points of the one
// runtime sequence: dispatch_abi() names the parameters' C types, and
// dispatch_generate() calls the generator, keeping its words.
// RUN: aiec --convert-aiex-to-emitc="emit-dispatch-shim=true" %s | FileCheck %s
// RUN: aiec --convert-aiex-to-emitc %s | FileCheck %s --check-prefix=NOSHIM

// CHECK: emitc.func @generate_txn_main_seq(%arg0: i32, %arg1: ui32, %arg2: i1, %arg3: !emitc.size_t)
// CHECK: emitc.func @dispatch_abi() -> !emitc.opaque<"const char*"> attributes {specifiers = ["extern \22C\22"]} {
// CHECK-NEXT: literal "\22int32_t,uint32_t,bool,size_t\22"
// CHECK: emitc.func @dispatch_generate(%arg0: i32, %arg1: ui32, %arg2: i1, %arg3: !emitc.size_t, %arg4: !emitc.opaque<"uint32_t**">) -> i64
// CHECK-NEXT: verbatim "static thread_local std::vector<uint32_t> __txn;"
// CHECK-NEXT: verbatim "auto __result = generate_txn_main_seq({}, {}, {}, {});" args %arg0, %arg1, %arg2, %arg3
// CHECK-NEXT: verbatim "if (!__result) return -2;"
// CHECK-NEXT: verbatim "__txn = std::move(*__result);"
// CHECK-NEXT: verbatim "*{} = __txn.data();" args %arg4
// NOSHIM-NOT: dispatch_
module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @seq(%arg0: memref<8xi32>, %p: i32, %u: ui32, %b: i1, %n: index) {
      aiex.npu.address_patch(%p : i32) {addr = 119300 : ui32, arg_idx = 0 : i32}
    }
  }
}
