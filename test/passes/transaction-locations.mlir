// --convert-aie-to-transaction writes each configuration write where the op
// it configures is: a lock's value at the lock, a buffer's initial value at
// the buffer. Block writes whose addresses continue one another become one,
// at the first's location and named after it, as aie-rt's transaction
// serializer writes them.
// RUN: aiec --convert-aie-to-transaction --mlir-print-debuginfo %s | FileCheck %s

#a = loc("design.py":10:1)
#b = loc("design.py":20:2)
#lk = loc("design.py":30:3)
aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  %a = aie.buffer(%t02) {sym_name = "a", address = 1024 : i32} : memref<4xi32> = dense<[1, 2, 3, 4]> loc(#a)
  %b = aie.buffer(%t02) {sym_name = "b", address = 1040 : i32} : memref<2xi32> = dense<[5, 6]> loc(#b)
  %c = aie.buffer(%t02) {sym_name = "c", address = 2048 : i32} : memref<1xi32> = dense<[7]>
  %lock = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "lk"} loc(#lk)
}

// CHECK-DAG: memref.global "private" constant @config_a_init : memref<6xi32> = dense<[1, 2, 3, 4, 5, 6]>
// CHECK-DAG: memref.global "private" constant @config_c_init : memref<1xi32> = dense<7>
// CHECK:     aiex.npu.blockwrite(%{{.*}}) {address = 2098176 : ui32} : memref<6xi32> loc([[A:#loc[0-9]*]])
// CHECK:     aiex.npu.blockwrite(%{{.*}}) {address = 2099200 : ui32} : memref<1xi32> loc([[C:#loc[0-9]*]])
// CHECK:     aiex.npu.write32(%c2224128_i32, %c1_i32) : i32, i32 loc([[LK:#loc[0-9]*]])
// CHECK:     [[A]] = loc("design.py":10:1)
// CHECK:     [[C]] = loc("{{.*}}transaction-locations.mlir":15:8)
// CHECK:     [[LK]] = loc("design.py":30:3)
