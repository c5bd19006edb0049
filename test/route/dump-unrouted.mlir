// A dump of a design whose flows are not routed (the passes given did not
// route) warns, at the device, and still writes the dump; a routed one does
// not. With no pass at all, the dump routes a copy of the design
// (the default pipeline up to the router) and the output stays the input.
// RUN: aiec --aie-assign-lock-ids %S/Inputs/two-flows.mlir --dump-routing=text:%t.txt -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck --check-prefix=TEXT %s < %t.txt
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=text:%t.routed.txt -o /dev/null 2>&1 | FileCheck --allow-empty --check-prefix=ROUTED %s
// RUN: aiec %S/Inputs/two-flows.mlir --dump-routing=text:%t.copy.txt -o %t.copy.mlir 2>&1 | FileCheck --allow-empty --check-prefix=ROUTED %s
// RUN: FileCheck --check-prefix=COPY %s < %t.copy.txt
// RUN: FileCheck --check-prefix=INPUT %s < %t.copy.mlir

// CHECK: two-flows.mlir:2:3: warning: --dump-routing: 2 flow(s) of device 'npu1_2col' have no routing; the dump shows 0 routed flow(s)
// CHECK-NEXT: aie.device(npu1_2col) {
// CHECK: help: dump a routed design: run the router first (--aie-create-pathfinder-flows
// CHECK-NOT: see current operation

// TEXT: device npu1_2col (2 columns x 6 rows): 2 flows (1 circuit, 1 packet), total_path_length 0
// TEXT-NEXT: warning: 2 flow(s) of the design have no routing (the router did not run, or failed)
// TEXT: #0 line 6 (0, 0) DMA : 0 -> (1, 3) DMA : 1 [unrouted]
// TEXT-NEXT: #1 line 7 packet 3: (0, 2) Core : 0 -> (1, 3) Core : 0 [unrouted]

// ROUTED-NOT: warning

// COPY: 2 flows (1 circuit, 1 packet), total_path_length 6
// COPY: #0 line 6 (0, 0) DMA : 0 -> (1, 3) DMA : 1 [4 hops]
// INPUT: aie.flow(
// INPUT-NOT: aie.switchbox
