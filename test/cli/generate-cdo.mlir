// aie-translate --aie-generate-cdo (docs/cli.md): the static configuration
// as CDO files in aie-rt's order, with the CDO driver's listing under
// --cdo-debug. Init: each core tile with a core reset, released and its
// 16 locks zeroed; lock and buffer initial values; per DMA program (mem,
// then mem tile, then shim) its BDs, then its starts; switchboxes
// (connections, master sets, packet rules), shim muxes, cascades. Enable:
// the cores.
// RUN: rm -rf %t && mkdir -p %t
// RUN: aiec %s --aie-generate-cdo --cdo-debug=true --work-dir-path=%t | FileCheck %s
// RUN: od -A n -t x4 %t/main_aie_cdo_enable.bin | FileCheck %s --check-prefix=ENABLE
// RUN: od -A n -t x4 %t/main_aie_cdo_elfs.bin | FileCheck %s --check-prefix=ELFS
// One file; without the core enables; big-endian words.
// RUN: mkdir -p %t/one && aiec %s --aie-generate-cdo --cdo-unified --cdo-enable-cores=0 --big-endian --work-dir-path=%t/one | FileCheck %s --check-prefix=UNIFIED
// RUN: od -A n -t x1 %t/one/main_aie_cdo.bin | FileCheck %s --check-prefix=BIG
// RUN: ls %t/one | FileCheck %s --check-prefix=FILES

// CHECK:      Generating: {{.*}}main_aie_cdo_elfs.bin
// CHECK-NEXT: (NOP Command): Payload Length: 0
// CHECK-NEXT: Generating: {{.*}}main_aie_cdo_init.bin
// CHECK-NEXT: (NOP Command): Payload Length: 0
// Core (0,2): reset, released, 16 locks zeroed; then core (0,3).
// CHECK-NEXT: (MaskWrite64): Address: 0x0000000000232000  Mask: 0x00000002  Data: 0x00000002
// CHECK-NEXT: (MaskWrite64): Address: 0x0000000000232000  Mask: 0x00000002  Data: 0x00000000
// CHECK-NEXT: (Write64): Address:  0x000000000021F000 Data:  0x00000000
// CHECK-COUNT-14: (Write64): Address:  0x000000000021F0
// CHECK-NEXT: (Write64): Address:  0x000000000021F0F0 Data:  0x00000000
// CHECK-NEXT: (MaskWrite64): Address: 0x0000000000332000  Mask: 0x00000002  Data: 0x00000002
// CHECK:      (Write64): Address:  0x000000000031F0F0 Data:  0x00000000
// Lock initial values, in order.
// CHECK-NEXT: (Write64): Address:  0x000000000021F010 Data:  0x00000001
// CHECK-NEXT: (Write64): Address:  0x000000000021F020 Data:  0x00000000
// CHECK-NEXT: (Write64): Address:  0x00000000001C0000 Data:  0x00000002
// CHECK-NEXT: (Write64): Address:  0x00000000001C0010 Data:  0x00000000
// CHECK-NEXT: (Write64): Address:  0x0000000000014000 Data:  0x00000001
// CHECK-NEXT: (Write64): Address:  0x0000000000014010 Data:  0x00000000
// The 6 bytes of `init`: a word, then the last 2 bytes under a mask. A
// block's words start at a 16-byte offset of the file (a no-op pads).
// CHECK-NEXT: (NOP Command): Payload Length: 2
// CHECK-NEXT: (BlockWrite-DMAWriteCmd): Start Address: 0x0000000000200800  Size: 1
// CHECK-NEXT:     Address: 0x0000000000200800  Data@ 0x2e0 is: 0x04030201
// CHECK:      (MaskWrite64): Address: 0x0000000000200804  Mask: 0x0000FFFF  Data: 0x00000605
// The compute tile's BDs, then its starts: S2MM 0 in order (queue, then
// the channel enable, a masked write under no bits), S2MM 1 out of order
// (control bit 3, the queue with BD 0 and repeat 3, the enable). Its BD
// has no next BD and points its acquire at the released lock 2.
// CHECK-NEXT: (NOP Command): Payload Length: 2
// CHECK-NEXT: (BlockWrite-DMAWriteCmd): Start Address: 0x000000000021D000  Size: 6
// CHECK-NEXT:     Address: 0x000000000021D000  Data@ {{.*}} is: 0x00400010
// CHECK:          Address: 0x000000000021D014  Data@ {{.*}} is: 0x06045FE1
// CHECK:      (BlockWrite-DMAWriteCmd): Start Address: 0x000000000021D0A0  Size: 6
// CHECK-NEXT:     Address: 0x000000000021D0A0  Data@ {{.*}} is: 0x00400008
// CHECK-NEXT:     Address: 0x000000000021D0A4  Data@ {{.*}} is: 0x40100000
// CHECK:          Address: 0x000000000021D0B4  Data@ {{.*}} is: 0x02044002
// CHECK:      (Write64): Address:  0x000000000021DE04 Data:  0x00000000
// CHECK-NEXT: (MaskWrite64): Address: 0x000000000021DE00  Mask: 0x00000000  Data: 0x00000001
// CHECK-NEXT: (Write64): Address:  0x000000000021DE08 Data:  0x00000008
// CHECK-NEXT: (Write64): Address:  0x000000000021DE0C Data:  0x00030000
// CHECK-NEXT: (MaskWrite64): Address: 0x000000000021DE08  Mask: 0x00000000  Data: 0x00000001
// The mem tile: its BD, the MM2S pad value, the start.
// CHECK:      (BlockWrite-DMAWriteCmd): Start Address: 0x00000000001A0020  Size: 8
// CHECK:      (Write64): Address:  0x00000000001A06E0 Data:  0x00000007
// CHECK-NEXT: (Write64): Address:  0x00000000001A0634 Data:  0x00000001
// CHECK-NEXT: (MaskWrite64): Address: 0x00000000001A0630  Mask: 0x00000000  Data: 0x00000001
// The shim: host address 4096 + 32 bytes, the longest burst (512 B: 3),
// a start with a token.
// CHECK-NEXT: (BlockWrite-DMAWriteCmd): Start Address: 0x000000000001D040  Size: 8
// CHECK-NEXT:     Address: 0x000000000001D040  Data@ {{.*}} is: 0x00000010
// CHECK-NEXT:     Address: 0x000000000001D044  Data@ {{.*}} is: 0x00001020
// CHECK:          Address: 0x000000000001D050  Data@ {{.*}} is: 0xC0000000
// CHECK:          Address: 0x000000000001D05C  Data@ {{.*}} is: 0x02043FE0
// CHECK:      (Write64): Address:  0x000000000001D204 Data:  0x80000002
// CHECK-NEXT: (MaskWrite64): Address: 0x000000000001D200  Mask: 0x00000000  Data: 0x00000001
// The switchbox: each connection's master then slave; the master set;
// each packet rule's slave (again) and slot.
// CHECK-NEXT: (Write64): Address:  0x000000000023F004 Data:  0x80000005
// CHECK-NEXT: (Write64): Address:  0x000000000023F114 Data:  0x80000000
// CHECK-NEXT: (Write64): Address:  0x000000000023F018 Data:  0x80000001
// CHECK-NEXT: (Write64): Address:  0x000000000023F104 Data:  0x80000000
// CHECK-NEXT: (Write64): Address:  0x000000000023F034 Data:  0xC0000008
// CHECK-NEXT: (Write64): Address:  0x000000000023F120 Data:  0xC0000000
// CHECK-NEXT: (Write64): Address:  0x000000000023F280 Data:  0x021F0100
// CHECK-NEXT: (Write64): Address:  0x000000000023F120 Data:  0xC0000000
// CHECK-NEXT: (Write64): Address:  0x000000000023F284 Data:  0x031F0100
// The shim mux (into the array) and demux, the cascade.
// CHECK-NEXT: (MaskWrite64): Address: 0x000000000001F000  Mask: 0x00000C00  Data: 0x00000400
// CHECK-NEXT: (MaskWrite64): Address: 0x000000000001F004  Mask: 0x00000030  Data: 0x00000010
// CHECK-NEXT: (Write64): Address:  0x0000000000336060 Data:  0x00000000
// CHECK-NEXT: Generating: {{.*}}main_aie_cdo_enable.bin
// CHECK-NEXT: (NOP Command): Payload Length: 0
// CHECK-NEXT: (MaskWrite64): Address: 0x0000000000232000  Mask: 0x00000001  Data: 0x00000001
// CHECK-NEXT: (MaskWrite64): Address: 0x0000000000332000  Mask: 0x00000001  Data: 0x00000001
// CHECK-NOT:  {{Write|NOP|Generating}}

// The enable file: header (4 words follow; "CDO"; version 2.0; 11 words
// after the header; the checksum), a no-op, two masked writes (4 words of
// command each: address high, low, mask, value).
// ENABLE:      00000004 004f4443 00000200 0000000b
// ENABLE-NEXT: ffb0b9ad 00000111 00040107 00000000
// ENABLE-NEXT: 00232000 00000001 00000001 00040107
// ENABLE-NEXT: 00000000 00332000 00000001 00000001
// An elfs file holds the header and the no-op.
// ELFS:      00000004 004f4443 00000200 00000001
// ELFS-NEXT: ffb0b9b7 00000111
// ELFS-NOT:  {{[0-9a-f]}}

// UNIFIED:     Generating: {{.*}}main_aie_cdo.bin
// UNIFIED-NOT: Generating
// BIG: 00 00 00 04 00 4f 44 43 00 00 02 00
// FILES:     main_aie_cdo.bin
// FILES-NOT: main

module {
  aie.device(npu2_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %host = aie.external_buffer {address = 4096 : i64, sym_name = "host"} : memref<64xi32>
    %l1 = aie.lock(%t02, 1) {init = 1 : i32, sym_name = "full"}
    %l2 = aie.lock(%t02, 2) {init = 0 : i32, sym_name = "empty"}
    %m0 = aie.lock(%t01, 0) {init = 2 : i32, sym_name = "m0"}
    %m1 = aie.lock(%t01, 1) {init = 0 : i32, sym_name = "m1"}
    %s0 = aie.lock(%t00, 0) {init = 1 : i32, sym_name = "s0"}
    %s1 = aie.lock(%t00, 1) {init = 0 : i32, sym_name = "s1"}
    %buf = aie.buffer(%t02) {address = 1024 : i32, sym_name = "buf"} : memref<16xi32>
    %init = aie.buffer(%t02) {address = 2048 : i32, sym_name = "init"} : memref<6xi8> = dense<[1, 2, 3, 4, 5, 6]>
    %mbuf = aie.buffer(%t01) {address = 0 : i32, sym_name = "mbuf"} : memref<16xi32>
    %sb02 = aie.switchbox(%t02) {
      aie.connect<South : 0, DMA : 0>
      aie.connect<DMA : 0, South : 1>
      %a = aie.amsel<0> (0)
      aie.masterset(North : 0, %a)
      aie.packet_rules(South : 3) {
        aie.rule(31, 2, %a)
        aie.rule(31, 3, %a)
      }
    }
    %mux = aie.shim_mux(%t00) {
      aie.connect<DMA : 0, North : 3>
      aie.connect<North : 2, DMA : 0>
    }
    aie.configure_cascade(%t03, North, South)
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^r, ^next)
    ^r:
      aie.use_lock(%l1, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16) {bd_id = 0 : i32, next_bd_id = 0 : i32}
      aie.use_lock(%l2, Release, 1)
      aie.next_bd ^r
    ^next:
      %1 = aie.dma_start(S2MM, 1, ^o, ^end, repeat_count = 3) {out_of_order}
    ^o:
      aie.dma_bd_packet(0, 2)
      aie.dma_bd(%buf : memref<16xi32>, 0, 8) {bd_id = 5 : i32}
      aie.use_lock(%l2, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %mt = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end) {pad_value = 7 : i32}
    ^bd:
      aie.use_lock(%m1, AcquireGreaterEqual, 1)
      aie.dma_bd(%mbuf : memref<16xi32>, 0, 16) {bd_id = 1 : i32, next_bd_id = 1 : i32}
      aie.use_lock(%m0, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }
    %shim = aie.shim_dma(%t00) {
      %0 = aie.dma_start(S2MM, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%s0, AcquireGreaterEqual, 1)
      aie.dma_bd(%host : memref<64xi32>, 8, 16) {bd_id = 2 : i32}
      aie.use_lock(%s1, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %core = aie.core(%t02) {
      aie.end
    }
    %core3 = aie.core(%t03) {
      aie.end
    }
  }
}
