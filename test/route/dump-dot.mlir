// --dump-routing=dot: tiles at their array positions, used links as edges.
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=dot:%t.dot -o %t.mlir
// RUN: FileCheck %s < %t.dot

// CHECK: digraph routing {
// CHECK: subgraph cluster_0 {
// CHECK-NEXT: label="npu1_2col";
// CHECK: d0_0_0 [label="0,0", pos="0,0!", fillcolor="#f5e3cc", tooltip="ShimNOCTile"];
// CHECK: d0_1_5 [label="1,5", pos="100,500!", fillcolor="#dde8f5", tooltip="CoreTile"];
// CHECK: d0_0_0 -> d0_0_1 [label="N:0", penwidth=1.5, color="#61d228", tooltip="1/6 channels"];
// CHECK: d0_0_3 -> d0_1_3 [label="E:0,1", penwidth=2.5, color="#d2d228", style=dashed, tooltip="2/4 channels"];
