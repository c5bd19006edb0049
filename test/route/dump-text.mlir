// --dump-routing=text: summary, grid, flows (with the line of their op) and
// their wires, busiest links.
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=text:%t.txt -o %t.mlir
// RUN: FileCheck %s < %t.txt

// CHECK: device npu1_2col (2 columns x 6 rows): 2 flows (1 circuit, 1 packet), total_path_length 6
// CHECK:   3  C2  C
// CHECK:   0  S1  S
// CHECK: flows:
// CHECK-NEXT: #0 line 6 (0, 0) DMA : 0 -> (1, 3) DMA : 1 [4 hops] (0,0) North:0 > (0,1) North:0 > (0,2) North:1 > (0,3) East:1
// CHECK-NEXT: #1 line 7 packet 3: (0, 2) Core : 0 -> (1, 3) Core : 0 [2 hops] (0,2) North:0 > (0,3) East:0
// Sorted by load: 2 of East's 4 wires before 2 of North's 6.
// CHECK: busiest links (by load: channels used / wires):
// CHECK-NEXT: (0, 3) East  2/4  50%
// CHECK-NEXT: (0, 2) North 2/6  33%
