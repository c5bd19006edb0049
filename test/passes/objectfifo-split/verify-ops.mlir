// The op verifiers of the split objectfifo lowering's ops, with the
// messages of docs/objectfifo.md ("What is checked: by the op verifiers").
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  // expected-error@+1 {{'aie.objectfifo.pool' op element type must be a memref, not 'i32'}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : i32 {
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  // expected-error@+1 {{'aie.objectfifo.pool' op expects at least one segment}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    // expected-error@+1 {{'aie.objectfifo.segment' op leaves a gap or overlaps the segment before it; segments must tile the object}}
    aie.objectfifo.segment @s1 {offset = 9 : i32, size = 7 : i32}
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  // expected-error@+1 {{'aie.objectfifo.pool' op segments cover 12 of 16 elements}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 12 : i32}
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<16xi32>
  // expected-error@+1 {{'aie.objectfifo.pool' op expects every one of its 'depth' buffers to resolve}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, buffers = [@b0]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<16xi32>
  // expected-error@+1 {{'aie.objectfifo.pool' op expects every one of its 'depth' buffers to resolve}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, buffers = [@b0, @nothing]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %l0 = aie.lock(%t) {sym_name = "l0"}
  %l1 = aie.lock(%t) {sym_name = "l1"}
  // expected-error@+1 {{'aie.objectfifo.pool' op 'locks' names binary locks, which this device has no use for}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, locks = [@l0, @l1]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
}

// -----

// One binary lock per object.
aie.device(xcvc1902) {
  %t = aie.tile(0, 2)
  %l0 = aie.lock(%t) {sym_name = "l0"}
  // expected-error@+1 {{'aie.objectfifo.pool' op expects one lock per buffer}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32, locks = [@l0]} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
}

// -----

// Segments are listed by offset.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{'aie.objectfifo.pool' op segments must be ordered by increasing offset}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 0 : i32, size = 16 : i32}
  }
}

// -----

aie.device(xcvc1902) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  %l0 = aie.lock(%t) {sym_name = "l0"}
  // expected-error@+1 {{'aie.objectfifo.pool' op segment locks are counting locks, which this device has no use for}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32, produceLock = @l0}
  }
}

// -----

aie.device(xcvc1902) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  // expected-error@+1 {{'aie.objectfifo.pool' op multi-segment pools are unsupported on binary lock architectures}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.core_endpoint' op must either fill or drain its pool}}
  aie.objectfifo.core_endpoint @e(%t) fills drains @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op must list segments explicitly for a multi-segment pool}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op references undefined segment 's2' in pool 'p'}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {segments = [@s2]}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op expects at least one segment}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {segments = []}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op segments must be named in increasing offset order}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {segments = [@s1, @s0]}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32}
    aie.objectfifo.segment @s1 {offset = 4 : i32, size = 4 : i32}
    aie.objectfifo.segment @s2 {offset = 8 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.core_endpoint' op a core endpoint's segments must be contiguous}}
  aie.objectfifo.core_endpoint @e(%t) fills @p {segments = [@s0, @s2]}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op dimensions has 1 entries for 2 selected segments}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {segments = [@s0, @s1], dimensions = #aie<bd_dim_layout_array_array[[<size = 4, stride = 1>]]>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op dimensions entry 0 exceeds selected segment 's0' of size 16}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {dimensions = #aie<bd_dim_layout_array_array[[<size = 4, stride = 8>, <size = 4, stride = 2>]]>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op padDimensions is only valid on a draining endpoint}}
  aie.objectfifo.dma_endpoint @e(%t) fills @p {padDimensions = #aie<bd_pad_layout_array_array[[<const_pad_before = 1, const_pad_after = 1>]]>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op nonzero padValue requires a non-empty padDimensions entry}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {padValue = 7 : i32}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op padDimensions has 2 entries for 1 selected segments}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {padDimensions = #aie<bd_pad_layout_array_array[[<const_pad_before = 1, const_pad_after = 1>], []]>}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op 'padDimensions' must be a #aie<bd_pad_layout_array_array[…]>}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {padDimensions = #aie<bd_pad_layout_array[<const_pad_before = 1, const_pad_after = 1>]>}
}

// -----

// Padding needs an access pattern of its rank in the same entry.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op padDimensions entry 0 requires dimensions for the same segment}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {padDimensions = #aie<bd_pad_layout_array_array[[<const_pad_before = 1, const_pad_after = 1>]]>}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op dimensions and padDimensions entry 0 have different ranks}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {dimensions = #aie<bd_dim_layout_array_array[[<size = 4, stride = 4>, <size = 4, stride = 1>]]>, padDimensions = #aie<bd_pad_layout_array_array[[<const_pad_before = 1, const_pad_after = 1>]]>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.route_endpoint @x(%u) Core {channelIndex = 0 : i32}
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op has 2 'dispatchPackets' for 1 dispatch turns}}
  aie.objectfifo.dma_endpoint @e(%t) drains @p {dispatch = [@x], dispatchPackets = [#aie.packet_info<pkt_id = 0>, #aie.packet_info<pkt_id = 1>]}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.route_endpoint @x(%u) Core {channelIndex = 0 : i32}
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op dispatches, but fills its pool}}
  aie.objectfifo.dma_endpoint @e(%t) fills @p {dispatch = [@x]}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  // expected-error@+1 {{'aie.route_endpoint' op bundle must be DMA, PLIO or Core, not North}}
  aie.route_endpoint @x(%shim) North
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  // expected-error@+1 {{'aie.route_endpoint' op a PLIO end is on a shim}}
  aie.route_endpoint @x(%t) PLIO
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.route_endpoint @x(%shim) DMA
  aie.route_endpoint @y(%t) Core
  // expected-error@+1 {{'aie.route' op must name its source once}}
  "aie.route"() {source = @x, sources = [@x], destinations = [@y]} : () -> ()
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.route_endpoint @x(%shim) DMA
  // expected-error@+1 {{'aie.route' op expects at least one destination}}
  aie.route from @x to []
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.route_endpoint @x(%shim) DMA
  // expected-error@+1 {{'aie.route' op expects at least one source}}
  aie.route from [] to [@x]
}

// -----

// An end is named once: a source twice, or a source again as a destination.
aie.device(npu2) {
  %shim = aie.tile(3, 0)
  %t = aie.tile(3, 2)
  aie.route_endpoint @in(%shim) DMA
  aie.route_endpoint @core(%t) Core {channelIndex = 1 : i32}
  // expected-error@+1 {{'aie.route' op names '@in' as a source twice}}
  aie.route from [@in, @in] to [@core] {packet = #aie.packet_info<pkt_id = 4>}
}

// -----

aie.device(npu2) {
  %shim = aie.tile(3, 0)
  %t = aie.tile(3, 2)
  aie.route_endpoint @in(%shim) DMA
  aie.route_endpoint @core(%t) Core {channelIndex = 1 : i32}
  // expected-error@+1 {{'aie.route' op names '@core' more than once; an end is a source or a destination, and only one of each}}
  aie.route from @in to [@core, @core]
}

// -----

// A DMA endpoint's header is allocation's output: it carries its id.
aie.device(npu2) {
  %t = aie.tile(3, 2)
  aie.objectfifo.pool @p(%t) {depth = 1 : i32} : memref<8xi16> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op packet has no pkt_id}}
  aie.objectfifo.dma_endpoint @d(%t) drains @p {packet = #aie.packet_info<pkt_type = 2>}
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  // expected-note@+1 {{'@w' is defined here as 'aie.objectfifo.core_endpoint'}}
  aie.objectfifo.core_endpoint @w(%t) fills @p
  aie.route_endpoint @x(%shim) DMA
  // expected-error@+1 {{'aie.route' op attribute 'source' references '@w', which is not a 'aie.objectfifo.dma_endpoint' or 'aie.route_endpoint' in scope}}
  aie.route from @w to [@x]
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @w(%t) fills @p
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.objectfifo.acquire' op names core endpoint @w, whose role gives the direction, but also a port}}
    %o = aie.objectfifo.acquire @w(Produce, 1) : memref<16xi32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @w(%t) fills @p
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.objectfifo.acquire' op acquired object type 'memref<8xi32>' does not match the objectFifo's 'memref<16xi32>'}}
    %o = aie.objectfifo.acquire @w(1) : memref<8xi32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @w(%t) fills @p
  aie.runtime_sequence() {
    // expected-error@+1 {{'aie.objectfifo.release' op must be called from inside a CoreOp}}
    aie.objectfifo.release @w(1)
  }
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo @f(%t, {%u}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.objectfifo.release' op names objectfifo @f without a port}}
    aie.objectfifo.release @f(1)
    aie.end
  }
}

// -----

// A core endpoint selecting part of each object hands out that run, typed
// as its subview: the whole object's type does not match.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
  aie.objectfifo.core_endpoint @w(%t) fills @p {segments = [@s0, @s1]}
  aie.objectfifo.core_endpoint @lo(%t) drains @p {segments = [@s0]}
  aie.objectfifo.core_endpoint @hi(%t) drains @p {segments = [@s1]}
  %c = aie.core(%t) {
    %whole = aie.objectfifo.acquire @w(1) : memref<16xi32>
    %lo = aie.objectfifo.acquire @lo(1) : memref<8xi32, strided<[1]>>
    %hi:2 = aie.objectfifo.acquire @hi(2) : memref<8xi32, strided<[1],offset:8>>, memref<8xi32, strided<[1], offset: 8>>
    // expected-error@+1 {{'aie.objectfifo.acquire' op acquired object type 'memref<16xi32>' does not match the objectFifo's 'memref<8xi32, strided<[1], offset: 8>>'}}
    %bad = aie.objectfifo.acquire @hi(1) : memref<16xi32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
  aie.objectfifo.core_endpoint @lo(%t) drains @p {segments = [@s0]}
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.objectfifo.acquire' op acquired object type 'memref<8xi32>' does not match the objectFifo's 'memref<8xi32, strided<[1]>>'}}
    %lo = aie.objectfifo.acquire @lo(1) : memref<8xi32>
    aie.end
  }
}

// -----

// Part of a two-dimensional object is no one-dimensional run.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<2x8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    aie.objectfifo.segment @s1 {offset = 8 : i32, size = 8 : i32}
  }
  aie.objectfifo.core_endpoint @w(%t) fills @p {segments = [@s0, @s1]}
  // expected-error@+1 {{'aie.objectfifo.core_endpoint' op selects part of each `memref<2x8xi32>` object, which a core can only see whole}}
  aie.objectfifo.core_endpoint @lo(%t) drains @p {segments = [@s0]}
}

// -----

// A core endpoint is acquired in the core of its own tile (reported on the
// core, as mlir-aie does).
aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<16xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32}
  }
  aie.objectfifo.core_endpoint @w(%t) fills @p
  // expected-error@+1 {{objectFifo endpoint accessed by core running on another tile}}
  %c = aie.core(%u) {
    %o = aie.objectfifo.acquire @w(1) : memref<16xi32>
    aie.end
  }
}
