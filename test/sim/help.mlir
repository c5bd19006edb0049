// aie-sim's help: the simulator's options first, then output, host programs
// and the compiler's pass flags, each under its heading; examples at the end
// of both -h and --help.
// RUN: aie-sim --help | FileCheck %s
// RUN: aie-sim -h | FileCheck %s

// CHECK: Simulator options:
// CHECK: --input <N=FILE>
// CHECK: --expect <N=FILE>
// CHECK: Output:
// CHECK: --diagnostics <STYLE>
// CHECK: --summary <FORMAT>
// CHECK: Host programs:
// CHECK: --xrt-prefix
// CHECK: Compiler passes (an MLIR design; run before the default pipeline):
// CHECK: --aie-objectFifo-stateful-transform
// CHECK: Examples:
// CHECK-NEXT: aie-sim design.mlir --input=0=in.bin --expect=1=expected.bin
