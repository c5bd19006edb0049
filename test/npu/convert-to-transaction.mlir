// --convert-aie-to-transaction: a device's configuration as NPU writes in a
// runtime sequence, where its first aiex.configure was (the configure's
// body after them), else in a new @configure: each core's program memory
// (an aiec core image: "aiec", "core", version 1, the 64-bit digest of the
// device's design) first, then lock values, buffer data, core enables.
// device-name= converts one device only.
// RUN: aiec --convert-aie-to-transaction %s | FileCheck %s
// RUN: aiec --convert-aie-to-transaction=device-name=other %s | FileCheck %s --check-prefix=OTHER

// CHECK:       memref.global "private" constant @config_core_image : memref<5xi32> = dense<[1667590497, 1701998435, 1, {{-?[0-9]+}}, {{-?[0-9]+}}]>
// CHECK-NEXT:  memref.global "private" constant @config_b_init : memref<6xi32> = dense<[1, 2, 3, 4, 5, 6]>
// CHECK-NEXT:  aie.runtime_sequence @run(%arg0: memref<8xi32>) {
// CHECK-NEXT:    %[[I:.*]] = memref.get_global @config_core_image : memref<5xi32>
// CHECK-NEXT:    aiex.npu.blockwrite(%[[I]]) {address = 2228224 : ui32} : memref<5xi32>
// CHECK-NEXT:    %[[A:.*]] = arith.constant 2224128 : i32
// CHECK-NEXT:    %[[V:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    aiex.npu.write32(%[[A]], %[[V]]) : i32, i32
// CHECK-NEXT:    %[[B:.*]] = memref.get_global @config_b_init : memref<6xi32>
// CHECK-NEXT:    aiex.npu.blockwrite(%[[B]]) {address = 2101248 : ui32} : memref<6xi32>
// CHECK-NEXT:    %[[E:.*]] = arith.constant 2301952 : i32
// CHECK-NEXT:    %[[ON:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    aiex.npu.write32(%[[E]], %[[ON]]) : i32, i32
// CHECK-NEXT:    %[[M:.*]] = arith.constant 118784 : i32
// CHECK-NEXT:    %[[N:.*]] = arith.constant 9 : i32
// CHECK-NEXT:    aiex.npu.write32(%[[M]], %[[N]]) : i32, i32
// CHECK-NEXT:  }
// CHECK:       aie.device(npu1_1col) @other {
// CHECK:         aie.runtime_sequence @configure() {
// CHECK-NEXT:      arith.constant 2224144 : i32
// CHECK-NEXT:      arith.constant 2 : i32
// CHECK-NEXT:      aiex.npu.write32

// OTHER-NOT:   @config_core_image
// OTHER:       aie.runtime_sequence @run
// OTHER-NEXT:    aiex.configure @main
// OTHER:       aie.runtime_sequence @configure() {

module {
  aie.device(npu1_1col) @main {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %l = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "l"}
    %b = aie.buffer(%t02) {address = 4096 : i32, sym_name = "b"} : memref<6xi32> = dense<[1, 2, 3, 4, 5, 6]>
    aie.core(%t02) {
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.end
    }
    aie.runtime_sequence @run(%a: memref<8xi32>) {
      aiex.configure @main {
        aiex.npu.write32 {address = 0x1D000 : ui32, value = 9 : ui32}
      }
    }
  }
  aie.device(npu1_1col) @other {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %l = aie.lock(%t02, 1) {init = 2 : i32, sym_name = "l2"}
  }
}
