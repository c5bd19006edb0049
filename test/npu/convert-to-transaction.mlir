// --convert-aie-to-transaction: a device's configuration as NPU writes in a
// runtime sequence, where its first aiex.configure was (the configure's
// body after them), else in a new @configure: each core loaded first as
// aie-rt loads it (XAie_CoreDisable: Core_Control 0x32000 enable bit (mask
// 1) to 0; XAie_DmaChannelResetAll: the reset bit (mask 2) of the four
// channel controls 0x1DE00/08/10/18 set; the program memory 0x20000, here
// an aiec core image: "aiec", "core", version 1, the 64-bit digest of the
// device's design; the channels out of reset; XAie_CoreReset and
// XAie_CoreUnreset: Core_Control's reset bit (mask 2) set then cleared; the
// tile's 16 lock values 0x1F000 + 16 * id to 0), then lock initial values,
// buffer data, core enables. device-name= converts one device only.
// RUN: aiec --convert-aie-to-transaction %s | FileCheck %s
// RUN: aiec --convert-aie-to-transaction=device-name=other %s | FileCheck %s --check-prefix=OTHER

// CHECK:       memref.global "private" constant @config_core_image : memref<5xi32> = dense<[1667590497, 1701998435, 1, {{-?[0-9]+}}, {{-?[0-9]+}}]>
// CHECK-NEXT:  memref.global "private" constant @config_b_init : memref<6xi32> = dense<[1, 2, 3, 4, 5, 6]>
// CHECK-NEXT:  aie.runtime_sequence @run(%arg0: memref<8xi32>) {
// CHECK-NEXT:    %[[CC:.*]] = arith.constant 2301952 : i32
// CHECK-NEXT:    %[[OFF:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[EN:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    aiex.npu.maskwrite32(%[[CC]], %[[OFF]], %[[EN]]) : i32, i32, i32
// CHECK-NEXT:    %[[S0:.*]] = arith.constant 2219520 : i32
// CHECK-NEXT:    %[[RST:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[RM:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    aiex.npu.maskwrite32(%[[S0]], %[[RST]], %[[RM]]) : i32, i32, i32
// CHECK-COUNT-3: aiex.npu.maskwrite32({{.*}}) : i32, i32, i32
// CHECK-NEXT:    %[[I:.*]] = memref.get_global @config_core_image : memref<5xi32>
// CHECK-NEXT:    aiex.npu.blockwrite(%[[I]]) {address = 2228224 : ui32} : memref<5xi32>
// CHECK-NEXT:    %[[U0:.*]] = arith.constant 2219520 : i32
// CHECK-NEXT:    %[[CLR:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[UM:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    aiex.npu.maskwrite32(%[[U0]], %[[CLR]], %[[UM]]) : i32, i32, i32
// CHECK-COUNT-3: aiex.npu.maskwrite32({{.*}}) : i32, i32, i32
// CHECK-NEXT:    %[[R1:.*]] = arith.constant 2301952 : i32
// CHECK-NEXT:    %[[R1V:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[R1M:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    aiex.npu.maskwrite32(%[[R1]], %[[R1V]], %[[R1M]]) : i32, i32, i32
// CHECK-NEXT:    %[[R0:.*]] = arith.constant 2301952 : i32
// CHECK-NEXT:    %[[R0V:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[R0M:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    aiex.npu.maskwrite32(%[[R0]], %[[R0V]], %[[R0M]]) : i32, i32, i32
// CHECK-NEXT:    %[[L0:.*]] = arith.constant 2224128 : i32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    aiex.npu.write32(%[[L0]], %[[Z]]) : i32, i32
// CHECK-COUNT-14: aiex.npu.write32({{.*}}) : i32, i32
// CHECK-NEXT:    %[[L15:.*]] = arith.constant 2224368 : i32
// CHECK-NEXT:    %[[Z15:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    aiex.npu.write32(%[[L15]], %[[Z15]]) : i32, i32
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
