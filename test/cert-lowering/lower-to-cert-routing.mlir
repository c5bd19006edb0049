// --aie-lower-to-cert: packet switching, the shim mux and demux, cascades,
// a mem-tile BD on its west neighbour's buffer and lock, and the remote
// barrier that makes both columns finish their setup before either starts
// a DMA (the mem tile of column 1 uses column 0's lock).
// RUN: aiec %s --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s

// CHECK:       .attach_to_group 0
// CHECK:       START_JOB 1
// Shim master South:2 (port 4): packet mode, header dropped (the shim DMA is
// South of row 0), msel 3, arbiter 5. Slave North:1 (port 15) in packet mode
// with two slots (id 7 mask 31, id 2 mask 30).
// CHECK-NEXT:    WRITE_32               0x0003f010, 0xc00000c5
// CHECK-NEXT:    WRITE_32               0x0003f13c, 0xc0000000
// CHECK-NEXT:    WRITE_32               0x0003f2f0, 0x071f0135
// CHECK-NEXT:    WRITE_32               0x0003f2f4, 0x021e0135
// Mux: DMA 1 onto South 7; demux: South 2 to DMA 0.
// CHECK-NEXT:    MASK_WRITE_32          0x0001f000, 0x0000c000, 0x00004000
// CHECK-NEXT:    MASK_WRITE_32          0x0001f004, 0x00000030, 0x00000010
// Cascade of (0, 2): in from North, out to East.
// CHECK-NEXT:    WRITE_32               0x00236060, 0x00000002
// Mem-tile lock 5 of (0, 1) starts at 1.
// CHECK-NEXT:    WRITE_32               0x001c0050, 0x00000001
// CHECK-NEXT:    REMOTE_BARRIER         $rb0, 0x00000003
// CHECK-NEXT:  END_JOB

// CHECK:       .attach_to_group 1
// CHECK:       START_JOB 1
// Compute masters DMA:0 (header kept on request) and North:1 (port 14),
// slave West:0 (port 11) with its rule in slot 0.
// CHECK-NEXT:    WRITE_32               0x0223f004, 0xc0000008
// CHECK-NEXT:    WRITE_32               0x0223f038, 0xc0000008
// CHECK-NEXT:    WRITE_32               0x0223f12c, 0xc0000000
// CHECK-NEXT:    WRITE_32               0x0223f2b0, 0x011f0100
// CHECK-NEXT:    WRITE_32               0x02236060, 0x00000001
// CHECK-NEXT:    uC_DMA_WRITE_DES_SYNC  @[[CHAIN:[a-z_0-9]+]]
// CHECK-NEXT:    REMOTE_BARRIER         $rb0, 0x00000003
// MM2S 3 of mem tile (1, 1): BD 30, repeat count 2.
// CHECK-NEXT:    WRITE_32               0x021a064c, 0x0002001e
// CHECK-NEXT:  END_JOB
// CHECK:       [[CHAIN]]:
// CHECK-NEXT:    UC_DMA_BD       0, 0x021a03c0, @bd_1_1_30, 8, 0, 0
// The west neighbour's buffer is at word (0x2000 + 16) / 4 of the window;
// lock 5 of the west neighbour is id 5 (acquire == 1); sizes/strides 4/2, 2/1.
// CHECK:       bd_1_1_30:
// CHECK-NEXT:    .long           0x00000008
// CHECK-NEXT:    .long           0x00000804
// CHECK-NEXT:    .long           0x00080001
// CHECK-NEXT:    .long           0x00040000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x80008105

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t11 = aie.tile(1, 1)
    %t02 = aie.tile(0, 2)
    %t12 = aie.tile(1, 2)
    %sb00 = aie.switchbox(%t00) {
      %a = aie.amsel<5> (3)
      aie.masterset(South : 2, %a)
      aie.packet_rules(North : 1) {
        aie.rule(31, 7, %a)
        aie.rule(30, 2, %a)
      }
    }
    %mux = aie.shim_mux(%t00) {
      aie.connect<DMA : 1, North : 7>
      aie.connect<North : 2, DMA : 0>
    }
    %sb12 = aie.switchbox(%t12) {
      %a = aie.amsel<0> (0)
      aie.masterset(DMA : 0, %a) {keep_pkt_header = true}
      aie.masterset(North : 1, %a)
      aie.packet_rules(West : 0) {
        aie.rule(31, 1, %a)
      }
    }
    aie.configure_cascade(%t02, North, East)
    aie.configure_cascade(%t12, West, South)
    %b = aie.buffer(%t01) {address = 8192 : i32, sym_name = "b"} : memref<16xi32>
    %l = aie.lock(%t01, 5) {init = 1 : i32, sym_name = "l"}
    %m = aie.memtile_dma(%t11) {
      %0 = aie.dma_start(MM2S, 3, ^bd, ^end, repeat_count = 2)
    ^bd:
      aie.use_lock(%l, Acquire, 1)
      aie.dma_bd(%b : memref<16xi32>, 4, 8, [<size = 2, stride = 1>, <size = 4, stride = 2>]) {bd_id = 30 : i32}
      aie.end
    ^end:
      aie.end
    }
  }
}
