// --dump-routing=html: a self-contained page (no external references) with
// the drawing, a flow table and the hover script.
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=html:%t.html -o %t.mlir
// RUN: FileCheck %s < %t.html
// RUN: FileCheck --check-prefix=OFFLINE %s < %t.html

// CHECK: <!DOCTYPE html>
// CHECK: <style>
// CHECK: <h2>npu1_2col (2 columns × 6 rows): 2 flows, total path length 6</h2>
// CHECK-NEXT: <svg id="dev0" xmlns="http://www.w3.org/2000/svg" class="routing"
// CHECK: <tr class="flow" data-svg="dev0" data-flow="0"><td>0</td><td>circuit</td><td>(0, 0) DMA : 0 -&gt; (1, 3) DMA : 1</td><td>4</td>
// CHECK: <tr class="flow" data-svg="dev0" data-flow="1"><td>1</td><td>packet</td>
// CHECK: <script>
// CHECK: </html>

// Nothing is loaded from elsewhere.
// OFFLINE-NOT: <link
// OFFLINE-NOT: src=
// OFFLINE-NOT: href="http
// OFFLINE-NOT: url(http
