// The page of an unrouted design says so next to its summary.
// RUN: aiec --aie-assign-lock-ids %S/Inputs/two-flows.mlir --dump-routing=html:%t.html -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.html

// The unrouted flows are drawn straight, dashed, from end to end, and listed.
// CHECK: <polyline class="route wanted" data-f="0"
// CHECK: <p class="summary" data-d="0">npu1_2col (2 columns × 6 rows): 2 flows, total path length 0</p>
// CHECK-NEXT: <p class="warning" data-d="0">warning: 2 flow(s) of the design have no routing (the router did not run, or failed)</p>
// CHECK: <li class="flow unrouted" data-d="0" data-f="0" data-k="#0 line:6 circuit unrouted {{.*}}<i>unrouted</i></li>
