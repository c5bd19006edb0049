// A poll's fields are constants: the instruction stream and the control
// code hold no value computed when the sequence runs.
// CHECK: maskpoll-run-time.mlir:[[@LINE+5]]:5: error: 'aiex.npu.maskpoll' op 'value' must be a constant here
aie.device(npu1_1col) {
  aie.runtime_sequence(%v: i32) {
    %status = arith.constant 119336 : i32
    %full = arith.constant 4194304 : i32
    aiex.npu.maskpoll(%status, %v, %full) {column = 0 : i32, row = 0 : i32} : i32, i32, i32
  }
}
