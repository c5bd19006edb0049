// aiex.dma_channel_reset_for through the pipeline order of mlir-aie: the
// stateful transform records the fifo's core channel and locks in
// @of_rearm, --aie-assign-bd-ids adds the head BD and repeat count, and the
// lowering re-arms: the reset pulse, the two lock values, the start queue.
// RUN: aiec %s --aie-objectFifo-stateful-transform | FileCheck %s --check-prefix=BIND
// BIND: aiex.dma_channel_reset_for(@of_rearm)
// BIND: aie.objectfifo_rearm_binding @of_rearm channels(%{{.*}} : index) locks(%{{.*}}, %{{.*}} : index, index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 2, 0>}
// RUN: aiec %s --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-bd-ids | FileCheck %s --check-prefix=IDS
// IDS: head_bd_ids = array<i32: 0>
// IDS-SAME: repeat_counts = array<i32: 0>
// RUN: aiec %s --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-bd-ids --aie-materialize-runtime-sequences --aie-lower-dma-channel-reset --aie-dma-to-npu --aie-lower-set-lock | FileCheck %s
// CHECK: aiex.npu.maskwrite32(%{{.*}}, %{{.*}}, %{{.*}}) {column = 0 : i32, row = 2 : i32}
// CHECK: aiex.npu.maskwrite32(%{{.*}}, %{{.*}}, %{{.*}}) {column = 0 : i32, row = 2 : i32}
// CHECK: aiex.npu.write32(%{{.*}}, %{{.*}}) {column = 0 : i32, row = 2 : i32}
// CHECK: aiex.npu.write32(%{{.*}}, %{{.*}}) {column = 0 : i32, row = 2 : i32}
// CHECK: %[[Q:.*]] = arith.constant 2219524 : i32
// CHECK: aiex.npu.write32(%[[Q]], %{{.*}}) : i32, i32
// CHECK-NOT: aiex.dma_channel_reset
// CHECK-NOT: aiex.set_lock
// CHECK-NOT: aiex.npu.push_queue
// CHECK-NOT: aie.objectfifo_rearm_binding
// RUN: not aiec %s --aie-lower-dma-channel-reset 2>&1 | FileCheck %s --check-prefix=EARLY
// EARLY: error: 'aiex.dma_channel_reset_for' op could not resolve 'of' to an aie.objectfifo_rearm_binding; run --aie-objectFifo-stateful-transform first
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
module {
  aie.device(npu2) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @of (%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.runtime_sequence() {
      aiex.dma_channel_reset_for(@of)
    }
  }
}
