// --dump-routing is repeatable, needs a format and a path, knows five formats,
// writes the dump of a failing pass (then exits 1) and nothing for input that
// does not parse.
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=json:%t.a.json --dump-routing=text:%t.b.txt > %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t.a.json
// RUN: FileCheck --check-prefix=TEXT %s < %t.b.txt
// RUN: not aiec %s --dump-routing=xml:%t.xml 2>&1 | FileCheck --check-prefix=BADFMT %s
// RUN: not aiec %s --dump-routing=json 2>&1 | FileCheck --check-prefix=NOPATH %s
// RUN: rm -f %t.fail.json
// RUN: not aiec --aie-create-pathfinder-flows %s --dump-routing=json:%t.fail.json 2>&1 | FileCheck --check-prefix=FAIL %s
// RUN: FileCheck --check-prefix=FAILDUMP %s < %t.fail.json
// RUN: rm -f %t.bad.json
// RUN: echo "aie.device(npu1) {" | not aiec --dump-routing=json:%t.bad.json 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not test -e %t.bad.json

// JSON: "total_path_length": 6
// TEXT: total_path_length 6
// BADFMT: unknown dump format 'xml' (expected one of text, json, dot, svg, html)
// NOPATH: expected FORMAT:PATH with FORMAT one of text, json, dot, svg, html
// FAIL: error: 'aie.flow' op destination (0, 3) DMA : 0 is already used by another flow
// FAILDUMP: "device": "npu1"
// BAD: error: expected

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.flow(%t02, DMA : 0, %t03, DMA : 0)
    aie.flow(%t02, DMA : 1, %t03, DMA : 0)
  }
}
