// --aie-objectfifo-verify: one filler and one drainer per segment (a pool
// whose objects start full needs no filler), every DMA and route endpoint in
// one route, a dispatching endpoint's turns, a fan-in's packet header and
// object size, loop bodies that release no more than they acquire, and no
// core releasing more than a bounded DMA endpoint of its pool moves
// (docs/objectfifo.md, "What is checked: by --aie-objectfifo-verify").
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-verify %s

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  // expected-error@+1 {{'aie.objectfifo.pool' op segment 0 is filled by more than one endpoint}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) fills @p
  aie.objectfifo.core_endpoint @b(%u) fills @p
  aie.objectfifo.core_endpoint @c(%u) drains @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  // expected-error@+1 {{'aie.objectfifo.pool' op segment 0 is drained by more than one endpoint}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) fills @p
  aie.objectfifo.core_endpoint @b(%u) drains @p
  aie.objectfifo.core_endpoint @c(%t) drains @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  // expected-error@+1 {{'aie.objectfifo.pool' op segment 0 has no drainer}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) fills @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  // expected-error@+1 {{'aie.objectfifo.pool' op segment 0 has no filler}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) drains @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, initValues = [dense<1> : memref<16xi32>, dense<2> : memref<16xi32>]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) drains @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) fills @p
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op is not connected by any flow}}
  aie.objectfifo.dma_endpoint @d(%t) drains @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) fills @p
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op drives one channel, so at most one flow may name it, but it is named 2 times}}
  aie.objectfifo.dma_endpoint @d(%t) drains @p
  aie.route_endpoint @x(%shim) DMA
  aie.route from @d to [@x]
  aie.route from @d to [@x]
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @a(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @aw(%t) fills @a
  aie.objectfifo.dma_endpoint @ad(%t) drains @a
  aie.objectfifo.pool @b(%u) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @bw(%u) fills @b
  aie.objectfifo.dma_endpoint @bd(%u) drains @b
  aie.route_endpoint @x(%shim) DMA
  // expected-error@+1 {{'aie.route' op has several sources, so it needs a `packet` header; a circuit cannot merge streams}}
  aie.route from [@ad, @bd] to [@x]
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @a(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @aw(%t) fills @a
  aie.objectfifo.dma_endpoint @ad(%t) drains @a
  aie.objectfifo.pool @b(%u) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @bw(%u) fills @b
  aie.objectfifo.dma_endpoint @bd(%u) drains @b
  aie.objectfifo.pool @c(%v) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.dma_endpoint @cd(%v) fills @c
  aie.objectfifo.core_endpoint @cr(%v) drains @c
  aie.route from [@ad, @bd] to [@cd] {packet = #aie.packet_info<>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @a(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @aw(%t) fills @a
  aie.objectfifo.dma_endpoint @ad(%t) drains @a
  aie.objectfifo.pool @b(%u) {depth = 2 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.core_endpoint @bw(%u) fills @b
  aie.objectfifo.dma_endpoint @bd(%u) drains @b
  aie.objectfifo.pool @c(%v) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.dma_endpoint @cd(%v) fills @c
  aie.objectfifo.core_endpoint @cr(%v) drains @c
  // expected-error@+1 {{'aie.route' op fans in, so every end moves one object of the same size, but @ad moves 16 elements and @bd moves 8}}
  aie.route from [@ad, @bd] to [@cd] {packet = #aie.packet_info<>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, initValues = [dense<0> : memref<16xi32>, dense<0> : memref<16xi32>]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.dma_endpoint @y(%t) drains @p {dispatch = [@a, @b]}
  aie.route_endpoint @a(%u) Core {channelIndex = 0 : i32}
  aie.route_endpoint @b(%v) Core {channelIndex = 0 : i32}
  aie.route from @y to [@a] {packet = #aie.packet_info<>}
  aie.route from @y to [@b] {packet = #aie.packet_info<>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, initValues = [dense<0> : memref<16xi32>, dense<0> : memref<16xi32>]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.dma_endpoint @y(%t) drains @p {dispatch = [@a, @b]}
  aie.route_endpoint @a(%u) Core {channelIndex = 0 : i32}
  aie.route_endpoint @b(%v) Core {channelIndex = 0 : i32}
  // expected-error@+2 {{'aie.route' op leaves dispatching endpoint @y and needs a packet header to tell its turns apart}}
  aie.route from @y to [@a] {packet = #aie.packet_info<>}
  aie.route from @y to [@b]
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, initValues = [dense<0> : memref<16xi32>, dense<0> : memref<16xi32>]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.dma_endpoint @y(%t) drains @p {dispatch = [@a, @b]}
  aie.route_endpoint @a(%u) Core {channelIndex = 0 : i32}
  aie.route_endpoint @b(%v) Core {channelIndex = 0 : i32}
  // expected-error@+1 {{'aie.route' op leaves dispatching endpoint @y for one destination, so it has one source and one destination}}
  aie.route from @y to [@a, @b] {packet = #aie.packet_info<>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, initValues = [dense<0> : memref<16xi32>, dense<0> : memref<16xi32>]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.dma_endpoint @y(%t) drains @p {dispatch = [@a]}
  aie.route_endpoint @a(%u) Core {channelIndex = 0 : i32}
  aie.route_endpoint @b(%v) Core {channelIndex = 0 : i32}
  aie.route from @y to [@a] {packet = #aie.packet_info<>}
  // expected-error@+1 {{'aie.route' op reaches @b, which dispatching endpoint @y never takes a turn for}}
  aie.route from @y to [@b] {packet = #aie.packet_info<>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, initValues = [dense<0> : memref<16xi32>, dense<0> : memref<16xi32>]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op dispatches to @a2, but no route from it reaches there}}
  aie.objectfifo.dma_endpoint @y(%t) drains @p {dispatch = [@a, @a2]}
  aie.route_endpoint @a(%u) Core {channelIndex = 0 : i32}
  aie.route_endpoint @a2(%v) Core {channelIndex = 0 : i32}
  aie.route from @y to [@a] {packet = #aie.packet_info<>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) fills @p
  aie.objectfifo.core_endpoint @b(%u) drains @p
  %c = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %o = aie.objectfifo.acquire @a(1) : memref<16xi32>
    // expected-error@+1 {{'aie.objectfifo.release' op cannot release more elements than are already acquired}}
      aie.objectfifo.release @a(2)
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) fills @p
  // expected-note@+1 {{the DMA endpoint is here}}
  aie.objectfifo.dma_endpoint @d(%t) drains @p {iterCount = 3 : i32}
  aie.route_endpoint @x(%shim) DMA
  aie.route from @d to [@x]
  %c = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %o = aie.objectfifo.acquire @a(1) : memref<16xi32>
    // expected-error@+1 {{'aie.objectfifo.release' op releases 8 objects through @a over the run, but the pool's DMA endpoint stops after 6 (iterCount 3 x depth 2), so the core would wait forever for the rest}}
      aie.objectfifo.release @a(1)
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %v = aie.tile(2, 4)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @a(%t) fills @p
  aie.objectfifo.dma_endpoint @d(%t) drains @p {iterCount = 4 : i32}
  aie.route_endpoint @x(%shim) DMA
  aie.route from @d to [@x]
  %c = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %o = aie.objectfifo.acquire @a(1) : memref<16xi32>
      aie.objectfifo.release @a(1)
    }
    aie.end
  }
}
