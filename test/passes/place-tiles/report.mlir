// Where logical tiles went, in what users read: --report=placement (text
// and JSON; the default pipeline runs up to --aie-place-tiles), the
// resource report and the routing dump name each physical tile's logical
// tiles as written, with their lines.
// RUN: aiec %s --report=placement | FileCheck %s --check-prefix=TEXT
// RUN: aiec %s --report=placement=json | FileCheck %s --check-prefix=JSON
// RUN: aiec %s --report=resources | FileCheck %s --check-prefix=RESOURCES
// RUN: aiec %s --stop-after=aie-create-pathfinder-flows --dump-routing=text:%t.txt -o %t.mlir
// RUN: FileCheck %s --check-prefix=DUMP < %t.txt

// TEXT: device npu1: 3 logical tile(s) on 2 tile(s)
// TEXT-NEXT: tile (1, 0) <- aie.logical_tile<ShimNOCTile>(?, 0) (line [[# @LINE + 19]]), aie.logical_tile<ShimNOCTile>(1, ?) (line [[# @LINE + 21]])
// TEXT-NEXT: tile (1, 2) <- aie.logical_tile<CoreTile>(1, ?) (line [[# @LINE + 19]])
// JSON: "format": "aiec-placement",
// JSON: "col": 1,
// JSON-NEXT: "row": 0,
// JSON-NEXT: "logical": [
// JSON-NEXT: {
// JSON-NEXT: "logical_tile": "aie.logical_tile<ShimNOCTile>(?, 0)",
// JSON-NEXT: "line": [[# @LINE + 11]]
// RESOURCES: (1, 0) ShimNOCTile;{{.*}}; placed from aie.logical_tile<ShimNOCTile>(?, 0), aie.logical_tile<ShimNOCTile>(1, ?)
// RESOURCES: (1, 2) CoreTile{{.*}}; placed from aie.logical_tile<CoreTile>(1, ?)
// DUMP: placed from logical tiles:
// DUMP-NEXT: tile (1, 0) <- aie.logical_tile<ShimNOCTile>(?, 0) (line [[# @LINE + 7]]), aie.logical_tile<ShimNOCTile>(1, ?) (line [[# @LINE + 9]])
// DUMP-NEXT: tile (1, 2) <- aie.logical_tile<CoreTile>(1, ?) (line [[# @LINE + 7]])
// DUMP: flows:
// DUMP-NEXT: #0 @in (1, 0) DMA : 0 -> (1, 2) DMA : 0

module {
  aie.device(npu1) {
    %in = aie.logical_tile<ShimNOCTile>(?, 0)
    %core = aie.logical_tile<CoreTile>(1, ?)
    %out = aie.logical_tile<ShimNOCTile>(1, ?)
    aie.objectfifo @in(%in, {%core}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%core, {%out}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}
