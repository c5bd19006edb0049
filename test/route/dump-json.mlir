// --dump-routing=json: the documented, stable format (keys in a fixed order).
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=json:%t.json -o %t.mlir
// RUN: FileCheck %s < %t.json

// CHECK: "format": "aiec-routing",
// CHECK-NEXT: "version": 2,
// CHECK: "device": "npu1_2col",
// CHECK-NEXT: "columns": 2,
// CHECK-NEXT: "rows": 6,
// CHECK-NEXT: "tiles": [
// CHECK-NEXT: {"col": 0, "row": 0, "kind": "ShimNOCTile"},
// CHECK-NEXT: {"col": 0, "row": 1, "kind": "MemTile"},
// CHECK-NEXT: {"col": 0, "row": 2, "kind": "CoreTile"},
// CHECK: "flows": [
// CHECK-NEXT: {"origin": "line 6", "routed": true, "kind": "circuit", "packet_id": null, "source": {"col": 0, "row": 0, "bundle": "DMA", "channel": 0}, "dest": {"col": 1, "row": 3, "bundle": "DMA", "channel": 1}, "path_length": 4, "links": [{"col": 0, "row": 0, "direction": "North", "channel": 0}, {"col": 0, "row": 1, "direction": "North", "channel": 0}, {"col": 0, "row": 2, "direction": "North", "channel": 1}, {"col": 0, "row": 3, "direction": "East", "channel": 1}]},
// CHECK-NEXT: {"origin": "line 7", "routed": true, "kind": "packet", "packet_id": 3, "source": {"col": 0, "row": 2, "bundle": "Core", "channel": 0}, "dest": {"col": 1, "row": 3, "bundle": "Core", "channel": 0}, "path_length": 2,
// CHECK: "links": [
// CHECK: {"col": 0, "row": 3, "direction": "East", "used": 2, "capacity": 4, "channels": [{"channel": 0, "flows": [1]}, {"channel": 1, "flows": [0]}]}
// CHECK: "switchboxes": [
// CHECK-NEXT: {"col": 0, "row": 0, "source_count": 0, "destination_count": 0, "northbound": 1, "eastbound": 0, "southbound": 0, "westbound": 0},
// CHECK: {"col": 0, "row": 3, "source_count": 0, "destination_count": 0, "northbound": 0, "eastbound": 2, "southbound": 0, "westbound": 0},
// CHECK: "total_path_length": 6,
// CHECK-NEXT: "demand": []
