// Legal stream-switch connections from each row of aie-passes.md §1.5, at
// the channel bounds of §1.4 and the array edges; each must verify.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t0 = aie.tile(1, 2)
  %t1 = aie.tile(2, 2)
  %t2 = aie.tile(1, 3)
  %t3 = aie.tile(2, 3)
  %t4 = aie.tile(1, 4)
  // Core tile: DMA/FIFO/South/West/North/East to Core/DMA/TileControl/FIFO/South/West/North/East; highest channels.
  %s0 = aie.switchbox(%t0) {
    aie.connect<DMA : 0, Core : 0>
    aie.connect<FIFO : 0, DMA : 1>
    aie.connect<South : 5, TileControl : 0>
    aie.connect<West : 3, FIFO : 0>
    aie.connect<North : 3, South : 3>
    aie.connect<East : 0, West : 0>
    aie.connect<DMA : 1, North : 5>
    aie.connect<South : 0, East : 3>
  }
  // Same bundle on the same channel.
  %s1 = aie.switchbox(%t1) {
    aie.connect<North : 1, North : 1>
    aie.connect<South : 2, South : 2>
    aie.connect<West : 2, West : 2>
    aie.connect<East : 3, East : 3>
    aie.connect<DMA : 1, DMA : 1>
    aie.connect<FIFO : 0, FIFO : 0>
  }
  // Core to anything but Core.
  %s2 = aie.switchbox(%t2) {
    aie.connect<Core : 0, DMA : 0>
    aie.connect<Core : 0, TileControl : 0>
    aie.connect<Core : 0, FIFO : 0>
    aie.connect<Core : 0, South : 0>
    aie.connect<Core : 0, West : 0>
    aie.connect<Core : 0, North : 0>
    aie.connect<Core : 0, East : 0>
  }
  // TileControl to anything but TileControl and DMA; Trace to DMA 0 or South.
  %s3 = aie.switchbox(%t3) {
    aie.connect<TileControl : 0, Core : 0>
    aie.connect<TileControl : 0, FIFO : 0>
    aie.connect<TileControl : 0, South : 1>
    aie.connect<TileControl : 0, West : 1>
    aie.connect<TileControl : 0, North : 1>
    aie.connect<TileControl : 0, East : 1>
    aie.connect<Trace : 0, DMA : 0>
    aie.connect<Trace : 1, South : 3>
  }
  // Trace to FIFO.
  %s4 = aie.switchbox(%t4) {
    aie.connect<Trace : 1, FIFO : 0>
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.switchbox(%{{.*}}tile_1_2) {
// CHECK-NEXT: aie.connect<DMA : 0, Core : 0>
// CHECK-NEXT: aie.connect<FIFO : 0, DMA : 1>
// CHECK-NEXT: aie.connect<South : 5, TileControl : 0>
// CHECK-NEXT: aie.connect<West : 3, FIFO : 0>
// CHECK-NEXT: aie.connect<North : 3, South : 3>
// CHECK-NEXT: aie.connect<East : 0, West : 0>
// CHECK-NEXT: aie.connect<DMA : 1, North : 5>
// CHECK-NEXT: aie.connect<South : 0, East : 3>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_2_2) {
// CHECK-NEXT: aie.connect<North : 1, North : 1>
// CHECK-NEXT: aie.connect<South : 2, South : 2>
// CHECK-NEXT: aie.connect<West : 2, West : 2>
// CHECK-NEXT: aie.connect<East : 3, East : 3>
// CHECK-NEXT: aie.connect<DMA : 1, DMA : 1>
// CHECK-NEXT: aie.connect<FIFO : 0, FIFO : 0>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_1_3) {
// CHECK-NEXT: aie.connect<Core : 0, DMA : 0>
// CHECK-NEXT: aie.connect<Core : 0, TileControl : 0>
// CHECK-NEXT: aie.connect<Core : 0, FIFO : 0>
// CHECK-NEXT: aie.connect<Core : 0, South : 0>
// CHECK-NEXT: aie.connect<Core : 0, West : 0>
// CHECK-NEXT: aie.connect<Core : 0, North : 0>
// CHECK-NEXT: aie.connect<Core : 0, East : 0>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_2_3) {
// CHECK-NEXT: aie.connect<TileControl : 0, Core : 0>
// CHECK-NEXT: aie.connect<TileControl : 0, FIFO : 0>
// CHECK-NEXT: aie.connect<TileControl : 0, South : 1>
// CHECK-NEXT: aie.connect<TileControl : 0, West : 1>
// CHECK-NEXT: aie.connect<TileControl : 0, North : 1>
// CHECK-NEXT: aie.connect<TileControl : 0, East : 1>
// CHECK-NEXT: aie.connect<Trace : 0, DMA : 0>
// CHECK-NEXT: aie.connect<Trace : 1, South : 3>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_1_4) {
// CHECK-NEXT: aie.connect<Trace : 1, FIFO : 0>
// CHECK-NEXT: }

// -----

aie.device(npu1) {
  %t0 = aie.tile(1, 1)
  %t1 = aie.tile(2, 1)
  %t2 = aie.tile(3, 1)
  // MemTile: DMA i to DMA i; DMA to TileControl/South/North; South/North to DMA (any channel) and to South/North (same channel).
  %s0 = aie.switchbox(%t0) {
    aie.connect<DMA : 5, DMA : 5>
    aie.connect<DMA : 0, TileControl : 0>
    aie.connect<DMA : 2, South : 3>
    aie.connect<DMA : 3, North : 5>
    aie.connect<South : 5, DMA : 0>
    aie.connect<North : 3, DMA : 1>
    aie.connect<South : 1, North : 1>
    aie.connect<North : 2, South : 2>
  }
  // MemTile: TileControl to DMA 5, South, North; North to TileControl; Trace to South.
  %s1 = aie.switchbox(%t1) {
    aie.connect<TileControl : 0, DMA : 5>
    aie.connect<TileControl : 0, South : 0>
    aie.connect<TileControl : 0, North : 0>
    aie.connect<North : 0, TileControl : 0>
    aie.connect<Trace : 0, South : 1>
    aie.connect<South : 0, DMA : 4>
  }
  // MemTile: Trace to DMA 5 (the last column has no East ports anyway).
  %s2 = aie.switchbox(%t2) {
    aie.connect<Trace : 0, DMA : 5>
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.switchbox(%{{.*}}tile_1_1) {
// CHECK-NEXT: aie.connect<DMA : 5, DMA : 5>
// CHECK-NEXT: aie.connect<DMA : 0, TileControl : 0>
// CHECK-NEXT: aie.connect<DMA : 2, South : 3>
// CHECK-NEXT: aie.connect<DMA : 3, North : 5>
// CHECK-NEXT: aie.connect<South : 5, DMA : 0>
// CHECK-NEXT: aie.connect<North : 3, DMA : 1>
// CHECK-NEXT: aie.connect<South : 1, North : 1>
// CHECK-NEXT: aie.connect<North : 2, South : 2>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_2_1) {
// CHECK-NEXT: aie.connect<TileControl : 0, DMA : 5>
// CHECK-NEXT: aie.connect<TileControl : 0, South : 0>
// CHECK-NEXT: aie.connect<TileControl : 0, North : 0>
// CHECK-NEXT: aie.connect<North : 0, TileControl : 0>
// CHECK-NEXT: aie.connect<Trace : 0, South : 1>
// CHECK-NEXT: aie.connect<South : 0, DMA : 4>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_3_1) {
// CHECK-NEXT: aie.connect<Trace : 0, DMA : 5>
// CHECK-NEXT: }

// -----

aie.device(npu1) {
  %t0 = aie.tile(1, 0)
  %t1 = aie.tile(2, 0)
  %t2 = aie.tile(0, 0)
  // Shim: TileControl to anything but TileControl; FIFO/South to TileControl/FIFO/South/West/North/East (any channel).
  %s0 = aie.switchbox(%t0) {
    aie.connect<TileControl : 0, South : 0>
    aie.connect<TileControl : 0, North : 0>
    aie.connect<TileControl : 0, FIFO : 0>
    aie.connect<TileControl : 0, West : 0>
    aie.connect<TileControl : 0, East : 0>
    aie.connect<South : 7, TileControl : 0>
    aie.connect<South : 3, South : 5>
    aie.connect<FIFO : 0, North : 1>
  }
  // Shim: West/North/East to the same bundle on the same channel, other bundles any channel; Trace to West/East 0.
  %s1 = aie.switchbox(%t1) {
    aie.connect<West : 1, West : 1>
    aie.connect<North : 2, North : 2>
    aie.connect<East : 3, East : 3>
    aie.connect<West : 0, North : 5>
    aie.connect<North : 0, South : 0>
    aie.connect<East : 2, FIFO : 0>
    aie.connect<Trace : 0, West : 0>
    aie.connect<Trace : 0, East : 0>
  }
  // Shim column 0: Trace to South; East exists.
  %s2 = aie.switchbox(%t2) {
    aie.connect<Trace : 0, South : 4>
    aie.connect<North : 3, East : 3>
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.switchbox(%{{.*}}tile_1_0) {
// CHECK-NEXT: aie.connect<TileControl : 0, South : 0>
// CHECK-NEXT: aie.connect<TileControl : 0, North : 0>
// CHECK-NEXT: aie.connect<TileControl : 0, FIFO : 0>
// CHECK-NEXT: aie.connect<TileControl : 0, West : 0>
// CHECK-NEXT: aie.connect<TileControl : 0, East : 0>
// CHECK-NEXT: aie.connect<South : 7, TileControl : 0>
// CHECK-NEXT: aie.connect<South : 3, South : 5>
// CHECK-NEXT: aie.connect<FIFO : 0, North : 1>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_2_0) {
// CHECK-NEXT: aie.connect<West : 1, West : 1>
// CHECK-NEXT: aie.connect<North : 2, North : 2>
// CHECK-NEXT: aie.connect<East : 3, East : 3>
// CHECK-NEXT: aie.connect<West : 0, North : 5>
// CHECK-NEXT: aie.connect<North : 0, South : 0>
// CHECK-NEXT: aie.connect<East : 2, FIFO : 0>
// CHECK-NEXT: aie.connect<Trace : 0, West : 0>
// CHECK-NEXT: aie.connect<Trace : 0, East : 0>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_0_0) {
// CHECK-NEXT: aie.connect<Trace : 0, South : 4>
// CHECK-NEXT: aie.connect<North : 3, East : 3>
// CHECK-NEXT: }

// -----

aie.device(xcvc1902) {
  %t0 = aie.tile(1, 1)
  %t1 = aie.tile(2, 0)
  %t2 = aie.tile(49, 8)
  // AIE1: any connection within bounds; Trace to South.
  %s0 = aie.switchbox(%t0) {
    aie.connect<DMA : 0, DMA : 1>
    aie.connect<North : 0, North : 1>
    aie.connect<Core : 1, Core : 0>
    aie.connect<TileControl : 0, TileControl : 0>
    aie.connect<Trace : 1, South : 0>
    aie.connect<FIFO : 1, FIFO : 1>
  }
  // AIE1 shim.
  %s1 = aie.switchbox(%t1) {
    aie.connect<Trace : 0, South : 5>
    aie.connect<FIFO : 1, North : 5>
    aie.connect<South : 7, South : 4>
  }
  // The top right corner: no North or East ports, but South and West.
  %s2 = aie.switchbox(%t2) {
    aie.connect<South : 5, West : 3>
    aie.connect<West : 3, South : 3>
  }
}

// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK: aie.switchbox(%{{.*}}tile_1_1) {
// CHECK-NEXT: aie.connect<DMA : 0, DMA : 1>
// CHECK-NEXT: aie.connect<North : 0, North : 1>
// CHECK-NEXT: aie.connect<Core : 1, Core : 0>
// CHECK-NEXT: aie.connect<TileControl : 0, TileControl : 0>
// CHECK-NEXT: aie.connect<Trace : 1, South : 0>
// CHECK-NEXT: aie.connect<FIFO : 1, FIFO : 1>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_2_0) {
// CHECK-NEXT: aie.connect<Trace : 0, South : 5>
// CHECK-NEXT: aie.connect<FIFO : 1, North : 5>
// CHECK-NEXT: aie.connect<South : 7, South : 4>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_49_8) {
// CHECK-NEXT: aie.connect<South : 5, West : 3>
// CHECK-NEXT: aie.connect<West : 3, South : 3>
// CHECK-NEXT: }

// -----

aie.device(npu1) {
  %t0 = aie.tile(0, 5)
  %t1 = aie.tile(3, 2)
  // Top row, column 0: South and East.
  %s0 = aie.switchbox(%t0) {
    aie.connect<South : 5, East : 3>
    aie.connect<East : 3, South : 3>
  }
  // Last column: West and North.
  %s1 = aie.switchbox(%t1) {
    aie.connect<West : 3, North : 5>
    aie.connect<North : 3, West : 3>
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.switchbox(%{{.*}}tile_0_5) {
// CHECK-NEXT: aie.connect<South : 5, East : 3>
// CHECK-NEXT: aie.connect<East : 3, South : 3>
// CHECK-NEXT: }
// CHECK: aie.switchbox(%{{.*}}tile_3_2) {
// CHECK-NEXT: aie.connect<West : 3, North : 5>
// CHECK-NEXT: aie.connect<North : 3, West : 3>
// CHECK-NEXT: }

// -----

// Packet switching: amsel, masterset, packet_rules at their limits.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    %a1 = aie.amsel<0> (3)
    %a5 = aie.amsel<5> (3)
    %m0 = aie.masterset(South : 3, %a0, %a1)
    %m1 = aie.masterset(DMA : 1, %a5) {keep_pkt_header = true}
    aie.packet_rules(North : 3) {
      aie.rule(0x1F, 0x1, %a0)
      aie.rule(0x1F, 0x2, %a1)
    }
    aie.packet_rules(West : 0) {
      aie.rule(0x10, 0x10, %a5)
    }
    aie.connect<DMA : 0, North : 0>
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.masterset(South : 3,
// CHECK: aie.packet_rules(North : 3) {
// CHECK: aie.packet_rules(West : 0) {
// CHECK: aie.connect<DMA : 0, North : 0>
