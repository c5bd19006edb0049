// aiecc --get-ctrlpkt: the device's configuration as control packets
// (--ctrlpkt-name) and the instruction words that send them from the
// sequence's new last argument, then run the sequence
// (--ctrlpkt-dma-seq-name). The buffer's initial words are one packet to
// tile (0, 2): stream header (controller id 27, parity), command (2 words
// at 0x1000, parity), data; the lock value is a single write, which stays
// an instruction. The default names hold the device.
// RUN: rm -rf %t && mkdir -p %t && cd %t && aiecc --generate-ctrl-pkt-overlay --device-name=main --get-ctrlpkt %s
// RUN: od -A n -t x4 %t/main_ctrlpkt.bin | FileCheck %s
// RUN: test -s %t/main_ctrlpkt_dma_seq.bin
// RUN: cd %t && aiecc --generate-ctrl-pkt-overlay --device-name=main --get-ctrlpkt --ctrlpkt-name=p.bin --ctrlpkt-dma-seq-name=s.bin %s
// RUN: cmp %t/p.bin %t/main_ctrlpkt.bin
// RUN: cmp %t/s.bin %t/main_ctrlpkt_dma_seq.bin

// CHECK: 8000001b 80101000 00000005 00000006

module {
  aie.device(npu1_1col) @base {
    %t00 = aie.tile(0, 0)
  }
  aie.device(npu1_1col) @main {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %l = aie.lock(%t02, 0) {init = 3 : i32}
    %b = aie.buffer(%t02) {address = 4096 : i32} : memref<2xi32> = dense<[5, 6]>
    aie.runtime_sequence @run(%a : memref<16xi32>) {
      aiex.configure @main {
        aiex.npu.write32 {address = 0x1D000 : ui32, value = 1 : ui32}
      }
    }
  }
}
