// --aie-objectfifo-split and a fifo's `transport`: `#aie.transport<dma>`
// carries it through DMAs even where its ends share memory, packet-switched
// under the header it gives; `#aie.transport<shared_mem>` is one pool and no
// route, or an error saying why the fifo cannot share one.
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-split %s | FileCheck %s

// CHECK-LABEL: module @carried
// CHECK:       aie.objectfifo.dma_endpoint @by_dma_prod_dma
// CHECK:       aie.route from @by_dma_prod_dma to [@by_dma_cons_dma]{{$}}
// CHECK:       aie.objectfifo.dma_endpoint @by_packet_prod_dma
// CHECK:       aie.route from @by_packet_prod_dma to [@by_packet_cons_dma] {packet = #aie.packet_info<pkt_type = 2, pkt_id = 7>}
// CHECK:       aie.objectfifo.pool @shared_pool
// CHECK:       aie.objectfifo.core_endpoint @shared_prod
// CHECK-NEXT:  aie.objectfifo.core_endpoint @shared_cons
// CHECK-NOT:   aie.route
module @carried {
  aie.device(npu1_1col) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %t4 = aie.tile(0, 4)
    aie.objectfifo @by_dma(%t2, {%t3}, 2 : i32) {transport = #aie.transport<dma>} : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @by_packet(%t3, {%t4}, 2 : i32) {transport = #aie.transport<dma, packet = #aie.packet_info<pkt_type = 2, pkt_id = 7>>} : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @shared(%t4, {%t3}, 2 : i32) {transport = #aie.transport<shared_mem>} : !aie.objectfifo<memref<8xi32>>
  }
}

// -----

module @far {
  aie.device(npu1_1col) {
    %t2 = aie.tile(0, 2)
    %t5 = aie.tile(0, 5)
    // expected-error@+1 {{'aie.objectfifo' op asks for a shared_mem transport, but its ends share no memory module}}
    aie.objectfifo @f(%t2, {%t5}, 2 : i32) {transport = #aie.transport<shared_mem>} : !aie.objectfifo<memref<8xi32>>
  }
}

// -----

module @broadcast {
  aie.device(npu1_1col) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %t4 = aie.tile(0, 4)
    // expected-error@+1 {{asks for a shared_mem transport, but it has more than one consumer}}
    aie.objectfifo @f(%t3, {%t2, %t4}, 2 : i32) {transport = #aie.transport<shared_mem>} : !aie.objectfifo<memref<8xi32>>
  }
}

// -----

module @repeated {
  aie.device(npu1_1col) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    // expected-error@+1 {{asks for a shared_mem transport, but it repeats objects (`repeat_count`)}}
    aie.objectfifo @f(%t2, {%t3}, 2 : i32) {transport = #aie.transport<shared_mem>, repeat_count = 3 : i32} : !aie.objectfifo<memref<8xi32>>
  }
}

// -----

module @laid_out {
  aie.device(npu1_1col) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    // expected-error@+1 {{asks for a shared_mem transport, but its producer reshapes the data (`dimensionsToStream`)}}
    aie.objectfifo @f(%t2 dimensionsToStream [<size = 2, stride = 4>, <size = 4, stride = 1>], {%t3}, 2 : i32) {transport = #aie.transport<shared_mem>} : !aie.objectfifo<memref<8xi32>>
  }
}

// -----

module @linked {
  aie.device(npu1_1col) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %t4 = aie.tile(0, 4)
    aie.objectfifo @a(%t2, {%t3}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    // expected-error@+1 {{asks for a shared_mem transport, but it is linked through a tile's DMAs}}
    aie.objectfifo @b(%t3, {%t4}, 2 : i32) {transport = #aie.transport<shared_mem>} : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@a] -> [@b] ([] [])
  }
}
