// aie-translate --aie-flows-to-json: mlir-aie's JSON of a routed netlist.
// Per switchbox: flow sources/destinations on its tile and the distinct
// master ports it drives per direction; the total path length (those hops,
// less the shim mux inputs); one route per distinct flow source, breadth
// first through connects (circuit) or packet rules and mastersets (packet),
// each switchbox with the directions the stream leaves in; DMA and Core end
// a route. The expected text follows mlir-aie's AIEFlowsToJSON.
// RUN: aiec --aie-flows-to-json %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: aie-translate --aie-flows-to-json %s | FileCheck %s --check-prefix=TAIL
// A typo is met with the closest option; an unrelated word with no tip.
// RUN: not aiec --aie-flows-to-jsn %s 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: not aiec --aie-frobnicate %s 2>&1 | FileCheck %s --check-prefix=NOTIP

// CHECK:{
// CHECK-NEXT:"switchbox00": {
// CHECK-NEXT:"col": 0,
// CHECK-NEXT:"row": 0,
// CHECK-NEXT:"source_count": 2,
// CHECK-NEXT:"destination_count": 0,
// CHECK-NEXT:"northbound": 1,
// CHECK-NEXT:"eastbound": 0,
// CHECK-NEXT:"southbound": 0,
// CHECK-NEXT:"westbound": 0
// CHECK-NEXT:},
// CHECK-NEXT:"switchbox01": {
// CHECK-NEXT:"col": 0,
// CHECK-NEXT:"row": 1,
// CHECK-NEXT:"source_count": 0,
// CHECK-NEXT:"destination_count": 1,
// CHECK-NEXT:"northbound": 1,
// CHECK-NEXT:"eastbound": 0,
// CHECK-NEXT:"southbound": 0,
// CHECK-NEXT:"westbound": 0
// CHECK-NEXT:},
// CHECK-NEXT:"switchbox02": {
// CHECK-NEXT:"col": 0,
// CHECK-NEXT:"row": 2,
// CHECK-NEXT:"source_count": 1,
// CHECK-NEXT:"destination_count": 1,
// CHECK-NEXT:"northbound": 1,
// CHECK-NEXT:"eastbound": 0,
// CHECK-NEXT:"southbound": 1,
// CHECK-NEXT:"westbound": 0
// CHECK-NEXT:},
// CHECK-NEXT:"switchbox03": {
// CHECK-NEXT:"col": 0,
// CHECK-NEXT:"row": 3,
// CHECK-NEXT:"source_count": 0,
// CHECK-NEXT:"destination_count": 1,
// CHECK-NEXT:"northbound": 0,
// CHECK-NEXT:"eastbound": 0,
// CHECK-NEXT:"southbound": 0,
// CHECK-NEXT:"westbound": 0
// CHECK-NEXT:},
// CHECK-NEXT:"total_path_length": 4,
// CHECK-NEXT:"route0": [ {{\[\[}}0, 0], ["North"]], {{\[\[}}0, 1], ["North"]], {{\[\[}}0, 2], ["DMA", "North"]], {{\[\[}}0, 3], ["DMA"]], [] ],
// CHECK-NEXT:"route1": [ {{\[\[}}0, 2], ["South"]], {{\[\[}}0, 1], ["DMA"]], [] ],
// CHECK-NEXT:"route_all": [],
// CHECK-EMPTY:
// CHECK-NEXT:"end json": 0
// CHECK-NEXT:}

// TAIL: "end json": 0

// TYPO: error: unexpected argument '--aie-flows-to-jsn' found
// TYPO: tip: a similar argument exists: '--aie-flows-to-json'
// NOTIP: error: unexpected argument '--aie-frobnicate' found
// NOTIP-NOT: tip:

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.switchbox(%t00) {
      aie.connect<South : 3, North : 0>
    }
    aie.shim_mux(%t00) {
      aie.connect<DMA : 0, North : 3>
    }
    aie.switchbox(%t01) {
      aie.connect<South : 0, North : 0>
      %b = aie.amsel<0> (0)
      %m = aie.masterset(DMA : 0, %b)
      aie.packet_rules(North : 0) {
        aie.rule(31, 3, %b)
      }
    }
    aie.switchbox(%t02) {
      aie.connect<South : 0, DMA : 0>
      aie.connect<South : 0, North : 0>
      %a = aie.amsel<0> (0)
      %m = aie.masterset(South : 0, %a)
      aie.packet_rules(DMA : 0) {
        aie.rule(31, 3, %a)
      }
    }
    aie.switchbox(%t03) {
      aie.connect<South : 0, DMA : 1>
    }
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t00, DMA : 0, %t03, DMA : 1)
    aie.packet_flow(3) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t01, DMA : 0>
    }
  }
}
