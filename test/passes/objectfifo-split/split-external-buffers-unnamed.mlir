// A pool names its objects: an external buffer registered without a name
// gets `<base>_ext_<i>` (another suffix if the name is taken), as many
// objects as buffers.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s

// CHECK: aie.objectfifo.pool @in_pool(%{{.*}}) {buffers = [@in_ext_0_0, @named, @in_ext_2], depth = 3 : i32, fifoName = "in"}
// CHECK: %in_ext_0_0 = aie.external_buffer {sym_name = "in_ext_0_0"} : memref<8xi32>
// CHECK: %named = aie.external_buffer {sym_name = "named"} : memref<8xi32>
// CHECK: %in_ext_2 = aie.external_buffer {sym_name = "in_ext_2"} : memref<8xi32>
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    %taken = aie.buffer(%core_tile) {sym_name = "in_ext_0"} : memref<8xi32>
    aie.objectfifo @in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %e0 = aie.external_buffer : memref<8xi32>
    %e1 = aie.external_buffer {sym_name = "named"} : memref<8xi32>
    %e2 = aie.external_buffer : memref<8xi32>
    aie.objectfifo.register_external_buffers @in(%shim, {%e0, %e1, %e2}) : (memref<8xi32>, memref<8xi32>, memref<8xi32>)
    %core = aie.core(%core_tile) {
      %a = aie.objectfifo.acquire @in(Consume, 1) : memref<8xi32>
      aie.objectfifo.release @in(Consume, 1)
      aie.end
    }
  }
}
