// Output paths are checked before any work: a missing directory or a
// directory as -o or a --dump-routing path is an error naming the path
// (exit 1), and nothing is compiled (the input's own error is not reached).
// RUN: not aiec %s -o %t.missing/out.mlir 2>&1 | FileCheck --check-prefix=MISSING %s
// RUN: mkdir -p %t.dir
// RUN: not aiec %s -o %t.dir 2>&1 | FileCheck --check-prefix=DIR %s
// RUN: not aiec %s --dump-routing=html:%t.missing/r.html 2>&1 | FileCheck --check-prefix=DUMP %s
// RUN: not aie-sim %s --output=1=%t.missing/out.bin 2>&1 | FileCheck --check-prefix=SIM %s
// RUN: not aie-sim %s --trace=%t.dir 2>&1 | FileCheck --check-prefix=TRACE %s

// MISSING: aiec: error: cannot write '{{.*}}.missing/out.mlir': no directory '{{.*}}.missing'
// MISSING-NOT: unknown
// DIR: aiec: error: cannot write '{{.*}}.dir': is a directory
// DUMP: aiec: error: cannot write '{{.*}}.missing/r.html': no directory
// SIM: aie-sim: error: cannot write '{{.*}}.missing/out.bin': no directory
// SIM-NOT: does not compile
// TRACE: aie-sim: error: cannot write '{{.*}}.dir': is a directory

module {
  aie.device(npu1) {
    %t = aie.no_such_op(0, 2)
  }
}
