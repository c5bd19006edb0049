// Notes follow their diagnostic in the same format; the op name prefixes an
// op's message; help comes right after the caret line.
// RUN: not aiec %s 2>&1 | FileCheck --strict-whitespace %s
// RUN: not aiec --diagnostics=fancy %s 2>&1 | FileCheck %s --check-prefix=FANCY

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t34 = aie.tile(3, 4)
    // CHECK: {{^}}{{.*}}diagnostics-notes.mlir:[[@LINE+5]]:5: error: 'aie.buffer' op in Column 0 and Row 2 is accessed from an unreachable tile in Column 3 and Row 4{{$}}
    // CHECK-NEXT: {{^}}    %buf = aie.buffer(%t02) : memref<16xi32>{{$}}
    // CHECK-NEXT: {{^}}    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // FANCY: × 'aie.buffer' op in Column 0 and Row 2 is accessed from an unreachable tile in Column 3 and Row 4
    %buf = aie.buffer(%t02) : memref<16xi32>
    %core = aie.core(%t34) {
      %c0 = arith.constant 0 : index
      // CHECK-NEXT: {{^}}{{.*}}diagnostics-notes.mlir:[[@LINE+4]]:7: note: user{{$}}
      // CHECK-NEXT: {{^}}      %v = memref.load %buf[%c0] : memref<16xi32>{{$}}
      // CHECK-NEXT: {{^}}      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
      // FANCY: user
      %v = memref.load %buf[%c0] : memref<16xi32>
      aie.end
    }
  }
}
