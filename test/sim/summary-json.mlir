// aie-sim --summary=json: standard output holds one JSON object (schema:
// docs/schemas/sim-summary.schema.json): cycles, verdict, every argument
// written or compared and whether it matches. --diagnostics=json writes
// compile errors as JSON lines (no text around them); plain, by default off
// a terminal, and fancy (miette) on request.
// RUN: aie-sim %S/../../examples/add_one/design.mlir --input=0=%S/../../examples/add_one/input0.bin --expect=1=%S/../../examples/add_one/expected1.bin --summary=json | FileCheck --check-prefix=PASS %s
// RUN: not aie-sim %S/../../examples/add_one/design.mlir --input=0=%S/../../examples/add_one/input0.bin --expect=1=%S/../../examples/add_one/input0.bin --output=1=%t.out --summary=json 2>/dev/null | FileCheck --check-prefix=MISMATCH %s
// RUN: not aie-sim %s --summary=json --diagnostics=json > %t.summary 2> %t.err
// RUN: FileCheck --check-prefix=ERROR %s < %t.summary
// RUN: FileCheck --check-prefix=JSON %s < %t.err
// RUN: not aie-sim %s 2>&1 | FileCheck --check-prefix=PLAIN %s
// RUN: not aie-sim %s --diagnostics=fancy 2>&1 | FileCheck --check-prefix=FANCY %s

// PASS: {"format":"aie-sim-summary","version":1,"cycles":{{[1-9][0-9]*}},"verdict":"pass","outputs":[{"arg":1,"output":null,"expect":"{{.*}}expected1.bin","match":true}]}{{$}}
// PASS-NOT: aie-sim:
// MISMATCH: "verdict":"mismatch","outputs":[{"arg":1,"output":"{{.*}}.out","expect":"{{.*}}input0.bin","match":false}]}
// ERROR: {"format":"aie-sim-summary","version":1,"cycles":0,"verdict":"error","outputs":[]}
// JSON: {"severity":"error","code":"aie-sim","message":"custom op 'aie.tlie' is unknown","spans":[{"file":"{{.*}}summary-json.mlir","line":[[@LINE+9]],{{.*}}"help":"did you mean 'aie.tile'?","notes":[]}{{$}}
// JSON-NOT: does not compile
// PLAIN: aie-sim: error: '{{.*}}summary-json.mlir' does not compile:
// PLAIN-NEXT: summary-json.mlir:[[@LINE+6]]:10: error: custom op 'aie.tlie' is unknown
// FANCY: × custom op 'aie.tlie' is unknown
// FANCY: help: did you mean 'aie.tile'?

module {
  aie.device(npu1) {
    %t = aie.tlie(0, 2)
  }
}
