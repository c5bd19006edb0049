// Every flow in a routing dump carries what it came from: the object FIFO it
// was lowered from (@name, also for a broadcast's consumers and a link's
// halves), else the line of its op. The dump of a design that is not lowered
// yet lowers and routes a copy (the output stays the input).
// RUN: aiec %s --dump-routing=text:%t.txt --dump-routing=json:%t.json --dump-routing=dot:%t.dot --dump-routing=svg:%t.svg --dump-routing=html:%t.html -o %t.mlir
// RUN: FileCheck --check-prefix=TEXT %s < %t.txt
// RUN: FileCheck --check-prefix=JSON %s < %t.json
// RUN: FileCheck --check-prefix=DOT %s < %t.dot
// RUN: FileCheck --check-prefix=SVG %s < %t.svg
// RUN: FileCheck --check-prefix=HTML %s < %t.html
// RUN: FileCheck --check-prefix=OUT %s < %t.mlir

module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @bcast(%mem, {%t2, %t3}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@bcast]([] [])
    aie.flow(%t2, Core : 0, %t3, Core : 0)
  }
}

// TEXT: flows:
// TEXT-NEXT: #0 @in (0, 0) DMA : 0 -> (0, 1) DMA : 0 [1 hops]
// TEXT-NEXT: #1 @bcast (0, 1) DMA : 0 -> (0, 3) DMA : 0
// TEXT-NEXT: #2 @bcast (0, 1) DMA : 0 -> (0, 2) DMA : 0
// TEXT-NEXT: #3 line 22 (0, 2) Core : 0 -> (0, 3) Core : 0 [1 hops]

// JSON: {"origin": "@in", "routed": true, "kind": "circuit"
// JSON-NEXT: {"origin": "@bcast", "routed": true
// JSON-NEXT: {"origin": "@bcast", "routed": true
// JSON-NEXT: {"origin": "line 22", "routed": true

// The DOT edges name the flows on each link.
// DOT: d0_0_0 -> d0_0_1 {{.*}}tooltip="1/6 channels: #0 @in"

// SVG: <title>(0, 0) North channel 0 (link 1/6 channels used)
// SVG-NEXT: #0 @in (0, 0) DMA : 0 -&gt; (0, 1) DMA : 0</title>

// HTML: <li class="flow" data-d="0" data-f="0" data-k="#0 @in circuit {{.*}}"><b>#0</b> <u>@in</u> (0, 0) DMA : 0
// HTML: <li class="flow" data-d="0" data-f="1" data-k="#1 @bcast circuit
// HTML: <li class="flow" data-d="0" data-f="3" data-k="#3 line:22 circuit

// OUT: aie.objectfifo @in
// OUT-NOT: aie.switchbox
