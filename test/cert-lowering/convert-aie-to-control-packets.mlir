// --convert-aie-to-control-packets: the device's configuration as control
// packets in a new runtime sequence @configure, in the order of
// --convert-aie-to-transaction's writes. A control packet writes whole
// registers, so a masked write becomes the register's value after it,
// folded over what the packets before it wrote: Core_Control of (0, 2)
// (0x232000) is disabled (0), pulsed through reset (2, then 0) and at the
// end enabled (1), never a bare mask bit that would clear the others; a
// block of five words goes as packets of four and one.

// RUN: aiec --convert-aie-to-control-packets %s | FileCheck %s
// RUN: aiec --convert-aie-to-transaction %s | FileCheck %s --check-prefix=TXN

// CHECK:      aie.runtime_sequence @configure() {
// CHECK-NEXT:   aiex.control_packet {address = 2301952 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK:        aiex.control_packet {address = 2228224 : ui32, data = array<i32: {{[-0-9]+}}, {{[-0-9]+}}, {{[-0-9]+}}, {{[-0-9]+}}>
// CHECK-NEXT:   aiex.control_packet {address = 2228240 : ui32, data = array<i32: {{[-0-9]+}}>
// CHECK:        aiex.control_packet {address = 2301952 : ui32, data = array<i32: 2>
// CHECK-NEXT:   aiex.control_packet {address = 2301952 : ui32, data = array<i32: 0>
// CHECK:        aiex.control_packet {address = 2301952 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT: }
// CHECK-NOT:  aiex.npu

// TXN:      aiex.npu.maskwrite32(%c2301952_i32, %c0_i32, %c1_i32)

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {address = 1024 : i32, sym_name = "buf"} : memref<256xi32>
  %c = aie.core(%t) {
    aie.end
  }
}
