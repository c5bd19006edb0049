// --dump-routing=dot: tiles pinned at their array positions (row 0 at the
// bottom) under the neato layout, so plain `dot` keeps the grid; used links as
// edges between tile corners, labelled with their channels.
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=dot:%t.dot -o %t.mlir
// RUN: FileCheck %s < %t.dot
// Two devices side by side: the second starts one column after the first.
// RUN: aiec --split-input-file --aie-create-pathfinder-flows %s --dump-routing=dot:%t.two.dot -o /dev/null
// RUN: FileCheck --check-prefix=TWO %s < %t.two.dot

// CHECK: digraph routing {
// CHECK-NEXT: layout=neato;
// CHECK-NEXT: inputscale=72;
// CHECK: d0 [shape=plaintext, {{.*}}label="npu1_2col", fontsize=14, pos="0,600!"];
// CHECK: d0_0_0 [label="S 0,0", pos="0,0!", fillcolor="#f5e3cc", tooltip="ShimNOCTile"];
// CHECK: d0_0_1 [label="M 0,1", pos="0,100!", fillcolor="#e6dcf2", tooltip="MemTile"];
// CHECK: d0_1_5 [label="C 1,5", pos="100,500!", fillcolor="#dde8f5", tooltip="CoreTile"];
// CHECK: d0_0_0 -> d0_0_1 [tailport=nw, headport=sw, label="N:0", penwidth=1.5, color="#61d228", tooltip="1/6 channels: #0 line 6"];
// CHECK: d0_0_3 -> d0_1_3 [tailport=ne, headport=nw, label="E:0,1", penwidth=2.5, color="#d2d228", style=dashed, tooltip="2/4 channels: #0 line 6, #1 line 7"];
// CHECK-NOT: cluster
// CHECK: }

// TWO: d0_1_0 [label="S 1,0", pos="100,0!"
// TWO: d0_1_2 -> d0_0_2 [tailport=sw, headport=se, label="W:0"
// TWO: d1 [shape=plaintext, {{.*}}label="npu1_1col", fontsize=14, pos="300,600!"];
// TWO: d1_0_0 [label="S 0,0", pos="300,0!"
// TWO: d1_0_3 -> d1_0_2 [tailport=se, headport=ne, label="S:0"

module {
  aie.device(npu1_2col) {
    %t12 = aie.tile(1, 2)
    %t02 = aie.tile(0, 2)
    aie.flow(%t12, DMA : 0, %t02, DMA : 0)
  }
}

// -----

module {
  aie.device(npu1_1col) {
    %t03 = aie.tile(0, 3)
    %t02 = aie.tile(0, 2)
    aie.flow(%t03, DMA : 0, %t02, DMA : 0)
  }
}
