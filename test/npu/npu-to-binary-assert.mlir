// A static NPU instruction stream cannot refuse a dispatch, so a cf.assert
// folds away before it: one that holds is dropped, one that fails is an
// error at compile time, and one on a run-time value points to the C++
// generator, which refuses the dispatch when the check fails (mlir-aie's
// newest words).
// RUN: not aiec --aie-npu-to-binary -aie-output-binary=false --split-input-file %s 2>&1 | FileCheck %s
// RUN: aiec --aie-npu-to-cpp %S/Inputs/assert-holds.mlir | FileCheck %s --check-prefix=CPP

// CHECK: error: 'cf.assert' op is violated at compile time: rows must divide the tile
aie.device(npu1) {
  aie.runtime_sequence @fails(%buf : memref<32xi32>) {
    %false = arith.constant false
    cf.assert %false, "rows must divide the tile"
  }
}

// -----

// CHECK: error: 'cf.assert' op runtime check cannot be encoded in a static TXN binary; use the C++ builder (--aie-npu-to-cpp) or specialize the value: n must be positive
aie.device(npu1) {
  aie.runtime_sequence @at_run_time(%buf : memref<32xi32>, %n : i32) {
    %c0 = arith.constant 0 : i32
    %ok = arith.cmpi sgt, %n, %c0 : i32
    cf.assert %ok, "n must be positive"
  }
}

// -----

// The assert that holds leaves no trace; the write after it is translated.
// CHECK-NOT: always holds
// CHECK-NOT: error
aie.device(npu1) {
  aie.runtime_sequence @holds() {
    %true = arith.constant true
    cf.assert %true, "always holds"
    %a = arith.constant 2097152 : i32
    %v = arith.constant 7 : i32
    aiex.npu.write32(%a, %v) : i32, i32
  }
}

// CPP: if (!({{.*}})) return aie_runtime::txn_refused("n must be positive");
