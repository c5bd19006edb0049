// Passes that need tile positions refuse a design that still has logical
// tiles, at the tile, and say to place it first; those mlir-aie words its
// own way (the object FIFO lowering, trace routing, DMA tasks) do so in its
// words. Checks that need a position (switchbox ports) wait for placement
// and run once it is done.
// RUN: not aiec --aie-assign-lock-ids %s 2>&1 | FileCheck %s --check-prefix=LOCKS
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s --check-prefix=ROUTE
// RUN: not aiec --aie-objectFifo-stateful-transform %s 2>&1 | FileCheck %s --check-prefix=FIFO
// RUN: not aiec --aie-dma-tasks-to-npu %s 2>&1 | FileCheck %s --check-prefix=TASKS
// RUN: not aiec --aie-insert-trace-flows %s 2>&1 | FileCheck %s --check-prefix=TRACE
// RUN: not aiec --aie-place-tiles %s 2>&1 | FileCheck %s --check-prefix=PLACED
// RUN: not aiec --emit=ctrl-elf %s -o %t.elf 2>&1 | FileCheck %s --check-prefix=PLACED

// LOCKS: unplaced.mlir:[[# @LINE + 10]]:5: error: 'aie.logical_tile' op is not placed: --aie-assign-lock-ids needs every tile placed
// LOCKS: help: run --aie-place-tiles first
// ROUTE: error: 'aie.logical_tile' op is not placed: --aie-create-pathfinder-flows needs every tile placed
// FIFO: unplaced.mlir:[[# @LINE + 12]]:5: error: 'aie.objectfifo' op producer tile is not a placed aie.tile; run --aie-place-tiles before this pass
// FIFO: unplaced.mlir:[[# @LINE + 11]]:5: error: 'aie.objectfifo' op consumer tile is not a placed aie.tile; run --aie-place-tiles before this pass
// TASKS: unplaced.mlir:[[# @LINE + 16]]:7: error: Cannot lower a DMA task whose tile is not placed; run placement first.
// TRACE: unplaced.mlir:[[# @LINE + 4]]:5: error: LogicalTileOp must be resolved to TileOp before running -aie-insert-trace-flows (run -aie-place-tiles first)
// PLACED: unplaced.mlir:[[# @LINE + 6]]:7: error: 'aie.connect' op index 9 for source bundle DMA must be less than 2
module {
  aie.device(npu1_1col) {
    %shim = aie.logical_tile<ShimNOCTile>(?, ?)
    %core = aie.logical_tile<CoreTile>(?, ?)
    aie.switchbox(%core) {
      aie.connect<DMA : 9, North : 0>
    }
    aie.objectfifo @in(%shim, {%core}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.trace @t(%core) {
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.runtime_sequence(%buf: memref<16xi32>) {
      %t = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%buf : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
        aie.end
      }
      aie.trace.host_config {buffer_size = 1024 : i32}
      aie.trace.start_config @t
    }
  }
}
