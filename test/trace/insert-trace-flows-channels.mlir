// --aie-insert-trace-flows: the shim channels and the trace buffer.
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-insert-trace-flows %s | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-insert-trace-flows="distribute-channels=true packet-id-start=4" %s | FileCheck %s --check-prefixes=CHECK,TWO

// arg_idx = -1: the trace goes into the last argument, after its 64 bytes
// of data. distribute-channels: the second trace goes to S2MM 0 through BD
// 14, writing the second 8192 bytes.
// CHECK-LABEL: @two_traces
// ONE: aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 2048 : i32
// ONE-NEXT: aiex.npu.address_patch {addr = 119268 : ui32, arg_idx = 1 : i32, arg_plus = 64 : i32}
// ONE-NOT: writebd
// ONE: aie.packet_flow(1) {
// ONE: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>
// ONE: aie.packet_flow(2) {
// ONE: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>
// TWO: aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 2048 : i32
// TWO-NEXT: aiex.npu.address_patch {addr = 119268 : ui32, arg_idx = 1 : i32, arg_plus = 64 : i32}
// TWO-NEXT: aiex.npu.maskwrite32 {address = 119304 : ui32
// TWO-NEXT: aiex.npu.write32 {address = 119308 : ui32, column = 0 : i32, row = 0 : i32, value = 2147483663 : ui32}
// TWO-NEXT: aiex.npu.writebd {bd_id = 14 : i32, buffer_length = 2048 : i32
// TWO-NEXT: aiex.npu.address_patch {addr = 119236 : ui32, arg_idx = 1 : i32, arg_plus = 8256 : i32}
// TWO-NEXT: aiex.npu.maskwrite32 {address = 119296 : ui32
// TWO-NEXT: aiex.npu.write32 {address = 119300 : ui32, column = 0 : i32, row = 0 : i32, value = 2147483662 : ui32}
// TWO: aie.packet_flow(4) {
// TWO: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>
// TWO: aie.packet_flow(5) {
// TWO: aie.packet_dest<%shim_noc_tile_0_0, DMA : 0>
module @two_traces {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.trace @a(%t02) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.trace @b(%t03) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence(%in: memref<8xi32>, %out: memref<16xi32>) {
      aie.trace.host_config buffer_size = 8192 arg_idx = -1
    }
  }
}

// -----

// A flow already ends at shim DMA S2MM 1: the traces take S2MM 0 (also
// with distribute-channels, which then has no second channel).
// CHECK-LABEL: @channel_taken
// CHECK: aiex.npu.maskwrite32 {address = 119296 : ui32
// CHECK-NEXT: aiex.npu.write32 {address = 119300 : ui32
// CHECK-NOT: aiex.npu.writebd
// CHECK: aie.packet_dest<%shim_noc_tile_0_0, DMA : 0>
// CHECK: aie.packet_dest<%shim_noc_tile_0_0, DMA : 0>
module @channel_taken {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.flow(%t02, DMA : 0, %t00, DMA : 1)
    aie.trace @a(%t02) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.trace @b(%t03) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence(%out: memref<16xi32>) {
      aie.trace.host_config buffer_size = 8192
    }
  }
}

// -----

// Auto ids skip the ids traces give themselves.
// CHECK-LABEL: @ids
// ONE: aie.trace.packet id = 1 type = core
// ONE: aie.trace.packet id = 4 type = core
// ONE: aie.trace.packet id = 2 type = core
// TWO: aie.trace.packet id = 5 type = core
// TWO: aie.trace.packet id = 4 type = core
// TWO: aie.trace.packet id = 6 type = core
module @ids {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    aie.trace @a(%t02) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.trace @b(%t03) {
      aie.trace.packet id = 4 type = core
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.trace @c(%t04) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence(%out: memref<16xi32>) {
      aie.trace.host_config buffer_size = 64
    }
  }
}
