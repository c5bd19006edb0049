// A dump of a design whose flows are not routed (the router did not run)
// warns, at the device, and still writes the dump; a routed one does not.
// RUN: aiec %S/Inputs/two-flows.mlir --dump-routing=text:%t.txt -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck --check-prefix=TEXT %s < %t.txt
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=text:%t.routed.txt -o /dev/null 2>&1 | FileCheck --allow-empty --check-prefix=ROUTED %s

// CHECK: two-flows.mlir:2:3: warning: --dump-routing: 2 flow(s) of device 'npu1_2col' have no routing; the dump shows 0 routed flow(s)
// CHECK-NEXT: aie.device(npu1_2col) {
// CHECK: help: dump a routed design: run the router first (--aie-create-pathfinder-flows
// CHECK-NOT: see current operation

// TEXT: device npu1_2col (2 columns x 6 rows): 0 flows (0 circuit, 0 packet), total_path_length 0
// TEXT-NEXT: warning: 2 flow(s) of the design have no routing (dumped before the router ran?)

// ROUTED-NOT: warning
