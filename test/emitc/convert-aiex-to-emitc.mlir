// --convert-aiex-to-emitc: each runtime sequence becomes an
// emitc.func @generate_txn_<device>_<sequence> returning the stream (or
// none), each NPU op one emitc.call_opaque of aie/Runtime/TxnEncoding.h, the
// devices erased (docs/passes.md).
// RUN: aiec --split-input-file --convert-aiex-to-emitc %s | FileCheck %s
// RUN: aiec --split-input-file --convert-aiex-to-emitc="fold-ddr-addr-offset=false" %s | FileCheck %s --check-prefix=NOFOLD

// CHECK-LABEL: emitc.func @generate_txn_main_straight(%arg0: i32) -> !emitc.opaque<"std::optional<std::vector<uint32_t>>"> attributes {specifiers = ["inline"]} {
// CHECK-NEXT: verbatim "std::vector<uint32_t> txn;"
// CHECK-NEXT: %[[TXN:.*]] = literal "txn" : !emitc.opaque<"std::vector<uint32_t>">
// CHECK-NEXT: call_opaque "aie_runtime::txn_init"(%[[TXN]])
// CHECK: %[[V:.*]] = "emitc.constant"() <{value = 42 : i32}> : () -> i32
// CHECK: %[[A:.*]] = "emitc.constant"() <{value = 119300 : ui32}> : () -> ui32
// CHECK-NEXT: call_opaque "aie_runtime::txn_append_write32"(%[[TXN]], %[[A]], %[[V]]) : (!emitc.opaque<"std::vector<uint32_t>">, ui32, i32) -> ()
// CHECK: %[[S:.*]] = add %{{[0-9]+}}, %{{[0-9]+}} : (ui32, ui32) -> ui32
// CHECK-NEXT: %[[SUM:.*]] = cast %[[S]] : ui32 to i32
// CHECK: call_opaque "aie_runtime::txn_append_maskwrite32"(%[[TXN]], %{{[0-9]+}}, %[[SUM]], %[[V]])
// CHECK: call_opaque "aie_runtime::txn_append_sync"
// CHECK: %[[D:.*]] = "emitc.variable"() <{value = dense<[1, 2, 3, 4]> : tensor<4xui32>}> : () -> !emitc.array<4xui32>
// CHECK: call_opaque "aie_runtime::txn_append_blockwrite"(%[[TXN]], %{{[0-9]+}}, %[[D]],
// CHECK: %[[F:.*]] = "emitc.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: call_opaque "aie_runtime::txn_append_arg_patch"(%[[TXN]], %{{[0-9]+}}, %{{[0-9]+}}, %arg0, %[[F]])
// CHECK: %[[OK:.*]] = cmp gt, %arg0, %{{[0-9]+}} : (i32, i32) -> i1
// CHECK-NEXT: verbatim "if (!({})) return aie_runtime::txn_refused(\22n {{[{][{]}}x} > 7\22);" args %[[OK]] : i1
// CHECK-NEXT: verbatim "aie_runtime::txn_prepend_header(txn, 5u, aie_runtime::txn_device_info(3, 6, 1, 1));"
// CHECK-NEXT: %[[R:.*]] = literal "std::move(txn)"
// CHECK-NEXT: return %[[R]] : !emitc.opaque<"std::optional<std::vector<uint32_t>>">
// CHECK-NOT: aie.device
// NOFOLD: "emitc.constant"() <{value = false}> : () -> i1
// NOFOLD-NEXT: call_opaque "aie_runtime::txn_append_arg_patch"
module {
  aie.device(npu1_1col) {
    memref.global "private" constant @blockdata : memref<4xi32> = dense<[1, 2, 3, 4]>
    aie.runtime_sequence @straight(%arg0: memref<8xi32>, %n: i32) {
      %addr = arith.constant 119300 : i32
      %val = arith.constant 42 : i32
      aiex.npu.write32(%addr, %val) : i32, i32
      %c7 = arith.constant 7 : i32
      %s = arith.addi %n, %c7 : i32
      aiex.npu.maskwrite32(%addr, %s, %val) : i32, i32, i32
      aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}
      %d = memref.get_global @blockdata : memref<4xi32>
      aiex.npu.blockwrite(%d) {address = 119300 : ui32} : memref<4xi32>
      aiex.npu.address_patch(%n : i32) {addr = 119300 : ui32, arg_idx = 6 : i32}
      %ok = arith.cmpi sgt, %n, %c7 : i32
      cf.assert %ok, "n {x} > 7"
    }
  }
}

// -----

// Run-time control flow stays rolled: emitc.for and emitc.if, the op count
// counted as the ops run.
// CHECK-LABEL: emitc.func @generate_txn_main_rolled(%arg0: i1, %arg1: !emitc.size_t)
// CHECK: %[[N:.*]] = "emitc.variable"() <{value = 0 : ui32}> : () -> !emitc.lvalue<ui32>
// CHECK: for %{{arg[0-9]+}} = %{{[0-9]+}} to %arg1 step %{{[0-9]+}} : !emitc.size_t {
// CHECK-NEXT: if %arg0 {
// CHECK: call_opaque "aie_runtime::txn_append_write32"
// CHECK-NEXT: verbatim "++{};" args %[[N]] : !emitc.lvalue<ui32>
// CHECK-NEXT: } else {
// CHECK: call_opaque "aie_runtime::txn_append_write32"
// CHECK: verbatim "aie_runtime::txn_prepend_header(txn, {}, aie_runtime::txn_device_info(4, 6, 8, 1));" args %[[N]] : !emitc.lvalue<ui32>
module {
  aie.device(npu2) {
    aie.runtime_sequence @rolled(%arg0: memref<8xi32>, %cond: i1, %m: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %m step %c1 {
        scf.if %cond {
          %a = arith.constant 100 : i32
          %v = arith.constant 7 : i32
          aiex.npu.write32(%a, %v) : i32, i32
        } else {
          %a = arith.constant 104 : i32
          %v = arith.constant 9 : i32
          aiex.npu.write32(%a, %v) : i32, i32
        }
      }
    }
  }
}

// -----

// A module without runtime sequences is left as it is.
// CHECK: module {
// CHECK-NEXT: }
module {
}
