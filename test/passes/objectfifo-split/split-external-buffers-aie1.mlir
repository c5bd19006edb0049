// On AIE1 the shim's pool over external buffers gets one binary lock per
// buffer, which its BDs take in rotation, as in the one-pass lowering.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s | FileCheck %s

// CHECK-DAG:    %in_lock_0 = aie.lock(%[[SHIM:.*]]) {init = 0 : i32, sym_name = "in_lock_0"}
// CHECK-DAG:    %in_lock_1 = aie.lock(%[[SHIM]]) {init = 0 : i32, sym_name = "in_lock_1"}
// CHECK:        aie.shim_dma(%[[SHIM]]) {
// CHECK-NEXT:     aie.dma_start(MM2S, 0, ^bb1, ^bb3)
// CHECK-NEXT:   ^bb1:
// CHECK:          aie.use_lock(%in_lock_0, Acquire
// CHECK-NEXT:     aie.dma_bd(%ext0 : memref<8xi32> offset = 0 len = 8)
// CHECK:          aie.use_lock(%in_lock_0, Release
// CHECK-NEXT:     aie.next_bd ^bb2
// CHECK-NEXT:   ^bb2:
// CHECK:          aie.use_lock(%in_lock_1, Acquire
// CHECK-NEXT:     aie.dma_bd(%ext1 : memref<8xi32> offset = 0 len = 8)
// CHECK:          aie.use_lock(%in_lock_1, Release
// CHECK-NEXT:     aie.next_bd ^bb1
module {
  aie.device(xcvc1902) {
    %shim = aie.tile(6, 0)
    %core_tile = aie.tile(6, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %ext0 = aie.external_buffer {sym_name = "ext0"} : memref<8xi32>
    %ext1 = aie.external_buffer {sym_name = "ext1"} : memref<8xi32>
    aie.objectfifo.register_external_buffers @in(%shim, {%ext0, %ext1}) : (memref<8xi32>, memref<8xi32>)
    %core = aie.core(%core_tile) {
      %a = aie.objectfifo.acquire @in(Consume, 1) : memref<8xi32>
      aie.objectfifo.release @in(Consume, 1)
      aie.end
    }
  }
}
