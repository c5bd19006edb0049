// --aie-lower-to-cert on a routed, allocated netlist: one group per column,
// job 1 writes the static configuration through the register table. Values
// are those of docs/registers.md (the compute BD is the worked example of
// §4.2 with a next BD); the chain carries the buffer's initial value and
// the BD.
// RUN: aiec %s --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s
// RUN: aiec %s --aie-lower-to-cert | FileCheck %s --check-prefix=IR
// RUN: aiec %s --aie-lower-to-cert --aie-lower-to-cert | FileCheck %s --check-prefix=IR

// CHECK:       .attach_to_group 0
// CHECK:       START_JOB 1
// Switch: master South:0 (port 5) fed by slave DMA:0 (port 1), then that
// slave enabled (aie-rt's order).
// CHECK-NEXT:    WRITE_32               0x0023f014, 0x80000001
// CHECK-NEXT:    WRITE_32               0x0023f104, 0x80000000
// Lock 3 starts at 2; lock 4 has no initial value and is not written.
// CHECK-NEXT:    WRITE_32               0x0021f030, 0x00000002
// Buffer data and the BD in one uC-DMA chain.
// CHECK-NEXT:    uC_DMA_WRITE_DES_SYNC  @[[CHAIN:[a-z_0-9]+]]
// Start MM2S 0 at BD 0, then enable the core.
// CHECK-NEXT:    WRITE_32               0x0021de14, 0x00000000
// CHECK-NEXT:    WRITE_32               0x00232000, 0x00000001
// CHECK-NEXT:  END_JOB
// CHECK:       [[CHAIN]]:
// CHECK-NEXT:    UC_DMA_BD       0, 0x00201000, @data_init, 2, 0, 1
// CHECK-NEXT:    UC_DMA_BD       0, 0x0021d000, @bd_0_2_0, 6, 0, 0
// CHECK:       data_init:
// CHECK-NEXT:    .long           0x00020001
// CHECK-NEXT:    .long           0x00040003
// CHECK:       bd_0_2_0:
// CHECK-NEXT:    .long           0x00720100
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x06049fe3

// The group replaces nothing of the netlist; the job is marked as
// configuration (for the ELF's note); a second run changes nothing.
// IR:          aie.mem(%tile_0_2)
// IR:          aiex.cert.attach_to_group(0) {
// IR-NEXT:       aiex.cert.page {
// IR-NEXT:         aiex.cert.job(1) {
// IR:              } {aiec.configuration}
// IR-NEXT:       }
// IR-NEXT:     }
// IR-NOT:      aiex.cert.attach_to_group

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %l3 = aie.lock(%t02, 3) {init = 2 : i32, sym_name = "l3"}
    %l4 = aie.lock(%t02, 4) {sym_name = "l4"}
    %buf = aie.buffer(%t02) {address = 1824 : i32, sym_name = "buf"} : memref<256xi32>
    %data = aie.buffer(%t02) {address = 4096 : i32, sym_name = "data"} : memref<4xi16> = dense<[1, 2, 3, 4]>
    %sb = aie.switchbox(%t02) {
      aie.connect<DMA : 0, South : 0>
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%l3, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<256xi32>, 0, 256) {bd_id = 0 : i32, next_bd_id = 0 : i32}
      aie.use_lock(%l4, Release, 1)
      aie.next_bd ^bd0
    ^end:
      aie.end
    }
    %core = aie.core(%t02) {
      aie.end
    }
  }
}
