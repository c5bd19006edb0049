// --aie-reserve-runtime-bd-ids: the ids runtime-sequence tasks pin are
// recorded, sorted and once each, on the task's own aie.tile as
// aiex.reserved_bd_ids; --aie-assign-bd-ids then steps over them on every
// aie.tile of those coordinates, and a static BD that pins a reserved id is
// the double-use error, with a help line naming the runtime sequence.
// RUN: aiec --split-input-file --aie-reserve-runtime-bd-ids %s | FileCheck %s --check-prefix=MARK
// RUN: aiec --split-input-file --aie-reserve-runtime-bd-ids --aie-assign-bd-ids %s | FileCheck %s --check-prefix=IDS
// RUN: not aiec --aie-reserve-runtime-bd-ids --aie-assign-bd-ids %S/Inputs/reserved-conflict.mlir 2>&1 | FileCheck %s --check-prefix=CONFLICT
// RUN: aiec --aie-assign-bd-ids %S/Inputs/reserved-conflict.mlir | FileCheck %s --check-prefix=UNRESERVED

// Two tasks on one shim pin 4, 2 and 4 again; the tile the static program
// uses is a second aie.tile of (0, 0) and gets no attribute; the core tile's
// task pins nothing.
// MARK-LABEL: @pins
// MARK: %[[T0:.*]] = aie.tile(0, 0){{$}}
// MARK-NEXT: aie.tile(0, 0) {aiex.reserved_bd_ids = array<i32: 2, 4>}
// MARK-NEXT: aie.tile(0, 2){{$}}
// IDS-LABEL: @pins
// IDS: aie.dma_bd(%{{.*}} : memref<8xi32>) {bd_id = 0 : i32, next_bd_id = 1 : i32}
// IDS: aie.dma_bd(%{{.*}} : memref<8xi32>) {bd_id = 1 : i32, next_bd_id = 3 : i32}
// IDS: aie.dma_bd(%{{.*}} : memref<8xi32>) {bd_id = 3 : i32, next_bd_id = 5 : i32}
// IDS: aie.dma_bd(%{{.*}} : memref<8xi32>) {bd_id = 5 : i32}
module @pins {
  aie.device(npu2) {
    %s0 = aie.tile(0, 0)
    %s1 = aie.tile(0, 0)
    %c = aie.tile(0, 2)
    %buf = aie.external_buffer {sym_name = "b"} : memref<8xi32>
    aie.shim_dma(%s0) {
      %0 = aie.dma_start(MM2S, 0, ^b0, ^end)
    ^b0:
      aie.dma_bd(%buf : memref<8xi32>)
      aie.next_bd ^b1
    ^b1:
      aie.dma_bd(%buf : memref<8xi32>)
      aie.next_bd ^b2
    ^b2:
      aie.dma_bd(%buf : memref<8xi32>)
      aie.next_bd ^b3
    ^b3:
      aie.dma_bd(%buf : memref<8xi32>)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%a: memref<8xi32>) {
      %t0 = aiex.dma_configure_task(%s1, S2MM, 0) {
        aie.dma_bd(%a : memref<8xi32>) {bd_id = 4 : i32}
        aie.next_bd ^n
      ^n:
        aie.dma_bd(%a : memref<8xi32>) {bd_id = 2 : i32}
        aie.end
      }
      %t1 = aiex.dma_configure_task(%s1, S2MM, 1) {
        aie.dma_bd(%a : memref<8xi32>) {bd_id = 4 : i32}
        aie.end
      }
      %t2 = aiex.dma_configure_task(%c, MM2S, 0) {
        aie.dma_bd(%a : memref<8xi32>)
        aie.end
      }
    }
  }
}

// -----

// Without runtime sequences nothing is marked and the ids start at 0.
// MARK-LABEL: @none
// MARK: aie.tile(0, 0){{$}}
// IDS-LABEL: @none
// IDS: aie.dma_bd(%{{.*}} : memref<8xi32>) {bd_id = 0 : i32}
module @none {
  aie.device(npu2) {
    %s = aie.tile(0, 0)
    %buf = aie.external_buffer {sym_name = "b"} : memref<8xi32>
    aie.shim_dma(%s) {
      %0 = aie.dma_start(MM2S, 0, ^b0, ^end)
    ^b0:
      aie.dma_bd(%buf : memref<8xi32>)
      aie.next_bd ^end
    ^end:
      aie.end
    }
  }
}

// CONFLICT: error: 'aie.dma_bd' op assigned bd_id 0 is already used by another BD on this tile
// CONFLICT: help: a runtime sequence's task pins bd_id 0 on tile (0, 0); give this BD another id or remove `bd_id` to let the pass choose one
// UNRESERVED: aie.dma_bd(%{{.*}} : memref<8xi32>) {bd_id = 0 : i32}
