// Verifier errors of aie.objectfifo, aie.objectfifo.allocate and
// aie.objectfifo.register_external_buffers (aie-passes.md §3.10). Most of
// these are emitted without the `'op' op` prefix, as mlir-aie does.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  // CHECK: {{^}}{{.*}}objectfifo.mlir:[[@LINE+5]]:3: error: 'aie.objectfifo' op does not have enough depths specified for producer and for each consumer.{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo @of (%t12, {%t13}, [2]) : !aie.objectfifo<memref<16xi32>>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: give 2 depths: the producer's, then one per consumer{{$}}
  // expected-error@+1 {{'aie.objectfifo' op does not have enough depths specified for producer and for each consumer.}}
  aie.objectfifo @of (%t12, {%t13}, [2]) : !aie.objectfifo<memref<16xi32>>
}

// -----

// Too many depths count as well.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{'aie.objectfifo' op does not have enough depths specified for producer and for each consumer.}}
  aie.objectfifo @of (%t12, {%t13, %t22}, [2, 2, 2, 2]) : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  // CHECK: {{^}}{{.*}}objectfifo.mlir:[[@LINE+5]]:3: error: type should be static shaped memref, but got 'memref<?xi32>'{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<?xi32>>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{type should be static shaped memref, but got 'memref<?xi32>'}}
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<?xi32>>
}

// -----

// Producer and consumers must be tiles.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %c = aie.core(%t12) {
    aie.end
  }
  // expected-error@+1 {{producer tile must implement TileLike interface}}
  aie.objectfifo @of (%c, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %c = aie.core(%t13) {
    aie.end
  }
  // expected-error@+1 {{consumer tile must implement TileLike interface}}
  aie.objectfifo @of (%t12, {%t13, %c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t10 = aie.tile(1, 0)
  %t12 = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}objectfifo.mlir:[[@LINE+5]]:3: error: `dimensionsToStream` data layout transformations are not supported on shim tile producers{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo @of (%t10 dimensionsToStream [<size = 4, stride = 1>], {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: shim transfers are described by the runtime sequence (e.g. `aiex.npu.dma_memcpy_nd`){{$}}
  // expected-error@+1 {{`dimensionsToStream` data layout transformations are not supported on shim tile producers}}
  aie.objectfifo @of (%t10 dimensionsToStream [<size = 4, stride = 1>], {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

// Only the shim consumer's dimensions count.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`dimensionsFromStreamPerConsumer` data layout transformations are not supported on shim tile consumers}}
  aie.objectfifo @of (%t12, {%t13, %t10 dimensionsFromStream [<size = 4, stride = 1>]}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`repeat_count` unavailable for shim tiles}}
  aie.objectfifo @of (%t10, {%t12}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

// A PL shim tile is a shim tile too.
aie.device(xcve2302) {
  %t00 = aie.tile(0, 0)
  %t12 = aie.tile(1, 2)
  // expected-error@+1 {{`repeat_count` unavailable for shim tiles}}
  aie.objectfifo @of (%t00, {%t12}, 2 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`aie_stream` must be defined}}
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) {aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`aie_stream` can only be used in 1-to-1 object FIFOs}}
  aie.objectfifo @of (%t12, {%t13, %t22}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`aie_stream_port` must be defined}}
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) {aie_stream = 1 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

// A stream producer on a MemTile.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`aie_stream` is not available for shim and mem tiles}}
  aie.objectfifo @of (%t11, {%t12}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

// A stream producer on a shim tile.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`aie_stream` is not available for shim and mem tiles}}
  aie.objectfifo @of (%t10, {%t12}, 2 : i32) {aie_stream = 2 : i32, aie_stream_port = 1 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

// A stream consumer on a MemTile.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`aie_stream` is not available for shim and mem tiles}}
  aie.objectfifo @of (%t12, {%t21}, 2 : i32) {aie_stream = 1 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`repeat_count` unavailable on stream end}}
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 0 : i32, repeat_count = 2 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`init_values` unavailable on stream end}}
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) {aie_stream = 2 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>> = [dense<0> : memref<16xi32>, dense<1> : memref<16xi32>]
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`iter_count` unavailable on stream end}}
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 1 : i32, iter_count = 2 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`dimensionsToStream` data layout transformations are unavailable on stream end}}
  aie.objectfifo @of (%t12 dimensionsToStream [<size = 4, stride = 1>], {%t13}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`dimensionsFromStreamPerConsumer` data layout transformations are unavailable on stream end}}
  aie.objectfifo @of (%t12, {%t13 dimensionsFromStream [<size = 4, stride = 1>]}, 2 : i32) {aie_stream = 1 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`init_values` unavailable for shim tiles}}
  aie.objectfifo @of (%t10, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>> = [dense<0> : memref<16xi32>, dense<1> : memref<16xi32>]
}

// -----

// The verifier's count check (the initial values in the attribute dictionary).
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  // CHECK: {{^}}{{.*}}objectfifo.mlir:[[@LINE+5]]:3: error: `init_values` does not initialize all objects{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo @of (%t12, {%t13}, 3 : i32) {initValues = [dense<0> : memref<16xi32>, dense<1> : memref<16xi32>]} : !aie.objectfifo<memref<16xi32>>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: give one initial value per object (the depth){{$}}
  // expected-error@+1 {{`init_values` does not initialize all objects}}
  aie.objectfifo @of (%t12, {%t13}, 3 : i32) {initValues = [dense<0> : memref<16xi32>, dense<1> : memref<16xi32>]} : !aie.objectfifo<memref<16xi32>>
}

// -----

// With a depth array, the producer's depth counts.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`init_values` does not initialize all objects}}
  aie.objectfifo @of (%t12, {%t13}, [2, 1]) {initValues = [dense<0> : memref<16xi32>]} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`iter_count` must be between 1 and 256}}
  aie.objectfifo @of (%t11, {%t12}, 2 : i32) {iter_count = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  // expected-error@+1 {{`iter_count` must be between 1 and 256}}
  aie.objectfifo @of (%t12, {%t21}, 2 : i32) {iter_count = 257 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}objectfifo.mlir:[[@LINE+5]]:3: error: cannot retrieve associated object FIFO{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo.allocate @nope (%t12){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: name an `aie.objectfifo` of this device{{$}}
  // expected-error@+1 {{cannot retrieve associated object FIFO}}
  aie.objectfifo.allocate @nope (%t12)
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @of (%t12, {%t13, %t22}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{can only be used in 1-to-1 object FIFOs}}
  aie.objectfifo.allocate @of (%t12)
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) {via_DMA = true} : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{cannot allocate a shared memory module to objectfifo with set `via_DMA` attribute}}
  aie.objectfifo.allocate @of (%t12)
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{cannot allocate a shared memory module to objectfifo with set `repeat_count` attribute}}
  aie.objectfifo.allocate @of (%t12)
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @of (%t12 dimensionsToStream [<size = 4, stride = 1>], {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{cannot allocate a shared memory module to objectfifo with set dimensions attribute}}
  aie.objectfifo.allocate @of (%t12)
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) {aie_stream = 1 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{cannot allocate a shared memory module to objectfifo using stream port}}
  aie.objectfifo.allocate @of (%t12)
}

// -----

aie.device(xcve2302) {
  %t00 = aie.tile(0, 0)
  %t12 = aie.tile(1, 2)
  aie.objectfifo @of (%t00, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %ext = aie.external_buffer : memref<64xi32>
  // CHECK: {{^}}{{.*}}objectfifo.mlir:[[@LINE+5]]:3: error: 'aie.objectfifo.register_external_buffers' op failed to verify that op exists in a shim tile with NOC connection{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo.register_external_buffers @of (%t00, {%ext}) : (memref<64xi32>){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: tile (0, 0) is a shim PL tile{{$}}
  // expected-error@+1 {{'aie.objectfifo.register_external_buffers' op failed to verify that op exists in a shim tile with NOC connection}}
  aie.objectfifo.register_external_buffers @of (%t00, {%ext}) : (memref<64xi32>)
}

// -----

aie.device(npu1) {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  aie.objectfifo @of (%t11, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %ext = aie.external_buffer : memref<64xi32>
  // expected-error@+1 {{'aie.objectfifo.register_external_buffers' op failed to verify that op exists in a shim tile with NOC connection}}
  aie.objectfifo.register_external_buffers @of (%t11, {%ext}) : (memref<64xi32>)
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  // expected-error@+1 {{'aie.objectfifo' op transport #aie.transport<wires> is not a transport}}
  aie.objectfifo @f (%t12, {%t13}, 2 : i32) {transport = #aie.transport<wires>} : !aie.objectfifo<memref<16xi32>>
}
