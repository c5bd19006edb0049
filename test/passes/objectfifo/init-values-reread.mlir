// A fifo whose MemTile producer starts full (init_values, one per object)
// and that nothing refills holds constants. Read once, its objects keep
// their locks (their DMA sends them once, as mlir-aie's stateful transform
// lowers them); drained more than once (`iter_count` 4 repeats the chain),
// they get no locks at all: the repeated chain would wait on a consume
// lock nothing gives back after the first pass (mlir-aie's allocation rule
// at 760932a4). The core reads the two objects 4 times over.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aie-sim %s | FileCheck %s --check-prefix=SIM

// CHECK-NOT:   aie.lock(%mem_tile_0_1
// CHECK:       aie.memtile_dma(%mem_tile_0_1) {
// CHECK:         aie.dma_start(MM2S, 0, ^bb1, ^bb{{[0-9]+}}, repeat_count = 3)
// CHECK-NOT:     aie.use_lock
// CHECK:         aie.dma_bd(%of_buff_0
// CHECK-NOT:     aie.use_lock
// CHECK:         aie.dma_bd(%of_buff_1
// CHECK-NOT:     aie.use_lock
// CHECK:         aie.end
// CHECK:       aie.mem(%tile_0_2)
// CHECK:         aie.use_lock(%of_cons_prod_lock_0, AcquireGreaterEqual

// SIM:      5
// SIM-NEXT: 7
// SIM-NEXT: 5
// SIM-NEXT: 7
// SIM-NEXT: 5
// SIM-NEXT: 7
// SIM-NEXT: 5
// SIM-NEXT: 7
// SIM-NEXT: aie-sim: {{[0-9]+}} cycles
module {
  aie.device(npu1_1col) {
    %mem_tile = aie.tile(0, 1)
    %ct = aie.tile(0, 2)
    aie.objectfifo @of(%mem_tile, {%ct}, [2 : i32, 1 : i32]) {iter_count = 4 : i32}
      : !aie.objectfifo<memref<16xi32>>
      = [dense<5> : memref<16xi32>, dense<7> : memref<16xi32>]
    %core = aie.core(%ct) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %x = aie.objectfifo.acquire @of(Consume, 1) : memref<16xi32>
        %v = memref.load %x[%c0] : memref<16xi32>
        vector.print %v : i32
        aie.objectfifo.release @of(Consume, 1)
      }
      aie.end
    }
  }
}
