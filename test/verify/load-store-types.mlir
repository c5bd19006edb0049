// A load's result and a store's value are of the memref's element type, as
// MLIR's TypesMatchWith checks. The custom form of a load does not spell
// its result type, so another type would not survive printing (a
// parse-fuzz finding).
// RUN: not aiec %s 2>&1 | FileCheck %s
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<16xi32>
  %core = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %x = arith.constant 7 : i64
    // CHECK: load-store-types.mlir:[[@LINE+2]]:5: error: 'affine.load' op failed to verify that result type matches element type of 'memref'
    // CHECK: help: the result is the memref's element, a 'i32'
    %v = "affine.load"(%buf, %c0) <{map = affine_map<(d0) -> (d0)>}> : (memref<16xi32>, index) -> i64
    // CHECK: load-store-types.mlir:[[@LINE+1]]:5: error: 'memref.load' op failed to verify that result type matches element type of 'memref'
    %w = "memref.load"(%buf, %c0) : (memref<16xi32>, index) -> f32
    // CHECK: load-store-types.mlir:[[@LINE+2]]:5: error: 'memref.store' op failed to verify that type of 'value' matches element type of 'memref'
    // CHECK: help: store a 'i32'
    memref.store %x, %buf[%c0] : memref<16xi32>
    aie.end
  }
}
