// --dump-routing=svg: one drawing per device, hover titles on links and tiles.
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=svg:%t.svg -o %t.mlir
// RUN: FileCheck %s < %t.svg

// CHECK: <svg xmlns="http://www.w3.org/2000/svg" class="routing"
// CHECK: npu1_2col — 2 flows, total path length 6</text>
// CHECK: <g class="tile f0"><title>tile (0, 0) ShimNOCTile
// CHECK-NEXT: (0, 0) DMA : 0 -&gt; (1, 3) DMA : 1</title>
// CHECK: <line class="link f0" {{.*}} stroke="#61d228" {{.*}}><title>(0, 0) North: 1/6 channels
// CHECK-NEXT: channel 0: (0, 0) DMA : 0 -&gt; (1, 3) DMA : 1</title></line>
// CHECK: <line class="link f1 f0" {{.*}} stroke-dasharray="4 2" {{.*}}><title>(0, 3) East: 2/4 channels
// CHECK-NEXT: channel 0: packet 3: (0, 2) Core : 0 -&gt; (1, 3) Core : 0
// CHECK-NEXT: channel 1: (0, 0) DMA : 0 -&gt; (1, 3) DMA : 1</title></line>
// CHECK: </svg>
