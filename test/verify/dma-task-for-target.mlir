// What an aiex.dma_configure_task_for names (mlir-aie's rules and messages):
// a shim DMA allocation, an object FIFO or a route endpoint on a DMA
// channel. A task for a route endpoint on a tile with memory may take that
// tile's locks, as a dma_configure_task does.
// RUN: aiec --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: aie.device(npu2)
// CHECK: aiex.dma_configure_task_for @in_mem {
// CHECK:   aie.use_lock(%{{.*}}, AcquireGreaterEqual, %{{.*}})
// CHECK:   aie.use_lock(%{{.*}}, Release, %{{.*}})
aie.device(npu2) {
  %mt = aie.tile(1, 1)
  %b = aie.buffer(%mt) {sym_name = "b"} : memref<32xi32>
  %free = aie.lock(%mt) {init = 1 : i32}
  %full = aie.lock(%mt) {init = 0 : i32}
  aie.route_endpoint @in_mem(%mt) DMA
  aie.runtime_sequence() {
    %t = aiex.dma_configure_task_for @in_mem {
      %one = arith.constant 1 : i32
      aie.use_lock(%free, AcquireGreaterEqual, %one)
      aie.dma_bd(%b : memref<32xi32> offset = 0 len = 32)
      aie.use_lock(%full, Release, %one)
      aie.end
    }
    aiex.dma_start_task(%t)
    aiex.dma_free_task(%t)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<32xi32>
  aie.route_endpoint @stream(%t) Core {channelIndex = 0 : i32}
  aie.runtime_sequence() {
    // ERR: error: 'aiex.dma_configure_task_for' op @stream names a Core port, not a DMA channel
    // ERR: help: a task runs on a DMA channel: name a route endpoint with a DMA bundle
    // expected-error@+1 {{@stream names a Core port, not a DMA channel}}
    %task = aiex.dma_configure_task_for @stream {
      aie.dma_bd(%b : memref<32xi32> offset = 0 len = 32)
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<32xi32>
  aie.runtime_sequence() {
    // ERR: error: 'aiex.dma_configure_task_for' op @nowhere does not name a symbol
    // ERR: help: name an aie.shim_dma_allocation, an aie.route_endpoint or an aie.objectfifo of this device
    // expected-error@+1 {{@nowhere does not name a symbol}}
    %task = aiex.dma_configure_task_for @nowhere {
      aie.dma_bd(%b : memref<32xi32> offset = 0 len = 32)
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<32xi32>
  func.func private @scale()
  aie.runtime_sequence() {
    // ERR: error: 'aiex.dma_configure_task_for' op @scale must name an aie.shim_dma_allocation, an aie.route_endpoint or an aie.objectfifo
    // ERR: help: @scale is a 'func.func'; a task runs on the DMA channel such an op stands for
    // expected-error@+1 {{@scale must name an aie.shim_dma_allocation, an aie.route_endpoint or an aie.objectfifo}}
    %task = aiex.dma_configure_task_for @scale {
      aie.dma_bd(%b : memref<32xi32> offset = 0 len = 32)
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}
