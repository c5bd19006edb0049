// --aie-materialize-runtime-sequences: aiex.configure becomes load_pdi plus
// its body; aiex.run inlines the called sequence, bringing along the tiles
// and symbols it uses from the other device.
// RUN: aiec --aie-syntax=2026-04 --split-input-file --aie-materialize-runtime-sequences %s | FileCheck %s

// The called sequence's tile (1, 0) and its shim DMA allocation come along;
// @in exists in the caller, so the copy is @in_0; a second run of the same
// sequence reuses the copies. Each configure loads its device again, but
// one right after a load of the same device (an empty configure) does not
// repeat it.
// CHECK-LABEL: aie.device(npu2) {
// CHECK:      %[[T00:.*]] = aie.tile(0, 0)
// CHECK-NEXT: %[[T10:.*]] = aie.tile(1, 0)
// CHECK-NEXT: aie.shim_dma_allocation @in(%[[T00]], S2MM, 0)
// CHECK-NEXT: aie.shim_dma_allocation @in_0(%[[T10]], MM2S, 0)
// CHECK-NEXT: aie.runtime_sequence @main_seq(%[[A:.*]]: memref<16xi32>, %[[B:.*]]: memref<16xi32>) {
// CHECK-NEXT:   aiex.npu.load_pdi {device_ref = @config_a}
// CHECK-NEXT:   aiex.npu.write32 {address = 100 : ui32, column = 1 : i32, row = 0 : i32, value = 42 : ui32}
// CHECK-NEXT:   aiex.npu.dma_memcpy_nd(%[[A]][0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in_0} : memref<16xi32>
// CHECK-NEXT:   aiex.npu.load_pdi {device_ref = @config_a}
// CHECK-NEXT:   aiex.npu.write32 {address = 100 : ui32, column = 1 : i32, row = 0 : i32, value = 42 : ui32}
// CHECK-NEXT:   aiex.npu.dma_memcpy_nd(%[[B]][0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in_0} : memref<16xi32>
// CHECK-NEXT:   aiex.npu.write32 {address = 200 : ui32, column = 0 : i32, row = 0 : i32, value = 99 : ui32}
// CHECK-NEXT: }
// CHECK:      aie.device(npu2) @config_a {
// CHECK:        aie.runtime_sequence @seq_a
// CHECK-NEXT:     aiex.npu.write32 {address = 100
module {
  aie.device(npu2) @main {
    %tile00 = aie.tile(0, 0)
    aie.shim_dma_allocation @in (%tile00, S2MM, 0)
    aie.runtime_sequence @main_seq(%a: memref<16xi32>, %b: memref<16xi32>) {
      aiex.configure @config_a {
      }
      aiex.configure @config_a {
        aiex.run @seq_a(%a) : (memref<16xi32>)
      }
      aiex.configure @config_a {
        aiex.run @seq_a(%b) : (memref<16xi32>)
      }
      aiex.npu.write32 {address = 200 : ui32, column = 0 : i32, row = 0 : i32, value = 99 : ui32}
    }
  }
  aie.device(npu2) @config_a {
    %tile10 = aie.tile(1, 0)
    aie.shim_dma_allocation @in (%tile10, MM2S, 0)
    aie.runtime_sequence @seq_a(%x: memref<16xi32>) {
      aiex.npu.write32 {address = 100 : ui32, column = 1 : i32, row = 0 : i32, value = 42 : ui32}
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<16xi32>
    }
  }
}

// -----

// Calls nest: @outer's sequence runs @mid's, which configures @leaf and runs
// its sequence; the load_pdis follow in program order. A configure of the
// device's own sequence (ops written directly in the body) copies nothing.
// CHECK-LABEL: aie.device(npu1) @outer {
// CHECK:      aie.runtime_sequence(%{{.*}}: memref<8xi32>) {
// CHECK-NEXT:   aiex.npu.load_pdi {device_ref = @mid}
// CHECK-NEXT:   aiex.npu.write32 {address = 1 : ui32, value = 1 : ui32}
// CHECK-NEXT:   aiex.npu.load_pdi {device_ref = @leaf}
// CHECK-NEXT:   aiex.npu.write32 {address = 2 : ui32, value = 2 : ui32}
// CHECK-NEXT:   aiex.npu.load_pdi {device_ref = @outer}
// CHECK-NEXT:   aiex.npu.write32 {address = 3 : ui32, value = 3 : ui32}
// CHECK-NEXT: }
module {
  aie.device(npu1) @outer {
    aie.runtime_sequence(%a: memref<8xi32>) {
      aiex.configure @mid {
        aiex.run @mid_seq(%a) : (memref<8xi32>)
      }
      aiex.configure @outer {
        aiex.npu.write32 {address = 3 : ui32, value = 3 : ui32}
      }
    }
  }
  aie.device(npu1) @mid {
    aie.runtime_sequence @mid_seq(%a: memref<8xi32>) {
      aiex.npu.write32 {address = 1 : ui32, value = 1 : ui32}
      aiex.configure @leaf {
        aiex.run @leaf_seq() : ()
      }
    }
  }
  aie.device(npu1) @leaf {
    aie.runtime_sequence @leaf_seq() {
      aiex.npu.write32 {address = 2 : ui32, value = 2 : ui32}
    }
  }
}

// -----

// A lock the called sequence sets comes along with its tile: one copy, on
// the caller's tile at the same place, shared by every run of the sequence.
// CHECK-LABEL: aie.device(npu2_1col) @locks_main {
// CHECK:      %[[T02:.*]] = aie.tile(0, 2)
// CHECK-NEXT: %[[L:.*]] = aie.lock(%[[T02]], 3) {init = 0 : i32, sym_name = "sync"}
// CHECK-NOT:  aie.lock
// CHECK:      aie.runtime_sequence @s() {
// CHECK-NEXT:   aiex.npu.load_pdi {device_ref = @locks_dev}
// CHECK-NEXT:   aiex.set_lock(%[[L]], 1)
// CHECK-NEXT:   aiex.set_lock(%[[L]], 1)
// CHECK-NEXT: }
module {
  aie.device(npu2_1col) @locks_main {
    aie.runtime_sequence @s() {
      aiex.configure @locks_dev {
        aiex.run @arm() : ()
        aiex.run @arm() : ()
      }
    }
  }
  aie.device(npu2_1col) @locks_dev {
    %t = aie.tile(0, 2)
    %sync = aie.lock(%t, 3) {init = 0 : i32, sym_name = "sync"}
    aie.runtime_sequence @arm() {
      aiex.set_lock(%sync, 1)
    }
  }
}
