// A poll's fields may be known only at run time (mlir-aie's newest takes
// them): the C++ generator polls what the sequence computes, while CERT
// control code and the static instruction stream hold constants and refuse
// it, each in mlir-aie's words.
// CHECK: maskpoll-run-time.mlir:[[@LINE+7]]:5: error: 'aiex.npu.maskpoll' op cannot lower to cert.maskpoll32 with non-constant address, mask, or value
// TXN: maskpoll-run-time.mlir:[[@LINE+6]]:5: error: 'aiex.npu.maskpoll' op Cannot translate maskpoll: the value is known only at run time
// CPP: aie_runtime::txn_append_maskpoll32(txn, {{v[0-9]+}}, [[V:v[0-9]+]], {{v[0-9]+}});
aie.device(npu1_1col) {
  aie.runtime_sequence(%v: i32) {
    %status = arith.constant 119336 : i32
    %full = arith.constant 4194304 : i32
    aiex.npu.maskpoll(%status, %v, %full) {column = 0 : i32, row = 0 : i32} : i32, i32, i32
  }
}
