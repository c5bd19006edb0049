// The SA placer moves the buffers of a core's fifos to itself into a
// neighbour's memory (aie.objectfifo.allocate) exactly when the core's
// buffers, stack and fifos exceed its 64 KiB, and gives a buffer shared by
// vertical neighbours to the consumer when the producer's memory is fuller.

// RUN: aiec --split-input-file --aie-place-tiles='placer=sa_placer sa-seed=3' %s | FileCheck %s

// 59 KiB of buffer + 1 KiB of stack + 2 x 2 KiB of fifo: 64 KiB, full but
// no more.
// CHECK-LABEL: @fits
// CHECK-NOT: aie.objectfifo.allocate
// CHECK: aie.end
module @fits {
  aie.device(npu2) {
    %a = aie.logical_tile<CoreTile>(3, 3)
    %w = aie.buffer(%a) : memref<60416xi8>
    aie.objectfifo @own(%a, {%a}, 2 : i32) : !aie.objectfifo<memref<2048xi8>>
    aie.core(%a) { aie.end }
  }
}

// -----

// One byte more: the fifo goes to the emptiest neighbour, west first.
// CHECK-LABEL: @one_byte_over
// CHECK: %[[W:.*]] = aie.tile(2, 3)
// CHECK: aie.objectfifo @own
// CHECK-NEXT: aie.objectfifo.allocate @own(%[[W]])
module @one_byte_over {
  aie.device(npu2) {
    %a = aie.logical_tile<CoreTile>(3, 3)
    %w = aie.buffer(%a) : memref<60417xi8>
    aie.objectfifo @own(%a, {%a}, 2 : i32) : !aie.objectfifo<memref<2048xi8>>
    aie.core(%a) { aie.end }
  }
}

// -----

// Each of three fifos a free core keeps to itself is moved when it
// overflows; the other fifo, from a memory tile, stays.
// CHECK-LABEL: @free_core_over
// CHECK: aie.objectfifo @in
// CHECK-NOT: aie.objectfifo.allocate @in
// CHECK: aie.objectfifo @s0
// CHECK-NEXT: aie.objectfifo.allocate @s0
// CHECK: aie.objectfifo @s1
// CHECK-NEXT: aie.objectfifo.allocate @s1
// CHECK: aie.objectfifo @s2
// CHECK-NEXT: aie.objectfifo.allocate @s2
module @free_core_over {
  aie.device(npu1) {
    %m = aie.logical_tile<MemTile>(?, ?)
    %a = aie.logical_tile<CoreTile>(?, ?)
    aie.objectfifo @in(%m, {%a}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
    %w = aie.buffer(%a) : memref<12800xi32>
    aie.objectfifo @s0(%a, {%a}, 3 : i32) : !aie.objectfifo<memref<2048xi8>>
    aie.objectfifo @s1(%a, {%a}, 3 : i32) : !aie.objectfifo<memref<2048xi8>>
    aie.objectfifo @s2(%a, {%a}, 3 : i32) : !aie.objectfifo<memref<2048xi8>>
    aie.core(%a) { aie.end }
  }
}

// -----

// Vertical neighbours share memory both ways: the buffer of @link goes to
// the tile with less memory in use when it is charged, the consumer's here
// (the producer already holds @own), and gets an allocate.
// CHECK-LABEL: @shared_both_ways
// CHECK-DAG: %[[C:.*]] = aie.tile(2, 4)
// CHECK-DAG: aie.tile(2, 3)
// CHECK: aie.objectfifo @link
// CHECK-NEXT: aie.objectfifo.allocate @link(%[[C]])
module @shared_both_ways {
  aie.device(npu1) {
    %p = aie.logical_tile<CoreTile>(2, 3)
    %c = aie.logical_tile<CoreTile>(2, 4)
    aie.objectfifo @own(%p, {%p}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @link(%p, {%c}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.core(%p) { aie.end }
    aie.core(%c) { aie.end }
  }
}

// -----

// The same pair without the producer's own fifo: the producer keeps the
// buffer, and a consumer to the west (shared one way) keeps its own.
// CHECK-LABEL: @producer_keeps
// CHECK-NOT: aie.objectfifo.allocate
// CHECK: aie.end
module @producer_keeps {
  aie.device(npu1) {
    %p = aie.logical_tile<CoreTile>(2, 3)
    %c = aie.logical_tile<CoreTile>(2, 4)
    %q = aie.logical_tile<CoreTile>(1, 3)
    aie.objectfifo @link(%p, {%c}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @west(%p, {%q}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.core(%p) { aie.end }
    aie.core(%c) { aie.end }
    aie.core(%q) { aie.end }
  }
}
