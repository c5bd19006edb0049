// --diagnostics=json: one JSON object per diagnostic and line, in the schema
// of docs/schemas/diagnostic.schema.json (compiler/tests/schemas.rs checks it);
// also for errors without a location. Fancy: one snippet per error, whose
// labels say what is wrong there (the message, and each note at its line).
// RUN: not aiec --diagnostics=json %s 2>&1 | FileCheck %s
// RUN: not aiec --diagnostics=json %s -o %t.missing/out.mlir 2>&1 | FileCheck --check-prefix=PATH %s
// RUN: not aiec --diagnostics=fancy %s 2>&1 | FileCheck --check-prefix=FANCY %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t34 = aie.tile(3, 4)
    %buf = aie.buffer(%t02) : memref<16xi32>
    %core = aie.core(%t34) {
      %c0 = arith.constant 0 : index
      %v = memref.load %buf[%c0] : memref<16xi32>
      aie.end
    }
  }
}

// CHECK: {"severity":"error","code":"aie.buffer","message":"'aie.buffer' op in Column 0 and Row 2 is accessed from an unreachable tile in Column 3 and Row 4","spans":[{"file":"{{.*}}diagnostics-json.mlir","line":13,"column":5,"start":{{[0-9]+}},"end":{{[0-9]+}},"label":"in Column 0 and Row 2 is accessed from an unreachable tile in Column 3 and Row 4"}],"help":"tile (3, 4) can reach the memory of tiles (2, 4), (3, 3), (3, 4), (3, 5)","notes":[{"message":"user","spans":[{"file":"{{.*}}diagnostics-json.mlir","line":16,"column":7,{{.*}}"label":"user"}]}]}{{$}}
// CHECK-NOT: {

// PATH: {"severity":"error","code":"aiec","message":"cannot write '{{.*}}.missing/out.mlir': no directory '{{.*}}.missing'","spans":[],"help":null,"notes":[]}

// FANCY: × 'aie.buffer' op in Column 0 and Row 2 is accessed from an unreachable tile in Column 3 and Row 4
// FANCY-NEXT: ╭─[{{.*}}diagnostics-json.mlir:13:5]
// FANCY: ╰── in Column 0 and Row 2 is accessed from an unreachable tile in Column 3 and Row 4
// FANCY: ╰── user
// FANCY-NOT: ╭─[
// FANCY: help: tile (3, 4) can reach
