// --dump-routing=svg: one drawing per device with a title and a legend; tiles
// show their kind letter, switchboxes their use, badges the flow endpoints,
// one lane per used channel from a master to a slave port; hover titles.
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=svg:%t.svg -o %t.mlir
// RUN: FileCheck %s < %t.svg
// RUN: FileCheck --check-prefix=FILE %s < %t.svg

// CHECK: <svg xmlns="http://www.w3.org/2000/svg" id="dev0" class="routing" width="256" height="742"
// CHECK: <marker id="arrow" {{.*}} markerUnits="userSpaceOnUse"
// CHECK: npu1_2col — 2 flows, total path length 6</text>
// Legend: every tile kind, the load scale, ports, badges.
// CHECK: <text x="20" y="11">CoreTile</text>
// CHECK-SAME: MemTile
// CHECK-SAME: ShimNOCTile
// CHECK-SAME: ShimPLTile
// CHECK-SAME: master port
// CHECK-SAME: slave port
// CHECK-SAME: flow source
// CHECK-SAME: flow destination
// Axes, then tiles (kind letter, coordinates) with their switchboxes.
// CHECK: <g class="axes"
// CHECK: <g class="tile" data-t="0,0"><title>tile (0, 0) ShimNOCTile</title>{{.*}}>S</text>{{.*}}>0,0</text></g>
// CHECK-NEXT: <rect class="sb" data-t="0,0" {{.*}}><title>switchbox (0, 0)
// CHECK-NEXT: North: 1/6 master ports used</title></rect>
// CHECK: <g class="tile" data-t="0,1"><title>tile (0, 1) MemTile</title>{{.*}}>M</text>
// CHECK: <g class="tile" data-t="1,3"><title>tile (1, 3) CoreTile</title>{{.*}}>C</text>
// The heat layer: each used switchbox tinted by its busiest link.
// CHECK: <g class="heat"
// CHECK: fill="#d2d228"><title>switchbox (0, 3) busiest link: East 2/4 channels</title>
// Endpoint badges: sources, then destinations.
// CHECK: <g class="ends"
// CHECK-NEXT: <g class="end" data-f="0"><title>source (0, 0) DMA : 0 — flows #0</title>{{.*}}>DMA0</text></g>
// CHECK-NEXT: <g class="end" data-f="1"><title>source (0, 2) Core : 0 — flows #1</title>{{.*}}>Core0</text></g>
// CHECK-NEXT: <g class="end" data-f="1"><title>destination (1, 3) Core : 0 — flows #1</title>
// CHECK-NEXT: <g class="end" data-f="0"><title>destination (1, 3) DMA : 1 — flows #0</title>
// Lanes: one per channel, packet lanes dashed, a master and a slave port each.
// CHECK: <g class="ch" data-f="0"><title>(0, 0) North channel 0 (link 1/6 channels used)
// CHECK-NEXT: #0 line 6 (0, 0) DMA : 0 -&gt; (1, 3) DMA : 1</title><line {{.*}} stroke="#61d228" stroke-width="1.6" marker-end="url(#arrow)"/><rect {{.*}} fill="#333"/><rect {{.*}} fill="#fff"
// CHECK: <g class="ch" data-f="1"><title>(0, 3) East channel 0 (link 2/4 channels used)
// CHECK-NEXT: #1 line 7 packet 3: (0, 2) Core : 0 -&gt; (1, 3) Core : 0</title><line {{.*}} stroke-dasharray="3 1.5"
// CHECK: <g class="ch" data-f="0"><title>(0, 3) East channel 1
// CHECK: </svg>

// The file has no page routes.
// FILE-NOT: class="route"
