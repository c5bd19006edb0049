// An unroutable design still gets its dumps (then aiec exits 1 with the
// error): every flow unrouted, the demand on the cuts it must cross, the
// over-subscribed boundary and the flows that must cross it highlighted.
// RUN: not aiec --aie-create-pathfinder-flows %S/error-capacity-column.mlir --dump-routing=text:%t.txt --dump-routing=json:%t.json --dump-routing=html:%t.html -o %t.mlir 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: FileCheck --check-prefix=TEXT %s < %t.txt
// RUN: FileCheck --check-prefix=JSON %s < %t.json
// RUN: FileCheck --check-prefix=HTML %s < %t.html

// ERR: error: Unable to find a legal routing: the flows from (0, 0) DMA:0, (0, 0) DMA:1, (0, 1) DMA:0, (0, 1) DMA:1 and 17 more need the links across the boundary between columns 0 and 1 eastward, and the router found no routing that fits them.
// ERR: note: 21 circuit flows must cross the boundary between columns 0 and 1 eastward, which has 20 free stream channels
// ERR-NOT: warning: --dump-routing

// TEXT: 21 flows (21 circuit, 0 packet), total_path_length 0
// TEXT-NEXT: warning: 21 flow(s) of the design have no routing (the router did not run, or failed)
// TEXT: #0 line 21 (0, 0) DMA : 0 -> (1, 0) DMA : 0 [unrouted]
// TEXT: over-subscribed (circuit flows that must cross / free wires):
// TEXT-NEXT: the boundary between columns 0 and 1 eastward: 21/20: #0 #1 #2 {{.*}} #20{{$}}

// JSON: {"origin": "line 21", "routed": false, "kind": "circuit"
// JSON: "demand": [
// JSON: {"cut": "the boundary between columns 0 and 1 eastward", "demand": 21, "capacity": 20, "over": true, "flows": [0, 1, 2,

// HTML: <g class="demand"
// HTML-NEXT: <g class="cut over" data-f="0 1 2 {{.*}}"><title>the boundary between columns 0 and 1 eastward: 21 circuit flow(s) must cross, 20 free wires</title><line
// HTML: <polyline class="route wanted over" data-f="0"
// HTML: <p class="warning over" data-d="0">over-subscribed: the boundary between columns 0 and 1 eastward (21 flows, 20 free wires; search <code>over</code>)</p>
// HTML: <li class="flow unrouted over" data-d="0" data-f="0" data-k="#0 line:21 circuit unrouted over
