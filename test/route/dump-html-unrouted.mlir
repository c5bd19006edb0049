// The page of an unrouted design says so next to its summary.
// RUN: aiec %S/Inputs/two-flows.mlir --dump-routing=html:%t.html -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.html

// CHECK: <p class="summary" data-d="0">npu1_2col (2 columns × 6 rows): 0 flows, total path length 0</p>
// CHECK-NEXT: <p class="warning" data-d="0">warning: 2 flow(s) of the design have no routing (dumped before the router ran?)</p>
