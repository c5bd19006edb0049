// `--help` documents every option; `-help`, `-h` and `-V` work too.
// RUN: aiec --help | FileCheck %s
// RUN: aiec -help | FileCheck %s
// RUN: aiec -h | FileCheck %s --check-prefix=SHORT
// RUN: aiec -V | FileCheck %s --check-prefix=VERSION
// RUN: aiec --version | FileCheck %s --check-prefix=VERSION

// CHECK: Usage: aiec [OPTIONS] [INPUT]
// CHECK-DAG: [INPUT]
// CHECK-DAG: -o <FILE>
// CHECK-DAG: --emit <KIND>
// CHECK-DAG: --x <KIND>
// CHECK-DAG: --split-input-file
// CHECK-DAG: --verify-diagnostics
// CHECK-DAG: --verify-each[=<BOOL>]
// CHECK-DAG: --diagnostics <STYLE>
// CHECK-DAG: --canonicalize
// CHECK-DAG: -h, --help
// CHECK-DAG: -V, --version
// CHECK-DAG: one or two dashes
// CHECK-DAG: Exit status: 0 on success, 1 on an error of the run, 2 on a command line that cannot run
// SHORT: Usage: aiec [OPTIONS] [INPUT]
// VERSION: aiec {{[0-9]+\.[0-9]+\.[0-9]+}} (commit {{[0-9a-f]+|unknown}}, features: {{[a-z]+}})
