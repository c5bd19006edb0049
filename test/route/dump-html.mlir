// --dump-routing=html: a self-contained viewer page (no external
// references): the drawings fill the window, a side panel holds the device
// choice, search, zoom tools, legend, info box and the flow list; every flow
// has a hidden route the script shows on search, hover and pin.
// RUN: aiec --aie-create-pathfinder-flows %S/Inputs/two-flows.mlir --dump-routing=html:%t.html -o %t.mlir
// RUN: FileCheck %s < %t.html
// RUN: FileCheck --check-prefix=OFFLINE %s < %t.html

// CHECK: <!DOCTYPE html>
// CHECK: <style>
// CHECK: #side{width:400px
// CHECK: <script>window.addEventListener('error'
// CHECK: <main id="view">
// CHECK-NEXT: <button id="panel"
// CHECK-NEXT: <svg xmlns="http://www.w3.org/2000/svg" id="dev0" class="routing" width="256" height="656"
// CHECK: <g class="ch" data-f="0"><title>(0, 0) North channel 0
// The routes: source badge, the lanes, destination badge.
// CHECK: <g class="routes"
// CHECK-NEXT: <polyline class="route" data-f="0" points="57,618 75,558 75,498 {{.*}} 199,309"><title>#0 line 6 (0, 0) DMA : 0 -&gt; (1, 3) DMA : 1</title></polyline>
// CHECK-NEXT: <polyline class="route" data-f="1" points="{{.*}}"><title>#1 line 7 packet 3: (0, 2) Core : 0 -&gt; (1, 3) Core : 0</title></polyline>
// CHECK: </main>
// CHECK-NEXT: <aside id="side">
// CHECK-NEXT: <h1>aiec routing <select id="dev"><option value="0">0: npu1_2col</option></select></h1>
// CHECK-NEXT: <p class="summary" data-d="0">npu1_2col (2 columns × 6 rows): 2 flows, total path length 6</p>
// CHECK-NEXT: <div class="tools"><input id="q" type="search"{{.*}}<button id="fit"{{.*}}<button id="zin"{{.*}}<button id="zout"{{.*}}<input id="heat" type="checkbox" checked>{{.*}}<button id="clear"
// CHECK-NEXT: <svg id="legend"{{.*}}CoreTile{{.*}}MemTile{{.*}}ShimNOCTile{{.*}}ShimPLTile
// CHECK-NEXT: <div id="info">
// CHECK-NEXT: <p id="count"></p>
// CHECK-NEXT: <ul id="flows">
// Each row carries its search key: number, kind, endpoints, tiles and ports on its path.
// CHECK-NEXT: <li class="flow" data-d="0" data-f="0" data-k="#0 line:6 circuit src:0,0 0,0 dma:0 dst:1,3 1,3 dma:1 0,0 north:0 0,1 north:0 0,2 north:1 0,3 east:1" data-p="(0,0) North : 0 &gt; (0,1) North : 0 &gt; (0,2) North : 1 &gt; (0,3) East : 1"><b>#0</b> <u>line 6</u> (0, 0) DMA : 0 -&gt; (1, 3) DMA : 1 <i>4 hops</i></li>
// CHECK-NEXT: <li class="flow" data-d="0" data-f="1" data-k="#1 line:7 packet pkt:3 src:0,2 {{.*}}"><b>#1</b> <u>line 7</u> packet 3: (0, 2) Core : 0 -&gt; (1, 3) Core : 0 <i>2 hops</i></li>
// CHECK-NEXT: </ul>
// CHECK: <script>
// CHECK: function readHash()
// CHECK: document.body.dataset.ready = '1';
// CHECK: </html>

// Nothing is loaded from elsewhere.
// OFFLINE-NOT: <link
// OFFLINE-NOT: src=
// OFFLINE-NOT: href=
// OFFLINE-NOT: url(http
// OFFLINE-NOT: import(
// OFFLINE-NOT: fetch(
