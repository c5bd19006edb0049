// --aie-expand-load-pdi: a load of a device becomes a load of an empty
// device (@empty_0, @empty_1 alternating: the firmware skips a repeated
// load) and the device's configuration as NPU writes: each core loaded as
// aie-rt does (core disabled, channels held in reset around its program
// memory's image, a reset pulse, its tile's locks zeroed), switch master before
// slave, shim mux as maskwrite32, lock values, buffer data and BDs as
// blockwrites of new globals, then channel starts and core enables (every
// column's setup before any start). A load of a device with nothing to
// configure stays, so a second run changes nothing. By default the
// configuration stays an `aiex.npu.write_config @design`, which the NPU
// translations write as those ops: the same words either way.
// RUN: aiec --aie-syntax=2026-04 --aie-expand-load-pdi=inline-config=true %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --aie-expand-load-pdi=inline-config=true --aie-expand-load-pdi %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --aie-expand-load-pdi %s | FileCheck %s --check-prefix=LAZY
// RUN: aiec --aie-syntax=2026-04 --aie-expand-load-pdi %s -o %t.lazy.mlir
// RUN: aiec --aie-syntax=2026-04 --aie-expand-load-pdi=inline-config=true %s -o %t.inline.mlir
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false --aie-device-name=main %t.lazy.mlir -o %t.lazy.txt
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false --aie-device-name=main %t.inline.mlir -o %t.inline.txt
// RUN: cmp %t.lazy.txt %t.inline.txt
// RUN: aiec --aie-npu-to-cert %t.lazy.mlir -o %t.lazy.cert.mlir
// RUN: aiec --aie-npu-to-cert %t.inline.mlir -o %t.inline.cert.mlir
// RUN: diff %t.lazy.cert.mlir %t.inline.cert.mlir
// RUN: aiec --convert-aiex-to-emitc %t.lazy.mlir -o %t.lazy.cpp.mlir
// RUN: aiec --convert-aiex-to-emitc %t.inline.mlir -o %t.inline.cpp.mlir
// RUN: diff %t.lazy.cpp.mlir %t.inline.cpp.mlir

// LAZY:       aie.runtime_sequence @run() {
// LAZY-NEXT:    aiex.npu.load_pdi {device_ref = @empty_0}
// LAZY-NEXT:    aiex.npu.write_config @design
// LAZY-NEXT:    aiex.npu.load_pdi {device_ref = @empty_1}
// LAZY-NEXT:    aiex.npu.write_config @design
// LAZY-NEXT:    aiex.npu.load_pdi {device_ref = @nothing}
// LAZY-NEXT:  }

// CHECK-LABEL: module {
// CHECK-NEXT:    aie.device(npu1_1col) @empty_1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    aie.device(npu1_1col) @empty_0 {
// CHECK-NEXT:    }
// CHECK:         memref.global "private" constant @loadpdi_0_core_image : memref<5xi32>
// CHECK-NEXT:    memref.global "private" constant @loadpdi_0_data_init : memref<1xi32> = dense<7>
// CHECK-NEXT:    memref.global "private" constant @loadpdi_0_bd_0_2_0 : memref<6xi32>
// CHECK-NEXT:    memref.global "private" constant @loadpdi_1_core_image
// CHECK-NEXT:    memref.global "private" constant @loadpdi_1_data_init
// CHECK-NEXT:    memref.global "private" constant @loadpdi_1_bd_0_2_0
// CHECK:         aie.runtime_sequence
// CHECK-NEXT:      aiex.npu.load_pdi {device_ref = @empty_0}
// CHECK-NEXT:      aiex.npu.maskwrite32 {address = 2301952 : ui32, mask = 1 : ui32, value = 0 : ui32}
// CHECK-COUNT-4:   aiex.npu.maskwrite32 {address = {{[0-9]+}} : ui32, mask = 2 : ui32, value = 2 : ui32}
// CHECK-NEXT:      %[[I:.*]] = memref.get_global @loadpdi_0_core_image : memref<5xi32>
// CHECK-NEXT:      aiex.npu.blockwrite(%[[I]]) {address = 2228224 : ui32} : memref<5xi32>
// CHECK-COUNT-4:   aiex.npu.maskwrite32 {address = {{[0-9]+}} : ui32, mask = 2 : ui32, value = 0 : ui32}
// CHECK-NEXT:      aiex.npu.maskwrite32 {address = 2301952 : ui32, mask = 2 : ui32, value = 2 : ui32}
// CHECK-NEXT:      aiex.npu.maskwrite32 {address = 2301952 : ui32, mask = 2 : ui32, value = 0 : ui32}
// CHECK-COUNT-16:  aiex.npu.write32 {address = {{[0-9]+}} : ui32, value = 0 : ui32}
// CHECK-NEXT:      aiex.npu.write32 {address = 2355220 : ui32, value = 2147483649 : ui32}
// CHECK-NEXT:      aiex.npu.write32 {address = 2355460 : ui32, value = 2147483648 : ui32}
// CHECK-NEXT:      aiex.npu.maskwrite32 {address = 126976 : ui32, mask = 3072 : ui32, value = 1024 : ui32}
// CHECK-NEXT:      aiex.npu.write32 {address = 2224176 : ui32, value = 2 : ui32}
// CHECK-NEXT:      %[[D:.*]] = memref.get_global @loadpdi_0_data_init : memref<1xi32>
// CHECK-NEXT:      aiex.npu.blockwrite(%[[D]]) {address = 2101248 : ui32} : memref<1xi32>
// CHECK-NEXT:      %[[B:.*]] = memref.get_global @loadpdi_0_bd_0_2_0 : memref<6xi32>
// CHECK-NEXT:      aiex.npu.blockwrite(%[[B]]) {address = 2215936 : ui32} : memref<6xi32>
// CHECK-NEXT:      aiex.npu.write32 {address = 2219540 : ui32, value = 0 : ui32}
// CHECK-NEXT:      aiex.npu.write32 {address = 2301952 : ui32, value = 1 : ui32}
// CHECK-NEXT:      aiex.npu.load_pdi {device_ref = @empty_1}
// CHECK-NEXT:      aiex.npu.maskwrite32 {address = 2301952
// CHECK:           aiex.npu.load_pdi {device_ref = @nothing}
// CHECK-NEXT:    }
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
      aie.connect<DMA : 0, North : 3>
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
}

