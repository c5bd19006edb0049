// --aie-expand-load-pdi=ctrl-pkt=true: a load of a device becomes a load of
// the column control overlay's device (@ctrl_pkt_overlay, then its copy
// @ctrl_pkt_overlay_copy, made after it: the firmware skips a repeated
// load) and the device's configuration as control packets of at most four
// words: the core's program memory (a core image naming @design), the
// switch, the shim mux, the lock value, the buffer data and BD, the channel
// start and the core enable. A control packet cannot mask: the shim mux
// packet writes the whole register, the overlay's bit (DMA 0 to North 3,
// 1024) and @design's (DMA 1 to North 7, 4096). A load of the overlay or of
// a device with nothing to configure stays, so a second run changes nothing.
// RUN: aiec --aie-syntax=2026-04 --aie-expand-load-pdi=ctrl-pkt=true %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --aie-expand-load-pdi=ctrl-pkt=true %s -o %t.once.mlir
// RUN: aiec --aie-syntax=2026-04 --aie-expand-load-pdi=ctrl-pkt=true %t.once.mlir -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// RUN: aiec --aie-syntax=2026-04 --verify-diagnostics --aie-expand-load-pdi=ctrl-pkt=true %S/Inputs/expand-load-pdi-ctrl-pkt-errors.mlir

// The core image: "aiec", "core", version 1, the digest of @design's text.
// CHECK-LABEL: aie.runtime_sequence @run() {
// CHECK-NEXT:    aiex.npu.load_pdi {device_ref = @ctrl_pkt_overlay}
// Each core loaded as aie-rt loads one: disabled, its DMA channels held in
// reset around the program-memory write, a reset pulse, its locks zeroed.
// CHECK-NEXT:    aiex.control_packet {address = 2301952 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219520 : ui32, data = array<i32: 2>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219528 : ui32, data = array<i32: 2>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219536 : ui32, data = array<i32: 2>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219544 : ui32, data = array<i32: 2>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2228224 : ui32, data = array<i32: 1667590497, 1701998435, 1, {{-?[0-9]+}}>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2228240 : ui32, data = array<i32: {{-?[0-9]+}}>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219520 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219528 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219536 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219544 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2301952 : ui32, data = array<i32: 2>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2301952 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224128 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224144 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224160 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224176 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224192 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224208 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224224 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224240 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224256 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224272 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224288 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224304 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224320 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224336 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224352 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224368 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2355220 : ui32, data = array<i32: -2147483647>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2355460 : ui32, data = array<i32: -2147483648>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 126976 : ui32, data = array<i32: 17408>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2224176 : ui32, data = array<i32: 2>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2101248 : ui32, data = array<i32: 7>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2215936 : ui32, data = array<i32: 7471360, 0, 0, 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2215952 : ui32, data = array<i32: 0, 100671459>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2219540 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.control_packet {address = 2301952 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
// CHECK-NEXT:    aiex.npu.load_pdi {device_ref = @ctrl_pkt_overlay_copy}
// CHECK-NEXT:    aiex.control_packet {address = 2301952 : ui32, data = array<i32: 0>
// CHECK:         aiex.control_packet {address = 2301952 : ui32, data = array<i32: 1>
// CHECK-NEXT:    aiex.npu.load_pdi {device_ref = @nothing}
// CHECK-NEXT:  }
// CHECK:       aie.device(npu1_1col) @ctrl_pkt_overlay {
// CHECK:       } {has_ctrl_pkt_overlay = true}
// CHECK-NEXT:  aie.device(npu1_1col) @ctrl_pkt_overlay_copy {
// CHECK-NEXT:    %[[S:.*]] = aie.tile(0, 0)
// CHECK-NEXT:    aie.shim_mux(%[[S]]) {
// CHECK-NEXT:      aie.connect<DMA : 0, North : 3>
// CHECK-NEXT:    }
// CHECK-NEXT:  } {has_ctrl_pkt_overlay = true}

module {
  aie.device(npu1_1col) @main {
    aie.runtime_sequence @run() {
      aiex.npu.load_pdi {device_ref = @design}
      aiex.npu.load_pdi {device_ref = @design}
      aiex.npu.load_pdi {device_ref = @nothing}
    }
  }
  aie.device(npu1_1col) @design {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %l3 = aie.lock(%t02, 3) {init = 2 : i32}
    %buf = aie.buffer(%t02) {address = 1824 : i32, sym_name = "buf"} : memref<256xi32>
    %data = aie.buffer(%t02) {address = 4096 : i32, sym_name = "data"} : memref<1xi32> = dense<7>
    %sb = aie.switchbox(%t02) {
      aie.connect<DMA : 0, South : 0>
    }
    %mux = aie.shim_mux(%t00) {
      aie.connect<DMA : 1, North : 7>
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%l3, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<256xi32>, 0, 256) {bd_id = 0 : i32, next_bd_id = 0 : i32}
      aie.next_bd ^bd0
    ^end:
      aie.end
    }
    %core = aie.core(%t02) {
      aie.end
    }
  }
  aie.device(npu1_1col) @nothing {
    %t02 = aie.tile(0, 2)
  }
  aie.device(npu1_1col) @ctrl_pkt_overlay {
    %t00 = aie.tile(0, 0)
    %mux = aie.shim_mux(%t00) {
      aie.connect<DMA : 0, North : 3>
    }
  } {has_ctrl_pkt_overlay = true}
}
