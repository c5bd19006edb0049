// Verifier errors of aie.switchbox and what it holds (aie-passes.md §3.6):
// body, duplicate destinations, channel bounds per tile kind and
// array edge (§1.4), illegal connections (§1.5), mastersets, packet rules,
// amsels.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:3: error: 'aie.switchbox' op should have non-empty body{{$}}
  // CHECK-NEXT: {{^}}  %s = "aie.switchbox"(%t) : (index) -> index{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.switchbox' op should have non-empty body}}
  %s = "aie.switchbox"(%t) : (index) -> index
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %u = aie.tile(1, 3)
  %s = aie.switchbox(%t) {
    // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:5: error: 'aie.flow' op cannot be contained in a Switchbox op{{$}}
    // CHECK-NEXT: {{^}}    aie.flow(%t, DMA : 0, %u, DMA : 0){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: a switchbox holds `aie.connect`, `aie.amsel`, `aie.masterset` and `aie.packet_rules`{{$}}
    // expected-error@+1 {{'aie.flow' op cannot be contained in a Switchbox op}}
    aie.flow(%t, DMA : 0, %u, DMA : 0)
  }
}

// -----

// A rule belongs in aie.packet_rules.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a = aie.amsel<0> (0)
    // expected-error@+1 {{'aie.rule' op cannot be contained in a Switchbox op}}
    aie.rule(0x1F, 0x10, %a)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    aie.connect<North : 1, South : 0>
    // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:5: error: 'aie.connect' op ; connecting (DMA: 0) to (South: 0) on TileID(1, 2) targets same dst as another connect op; existing destinations: (South: 0){{$}}
    // CHECK-NEXT: {{^}}    aie.connect<DMA : 0, South : 0>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: a destination port can be driven by one connection only{{$}}
    // expected-error@+1 {{'aie.connect' op ; connecting (DMA: 0) to (South: 0) on TileID(1, 2) targets same dst as another connect op; existing destinations: (South: 0)}}
    aie.connect<DMA : 0, South : 0>
  }
}

// -----

// With several destinations, all are listed (in an unspecified order).
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %s = aie.switchbox(%t) {
    aie.connect<DMA : 0, North : 0>
    aie.connect<Core : 0, South : 1>
    // expected-error@+1 {{'aie.connect' op ; connecting (DMA: 1) to (North: 0) on TileID(0, 2) targets same dst as another connect op; existing destinations: }}
    aie.connect<DMA : 1, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    aie.connect<South : 0, DMA : 0>
    // expected-error@+1 {{'aie.connect' op ; connecting (North: 0) to (DMA: 0) on TileID(1, 1) targets same dst as another connect op; existing destinations: (DMA: 0)}}
    aie.connect<North : 0, DMA : 0>
  }
}

// -----

// badconnect.mlir: a legacy design.
module {
  %20 = aie.tile(2, 0)
  aie.switchbox(%20) {
    // expected-error@+1 {{'aie.connect' op source index cannot be less than zero}}
    aie.connect<East: -1, East: 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest index cannot be less than zero}}
    aie.connect<DMA : 0, North : -1>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:5: error: 'aie.connect' op index 2 for source bundle DMA must be less than 2{{$}}
    // CHECK-NEXT: {{^}}    aie.connect<DMA : 2, North : 0>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: the source ports of this core tile's switch are Core: 0, DMA: 0 to 1, FIFO: 0, South: 0 to 5, West: 0 to 3, North: 0 to 3, East: 0 to 3, Trace: 0 to 1, TileControl: 0{{$}}
    // expected-error@+1 {{'aie.connect' op index 2 for source bundle DMA must be less than 2}}
    aie.connect<DMA : 2, North : 0>
  }
}

// -----

// Core tile: 2 DMA destinations
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 2 for dest bundle DMA must be less than 2}}
    aie.connect<DMA : 0, DMA : 2>
  }
}

// -----

// one Core port each way on AIE2
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 1 for source bundle Core must be less than 1}}
    aie.connect<Core : 1, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 1 for dest bundle Core must be less than 1}}
    aie.connect<DMA : 0, Core : 1>
  }
}

// -----

// 4 North sources, 6 North destinations
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 4 for source bundle North must be less than 4}}
    aie.connect<North : 4, South : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 6 for dest bundle North must be less than 6}}
    aie.connect<DMA : 0, North : 6>
  }
}

// -----

// 6 South sources, 4 South destinations
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 6 for source bundle South must be less than 6}}
    aie.connect<South : 6, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 4 for dest bundle South must be less than 4}}
    aie.connect<DMA : 0, South : 4>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 4 for source bundle West must be less than 4}}
    aie.connect<West : 4, East : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 4 for dest bundle East must be less than 4}}
    aie.connect<West : 0, East : 4>
  }
}

// -----

// two Trace sources on a core tile
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 2 for source bundle Trace must be less than 2}}
    aie.connect<Trace : 2, South : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 1 for source bundle FIFO must be less than 1}}
    aie.connect<FIFO : 1, South : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 1 for source bundle TileControl must be less than 1}}
    aie.connect<TileControl : 1, South : 0>
  }
}

// -----

// Trace is a source only
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest bundle Trace not supported; index: 0, bound: 0}}
    aie.connect<DMA : 0, Trace : 0>
  }
}

// -----

// PLIO and NOC are shim mux ports
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle PLIO not supported; index: 0, bound: 0}}
    aie.connect<PLIO : 0, South : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest bundle NOC not supported; index: 0, bound: 0}}
    aie.connect<South : 0, NOC : 0>
  }
}

// -----

// No West ports in column 0.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle West not supported; index: 0, bound: 0}}
    aie.connect<West : 0, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest bundle West not supported; index: 0, bound: 0}}
    aie.connect<DMA : 0, West : 0>
  }
}

// -----

// No East ports in the last column.
aie.device(npu1) {
  %t = aie.tile(3, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle East not supported; index: 0, bound: 0}}
    aie.connect<East : 0, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(3, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest bundle East not supported; index: 0, bound: 0}}
    aie.connect<South : 0, East : 0>
  }
}

// -----

// No North ports in the top row.
aie.device(npu1) {
  %t = aie.tile(1, 5)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle North not supported; index: 0, bound: 0}}
    aie.connect<North : 0, South : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 5)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest bundle North not supported; index: 0, bound: 0}}
    aie.connect<DMA : 0, North : 0>
  }
}

// -----

// badswitchbox_memtile_nofifo-ve2802.mlir: MemTiles have no FIFO.
aie.device(xcve2802) {
  %t = aie.tile(0, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle FIFO not supported; index: 0, bound: 0}}
    aie.connect<FIFO : 0, South : 0>
  }
}

// -----

// Six DMA ports each way on a MemTile.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 6 for source bundle DMA must be less than 6}}
    aie.connect<DMA : 6, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 6 for dest bundle DMA must be less than 6}}
    aie.connect<DMA : 0, DMA : 6>
  }
}

// -----

// No East/West ports or Core on a MemTile.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle West not supported; index: 0, bound: 0}}
    aie.connect<West : 0, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest bundle East not supported; index: 0, bound: 0}}
    aie.connect<DMA : 0, East : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle Core not supported; index: 0, bound: 0}}
    aie.connect<Core : 0, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 1 for source bundle Trace must be less than 1}}
    aie.connect<Trace : 1, South : 0>
  }
}

// -----

// Shim: 8 South sources, 6 South destinations.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 8 for source bundle South must be less than 8}}
    aie.connect<South : 8, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 6 for dest bundle South must be less than 6}}
    aie.connect<North : 0, South : 6>
  }
}

// -----

// The shim DMA is behind the shim mux.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle DMA not supported; index: 0, bound: 0}}
    aie.connect<DMA : 0, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest bundle Core not supported; index: 0, bound: 0}}
    aie.connect<South : 0, Core : 0>
  }
}

// -----

// PL shims have no TileControl port.
aie.device(xcve2302) {
  %t = aie.tile(0, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op source bundle TileControl not supported; index: 0, bound: 0}}
    aie.connect<TileControl : 0, North : 0>
  }
}

// -----

// AIE1 core tile.
aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 2 for source bundle DMA must be less than 2}}
    aie.connect<DMA : 2, North : 0>
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 2 for dest bundle Core must be less than 2}}
    aie.connect<Core : 0, Core : 2>
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op index 2 for source bundle FIFO must be less than 2}}
    aie.connect<FIFO : 2, South : 0>
  }
}

// -----

// Top row of xcvc1902.
aie.device(xcvc1902) {
  %t = aie.tile(1, 8)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op dest bundle North not supported; index: 0, bound: 0}}
    aie.connect<DMA : 0, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:5: error: 'aie.connect' op illegal stream switch connection{{$}}
    // CHECK-NEXT: {{^}}    aie.connect<North : 0, North : 1>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: from (North: 0) this switch can connect to Core: 0, DMA: 0 to 1, FIFO: 0, South: 0 to 3, West: 0 to 3, North: 0, East: 0 to 3, TileControl: 0{{$}}
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<North : 0, North : 1>
  }
}

// -----

// Core tile: same bundle needs the same channel.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<West : 1, West : 2>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<DMA : 0, DMA : 1>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<South : 0, South : 1>
  }
}

// -----

// Core to anything but Core.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Core : 0, Core : 0>
  }
}

// -----

// TileControl to anything but TileControl and DMA.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<TileControl : 0, TileControl : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<TileControl : 0, DMA : 1>
  }
}

// -----

// Trace to DMA channel 0, FIFO or South only.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, DMA : 1>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 1, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, Core : 0>
  }
}

// -----

// MemTile: DMA to DMA on the same channel only.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<DMA : 0, DMA : 1>
  }
}

// -----

// MemTile: TileControl to DMA 5 only.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<TileControl : 0, DMA : 4>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<TileControl : 0, TileControl : 0>
  }
}

// -----

// MemTile: South/North to South/North on the same channel.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<South : 0, North : 1>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<North : 2, South : 3>
  }
}

// -----

// MemTile: Trace to DMA 5 or South only.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, DMA : 4>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, North : 0>
  }
}

// -----

// Shim: TileControl to anything but TileControl.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<TileControl : 0, TileControl : 0>
  }
}

// -----

// Shim: West/North/East to the same bundle on the same channel.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<West : 0, West : 1>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<North : 1, North : 2>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<East : 3, East : 0>
  }
}

// -----

// Shim: Trace to FIFO, South, or West/East channel 0.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, West : 1>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, North : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, TileControl : 0>
  }
}

// -----

// AIE1: Trace only goes South.
aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, North : 0>
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(2, 0)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.connect' op illegal stream switch connection}}
    aie.connect<Trace : 0, FIFO : 0>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    aie.connect<DMA : 0, South : 0>
    // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:5: error: 'aie.masterset' op targets same destination South: 0 as another connect or masterset operation{{$}}
    // CHECK-NEXT: {{^}}    %m = aie.masterset(South : 0, %a0){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: a destination port can be driven by one connection only{{$}}
    // expected-error@+1 {{'aie.masterset' op targets same destination South: 0 as another connect or masterset operation}}
    %m = aie.masterset(South : 0, %a0)
  }
}

// -----

// Two mastersets on one port.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    %a1 = aie.amsel<1> (0)
    %m0 = aie.masterset(DMA : 3, %a0)
    // expected-error@+1 {{'aie.masterset' op targets same destination DMA: 3 as another connect or masterset operation}}
    %m1 = aie.masterset(DMA : 3, %a1)
  }
}

// -----

// A connect to a port a masterset already drives.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    %m0 = aie.masterset(North : 2, %a0)
    // expected-error@+1 {{'aie.connect' op ; connecting (DMA: 0) to (North: 2) on TileID(1, 2) targets same dst as another connect op; existing destinations: (North: 2)}}
    aie.connect<DMA : 0, North : 2>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    // expected-error@+1 {{'aie.masterset' op dest index cannot be less than zero}}
    %m = aie.masterset(South : -1, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    // expected-error@+1 {{'aie.masterset' op index 4 for dest bundle South must be less than 4}}
    %m = aie.masterset(South : 4, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    // expected-error@+1 {{'aie.masterset' op dest bundle West not supported; index: 0, bound: 0}}
    %m = aie.masterset(West : 0, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    %a1 = aie.amsel<1> (0)
    // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:5: error: 'aie.masterset' op a master port can only be tied to one arbiter{{$}}
    // CHECK-NEXT: {{^}}    %m = aie.masterset(South : 0, %a0, %a1){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: use amsels of a single arbiter (with different msels) for this port{{$}}
    // expected-error@+1 {{'aie.masterset' op a master port can only be tied to one arbiter}}
    %m = aie.masterset(South : 0, %a0, %a1)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    aie.connect<DMA : 0, South : 0>
    %m = aie.masterset(North : 0, %a0)
    // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:5: error: 'aie.packet_rules' op packet switched source DMA0 cannot match another connect or masterset operation{{$}}
    // CHECK-NEXT: {{^}}    aie.packet_rules(DMA : 0) {{[{]}}{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{'aie.packet_rules' op packet switched source DMA0 cannot match another connect or masterset operation}}
    aie.packet_rules(DMA : 0) {
      aie.rule(0x1F, 0x1, %a0)
    }
  }
}

// -----

// Two packet_rules on one source.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    %m = aie.masterset(North : 0, %a0)
    aie.packet_rules(West : 3) {
      aie.rule(0x1F, 0x1, %a0)
    }
    // expected-error@+1 {{'aie.packet_rules' op packet switched source West3 cannot match another connect or masterset operation}}
    aie.packet_rules(West : 3) {
      aie.rule(0x1F, 0x2, %a0)
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    // expected-error@+1 {{'aie.packet_rules' op should have non-empty body}}
    "aie.packet_rules"() {source_bundle = #aie.wire_bundle<DMA>, source_channel = 0 : i32} : () -> ()
  }
}

// -----

// Packets from North 0 cannot go to North 1: reported on the amsel.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // CHECK: {{^}}{{.*}}switchbox.mlir:[[@LINE+5]]:5: error: 'aie.amsel' op illegal stream switch connection{{$}}
    // CHECK-NEXT: {{^}}    %a0 = aie.amsel<0> (0){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: packets from (North: 0) cannot be switched to (North: 1) on this tile{{$}}
    // expected-error@+1 {{'aie.amsel' op illegal stream switch connection}}
    %a0 = aie.amsel<0> (0)
    %m = aie.masterset(North : 1, %a0)
    aie.packet_rules(North : 0) {
      aie.rule(0x1F, 0x1, %a0)
    }
  }
}

// -----

// MemTile: packets from TileControl may only go to DMA 5.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.amsel' op illegal stream switch connection}}
    %a3 = aie.amsel<3> (2)
    %m = aie.masterset(DMA : 0, %a3)
    aie.packet_rules(TileControl : 0) {
      aie.rule(0x1F, 0x1, %a3)
    }
  }
}

// -----

// On a logical tile too: the masterset's own rule, not the placed switch's.
aie.device(npu2) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  aie.switchbox(%t) {
    %a0 = aie.amsel<0> (0)
    %a1 = aie.amsel<1> (1)
    // expected-error@+1 {{a master port can only be tied to one arbiter}}
    aie.masterset(North : 0, %a0, %a1)
    aie.end
  }
}
