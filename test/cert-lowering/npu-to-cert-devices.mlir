// --aie-npu-to-cert with several devices, as mlir-aie: the main device
// (`device-name`, default "main") is lowered first; each device one of its
// `load_pdi`s names becomes an aiex.cert.section of it holding that
// device's `configure` sequence as a job one above the highest job id (with
// the globals it reads), or an empty job when it has none; `load_pdi` becomes aiex.cert.load_pdi with the id
// of an earlier load of the device, else one above the ids before it; the
// other devices are removed.
// RUN: aiec --aie-npu-to-cert --split-input-file %s | FileCheck %s
// RUN: aiec '--aie-npu-to-cert=device-name=other' --split-input-file %s | FileCheck %s --check-prefix=OTHER
// RUN: not aiec '--aie-npu-to-cert=device-name=none' %s 2>&1 | FileCheck %s --check-prefix=NONE

// CHECK:      module {
// CHECK-NEXT:   aie.device(npu2) {
// CHECK-NEXT:     aiex.cert.job(3) {
// CHECK-NEXT:       aiex.cert.load_pdi(1, @other)
// CHECK-NEXT:       aiex.cert.load_pdi(2, @third)
// CHECK-NEXT:       aiex.cert.load_pdi(1, @other)
// CHECK-NEXT:       aiex.cert.write32(16, 1)
// CHECK-NEXT:     }
// CHECK-NEXT:     aiex.cert.uc_dma_chain @chain_0 {
// CHECK-NEXT:       aiex.cert.uc_dma_bd @data, 4096, 2, false
// CHECK-NEXT:     }
// CHECK-NEXT:     aiex.cert.section @other {
// CHECK-NEXT:       aiex.cert.page {
// CHECK-NEXT:         aiex.cert.job(1) {
// CHECK-NEXT:           aiex.cert.uc_dma_write_des_sync(@chain_0)
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.global "private" constant @data : memref<2xi32> = dense<[5, 6]>
// CHECK-NEXT:     aiex.cert.section @third {
// CHECK-NEXT:       aiex.cert.page {
// CHECK-NEXT:         aiex.cert.job(2) {
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// OTHER:      aie.device(npu2) @other {
// OTHER-NOT:  aie.device
// OTHER:      aiex.cert.job(1) {
// OTHER-NEXT:   aiex.cert.uc_dma_write_des_sync(@chain_0)
// OTHER-NOT:  aie.device

// NONE: error: no device found matching --device-name "none"
module {
  aie.device(npu2) {
    aie.runtime_sequence @run() {
      aiex.npu.load_pdi {device_ref = @other}
      aiex.npu.load_pdi {device_ref = @third}
      aiex.npu.load_pdi {device_ref = @other}
      aiex.npu.write32 {address = 16 : ui32, value = 1 : ui32}
    }
  }
  aie.device(npu2) @other {
    memref.global "private" constant @data : memref<2xi32> = dense<[5, 6]>
    aie.runtime_sequence @configure() {
      %d = memref.get_global @data : memref<2xi32>
      aiex.npu.blockwrite(%d) {address = 4096 : ui32} : memref<2xi32>
    }
  }
  // No `configure` sequence: a section with an empty job.
  aie.device(npu2) @third {
  }
}
