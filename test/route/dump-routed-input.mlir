// Dumps are derived from the routed IR: they work on an already-routed
// design without running the router, and over --split-input-file chunks.
// RUN: aiec --split-input-file %s --dump-routing=json:%t.json > /dev/null
// RUN: FileCheck %s < %t.json

// CHECK: "device": "npu1"
// CHECK: "flows": [
// A hand-routed flow stands at the connect that delivers it.
// CHECK-NEXT: {"origin": "line {{[0-9]+}}", "routed": true, "kind": "circuit", "packet_id": null, "source": {"col": 0, "row": 2, "bundle": "DMA", "channel": 0}, "dest": {"col": 0, "row": 3, "bundle": "DMA", "channel": 0}, "path_length": 1, "links": [{"col": 0, "row": 2, "direction": "North", "channel": 4}]}
// CHECK-NEXT: ],
// CHECK: "total_path_length": 1
// CHECK: "device": "npu1_1col"
// CHECK: "flows": []
// CHECK: "total_path_length": 0

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %s02 = aie.switchbox(%t02) {
      aie.connect<DMA : 0, North : 4>
    }
    %s03 = aie.switchbox(%t03) {
      aie.connect<South : 4, DMA : 0>
    }
  }
}

// -----

module {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
  }
}
