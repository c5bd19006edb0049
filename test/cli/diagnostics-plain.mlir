// Diagnostics off a terminal use MLIR's format: `<file>:<line>:<col>: error:`,
// the source line, a caret line, then an indented `help:` line.
// RUN: not aiec %s 2>&1 | FileCheck --strict-whitespace %s
// RUN: not aiec --diagnostics=plain %s 2>&1 | FileCheck --strict-whitespace %s

module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    // CHECK: {{^}}{{.*}}diagnostics-plain.mlir:[[@LINE+5]]:5: error: redefinition of SSA value '%t'{{$}}
    // CHECK-NEXT: {{^}}    %t = aie.tile(0, 3){{$}}
    // CHECK-NEXT: {{^}}    ^~{{$}}
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // CHECK-NOT: error
    %t = aie.tile(0, 3)
  }
}
