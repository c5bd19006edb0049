// With lock-ids=true (and for IR of the April syntax) allocation gives each
// new lock the lowest free id of its tile, around the ids the design's own
// locks hold, as the stateful transform's option does: both lowerings give
// each lock the same id.
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-allocate=lock-ids=true %s | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform=lock-ids=true %s | FileCheck %s
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-allocate %s | FileCheck %s --check-prefix=NOIDS

// CHECK-DAG: aie.lock(%{{.*}}tile_0_0, 0) {init = 2 : i32, sym_name = "in_prod_lock_0"}
// CHECK-DAG: aie.lock(%{{.*}}tile_0_0, 1) {init = 0 : i32, sym_name = "in_cons_lock_0"}
// CHECK-DAG: aie.lock(%{{.*}}tile_0_2, 0) {init = 2 : i32, sym_name = "in_cons_prod_lock_0"}
// CHECK-DAG: aie.lock(%{{.*}}tile_0_2, 2) {init = 0 : i32, sym_name = "in_cons_cons_lock_0"}
// CHECK-DAG: aie.lock(%{{.*}}tile_0_2, 1) {sym_name = "mine"}

// NOIDS: aie.lock(%{{.*}}tile_0_0) {init = 2 : i32, sym_name = "in_prod_lock_0"}
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    %mine = aie.lock(%core_tile, 1) {sym_name = "mine"}
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
