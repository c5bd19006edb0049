// The switchboxes, shim muxes, connects and packet-switch ops the router
// writes stand where the flow that needs them is written, and each wire
// where the tile of the switchbox it ends at is (as mlir-aie locates them),
// so diagnostics and --mlir-print-debuginfo point at the user's text.
// RUN: aiec --aie-create-pathfinder-flows --mlir-print-debuginfo %s | FileCheck %s

aie.device(npu1_2col) {
  %t00 = aie.tile(0, 0)
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  %t12 = aie.tile(1, 2)
  aie.flow(%t00, DMA : 0, %t02, DMA : 1)
  aie.packet_flow(3) {
    aie.packet_source<%t02, Core : 0>
    aie.packet_dest<%t12, Core : 0>
  }
}

// CHECK: %switchbox_1_2 = aie.switchbox(%{{.*}}) {
// CHECK-NEXT: aie.amsel<0> (0) loc([[PACKET:#loc[0-9]*]])
// CHECK-NEXT: aie.masterset(Core : 0, %{{.*}}) loc([[PACKET]])
// CHECK-NEXT: aie.packet_rules(West : 0) {
// CHECK-NEXT: aie.rule(31, 3, %{{.*}}) loc([[PACKET]])
// CHECK-NEXT: } loc([[PACKET]])
// CHECK-NEXT: } loc([[PACKET]])
// CHECK: %switchbox_0_0 = aie.switchbox(%{{.*}}) {
// CHECK-NEXT: aie.connect<South : 3, North : 0> loc([[CIRCUIT:#loc[0-9]*]])
// CHECK-NEXT: } loc([[CIRCUIT]])
// CHECK-NEXT: aie.shim_mux(%{{.*}}) {
// CHECK-NEXT: aie.connect<DMA : 0, North : 3> loc([[CIRCUIT]])
// CHECK-NEXT: } loc([[CIRCUIT]])
// A switch both nets cross is located at the first that reaches it; each op
// inside at its own net.
// CHECK: %switchbox_0_2 = aie.switchbox(%{{.*}}) {
// CHECK-NEXT: aie.connect<South : 0, DMA : 1> loc([[CIRCUIT]])
// CHECK-NEXT: aie.amsel<0> (0) loc([[PACKET]])
// CHECK: } loc([[CIRCUIT]])
// CHECK: aie.wire(%shim_mux_0_0 : North, %switchbox_0_0 : South) loc([[T00:#loc[0-9]*]])
// CHECK: aie.wire(%tile_1_2 : DMA, %switchbox_1_2 : DMA) loc([[T12:#loc[0-9]*]])
// CHECK-DAG: [[T00]] = loc("{{.*}}locations.mlir":8:10)
// CHECK-DAG: [[T12]] = loc("{{.*}}locations.mlir":11:10)
// CHECK-DAG: [[PACKET]] = loc("{{.*}}locations.mlir":13:3)
// CHECK-DAG: [[CIRCUIT]] = loc("{{.*}}locations.mlir":12:3)
// CHECK-NOT: loc(unknown)
