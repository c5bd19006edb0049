// A lock value a runtime sequence knows only when it runs (`aie.use_lock` of
// a task's BD with an argument as its value) puts the BD on the run-time
// path: one blockwrite of its words, the value guarded to the lock field's
// range and or'ed into the lock word (an AcquireGreaterEqual's negated, and
// from 1: a field of 0 would mean "acquire equal 0").
// RUN: aiec --split-input-file --verify-diagnostics --aie-lower-scratchpad-parameters --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK-LABEL: @mem_tile
// CHECK:      %[[LESS:.*]] = arith.subi %arg0, %c1_i32 : i32
// CHECK:      %[[AOK:.*]] = arith.cmpi ule, %[[LESS]], %c62_i32 : i32
// CHECK:      cf.assert %[[AOK]], "a runtime lock value must be in [1:63]"
// CHECK:      %[[NEG:.*]] = arith.subi %c0_i32, %arg0 : i32
// CHECK:      %[[ROK:.*]] = arith.cmpi ule, %arg1, %c63_i32 : i32
// CHECK:      cf.assert %[[ROK]], "a runtime lock value must be in [0:63]"
// Release value: bits 24-30 of word 7; acquire value: bits 8-14.
// CHECK:      %[[REL:.*]] = arith.andi %arg1, %c127_i32 : i32
// CHECK:      arith.shli %[[REL]], %c24_i32 : i32
// CHECK:      %[[ACQ:.*]] = arith.andi %[[NEG]], %c127_i32{{.*}} : i32
// CHECK:      arith.shli %[[ACQ]], %c8_i32 : i32
// CHECK:      aiex.npu.blockwrite_values(%c1703936_i32 : i32) values %c4096_i32,
// CHECK-NOT:  aiex.npu.writebd
aie.device(npu2) {
  %t = aie.tile(0, 1)
  %buf = aie.buffer(%t) {address = 0 : i32} : memref<4096xi32>
  %free = aie.lock(%t, 0) {init = 2 : i32}
  %full = aie.lock(%t, 1) {init = 0 : i32}
  aie.runtime_sequence @mem_tile(%take: i32, %give: i32) {
    %task = aiex.dma_configure_task(%t, S2MM, 0) {
      aie.use_lock(%free, AcquireGreaterEqual, %take)
      aie.dma_bd(%buf : memref<4096xi32> offset = 0 len = 4096) {bd_id = 0 : i32}
      aie.use_lock(%full, Release, %give)
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

// A compute tile's lock word: release value at bit 18, acquire value at bit
// 5; Acquire (equal) takes the value as it is.
// CHECK-LABEL: @core_tile
// CHECK:      cf.assert %{{.*}}, "a runtime lock value must be in [0:63]"
// CHECK:      cf.assert %{{.*}}, "a runtime lock value must be in [0:63]"
// CHECK-NOT:  arith.subi
// CHECK:      %[[REL:.*]] = arith.andi %arg1, %c127_i32 : i32
// CHECK:      arith.shli %[[REL]], %c18_i32 : i32
// CHECK:      %[[ACQ:.*]] = arith.andi %arg0, %c127_i32{{.*}} : i32
// CHECK:      arith.shli %[[ACQ]], %c5_i32 : i32
// CHECK:      aiex.npu.blockwrite_values
aie.device(npu2) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {address = 1024 : i32} : memref<256xi32>
  %a = aie.lock(%t, 2) {init = 1 : i32}
  %b = aie.lock(%t, 3) {init = 0 : i32}
  aie.runtime_sequence @core_tile(%x: i32, %y: i32) {
    %task = aiex.dma_configure_task(%t, MM2S, 1) {
      aie.use_lock(%a, Acquire, %x)
      aie.dma_bd(%buf : memref<256xi32> offset = 0 len = 256) {bd_id = 3 : i32}
      aie.use_lock(%b, Release, %y)
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

// A static DMA program's BD is written when the design loads: its lock
// values are constants.
aie.device(npu2) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {address = 1024 : i32} : memref<256xi32>
  %a = aie.lock(%t, 2) {init = 1 : i32}
  %n = aie.buffer(%t) {address = 4096 : i32} : memref<1xi32>
  %mem = aie.mem(%t) {
    %c0 = arith.constant 0 : index
    %v = memref.load %n[%c0] : memref<1xi32>
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{'aie.use_lock' op lock value in a DMA/BD block must be a compile-time constant (defined by an arith.constant)}}
    aie.use_lock(%a, AcquireGreaterEqual, %v)
    aie.dma_bd(%buf : memref<256xi32> offset = 0 len = 256) {bd_id = 0 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A run-time length rewrites a BD at a fixed address, whose lock values it
// keeps: they must be constants.
aiex.scratchpad_parameter @n : i32
aie.device(npu2) {
  %t = aie.tile(0, 0)
  %l = aie.lock(%t, 0) {init = 0 : i32}
  aie.runtime_sequence(%arg0 : memref<4096xi32>, %k : i32) {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.use_lock(%l, AcquireGreaterEqual, %k)
      // expected-error@+1 {{'aie.dma_bd' op length_parameter requires a constant offset, bd_id, next_bd and lock value}}
      aie.dma_bd(%arg0 : memref<4096xi32> offset = 0 len = 64) {bd_id = 0 : i32, length_parameter = @n, length_unit = 4 : i32}
      aie.use_lock(%l, Release, %k)
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}
