// `split-passes=true`: the stateful transform through the seven split
// passes (split, verify, assign-packet-ids, allocate, lower-dmas, static
// lower-cores, erase-pools), its output laid out as the one-pass lowering
// lays it out (docs/objectfifo.md): the same text as the one-pass lowering
// on the shipped examples (broadcasts, a distribute and join, two columns,
// IRON's pipeline) and on test inputs of the one-pass lowering. A fifo end on a tile without a core leaves a pool
// nothing drains, which verify rejects as mlir-aie's newest does;
// `skip-verify` lowers it as the one-pass lowering does.
// RUN: aiec %S/../../../examples/broadcast/design.mlir --stop-after=aie-lower-scratchpad-parameters -o %t.b.mlir
// RUN: aiec %t.b.mlir --aie-objectFifo-stateful-transform -o %t.b.one.mlir
// RUN: aiec %t.b.mlir --aie-objectFifo-stateful-transform=split-passes=true -o %t.b.split.mlir
// RUN: diff %t.b.one.mlir %t.b.split.mlir
// RUN: aiec %S/../../../examples/distribute_join/design.mlir --stop-after=aie-lower-scratchpad-parameters -o %t.d.mlir
// RUN: aiec %t.d.mlir --aie-objectFifo-stateful-transform -o %t.d.one.mlir
// RUN: aiec %t.d.mlir --aie-objectFifo-stateful-transform=split-passes=true -o %t.d.split.mlir
// RUN: diff %t.d.one.mlir %t.d.split.mlir
// RUN: aiec %S/../../../examples/two_columns/design.mlir --stop-after=aie-lower-scratchpad-parameters -o %t.t.mlir
// RUN: aiec %t.t.mlir --aie-objectFifo-stateful-transform -o %t.t.one.mlir
// RUN: aiec %t.t.mlir --aie-objectFifo-stateful-transform=split-passes=true -o %t.t.split.mlir
// RUN: diff %t.t.one.mlir %t.t.split.mlir
// RUN: aiec %S/../../../examples/iron_pipeline/design.mlir --stop-after=aie-lower-scratchpad-parameters -o %t.i.mlir
// RUN: aiec %t.i.mlir --aie-objectFifo-stateful-transform -o %t.i.one.mlir
// RUN: aiec %t.i.mlir --aie-objectFifo-stateful-transform=split-passes=true -o %t.i.split.mlir
// RUN: diff %t.i.one.mlir %t.i.split.mlir
// The same text on the one-pass lowering's own tests (repeats, depth
// arrays, initial values and stream layouts, delegated links, packet flows,
// runtime tasks on a fifo's channel, re-arm bindings):
// RUN: aiec %S/repeat-count.mlir --aie-objectFifo-stateful-transform -o %t.r.one.mlir
// RUN: aiec %S/repeat-count.mlir --aie-objectFifo-stateful-transform="split-passes=true skip-verify=true" -o %t.r.split.mlir
// RUN: diff %t.r.one.mlir %t.r.split.mlir
// RUN: aiec %S/depths.mlir --aie-objectFifo-stateful-transform -o %t.dp.one.mlir
// RUN: aiec %S/depths.mlir --aie-objectFifo-stateful-transform="split-passes=true skip-verify=true" -o %t.dp.split.mlir
// RUN: diff %t.dp.one.mlir %t.dp.split.mlir
// RUN: aiec --aie-syntax=2026-04 %S/attributes.mlir --aie-objectFifo-stateful-transform -o %t.a.one.mlir
// RUN: aiec --aie-syntax=2026-04 %S/attributes.mlir --aie-objectFifo-stateful-transform="split-passes=true skip-verify=true" -o %t.a.split.mlir
// RUN: diff %t.a.one.mlir %t.a.split.mlir
// RUN: aiec %S/asymmetric.mlir --aie-objectFifo-stateful-transform -o %t.as.one.mlir
// RUN: aiec %S/asymmetric.mlir --aie-objectFifo-stateful-transform="split-passes=true skip-verify=true" -o %t.as.split.mlir
// RUN: diff %t.as.one.mlir %t.as.split.mlir
// RUN: aiec --aie-syntax=2026-04 %S/packet-switched.mlir --aie-objectFifo-stateful-transform="packet-sw-objFifos=true" -o %t.p.one.mlir
// RUN: aiec --aie-syntax=2026-04 %S/packet-switched.mlir --aie-objectFifo-stateful-transform="packet-sw-objFifos=true split-passes=true skip-verify=true" -o %t.p.split.mlir
// RUN: diff %t.p.one.mlir %t.p.split.mlir
// RUN: aiec %S/link-repeat.mlir --aie-objectFifo-stateful-transform -o %t.l.one.mlir
// RUN: aiec %S/link-repeat.mlir --aie-objectFifo-stateful-transform="split-passes=true skip-verify=true" -o %t.l.split.mlir
// RUN: diff %t.l.one.mlir %t.l.split.mlir
// RUN: aiec %S/../../sim/bd-pool.mlir --aie-objectFifo-stateful-transform -o %t.bp.one.mlir
// RUN: aiec %S/../../sim/bd-pool.mlir --aie-objectFifo-stateful-transform="split-passes=true skip-verify=true" -o %t.bp.split.mlir
// RUN: diff %t.bp.one.mlir %t.bp.split.mlir
// RUN: aiec %S/../objectfifo-split/split-rearm.mlir --aie-objectFifo-stateful-transform -o %t.re.one.mlir
// RUN: aiec %S/../objectfifo-split/split-rearm.mlir --aie-objectFifo-stateful-transform=split-passes=true -o %t.re.split.mlir
// RUN: diff %t.re.one.mlir %t.re.split.mlir
// RUN: not aiec %s --aie-objectFifo-stateful-transform=split-passes=true 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: aiec %s --aie-objectFifo-stateful-transform -o %t.one.mlir
// RUN: aiec %s --aie-objectFifo-stateful-transform="split-passes=true skip-verify=true" -o %t.split.mlir
// RUN: diff %t.one.mlir %t.split.mlir
// RUN: FileCheck %s < %t.split.mlir

// VERIFY: error: 'aie.objectfifo.pool' op segment 0 has no drainer

// The shim end keeps the one-pass lowering's lock pair; objects and locks
// stand after the last tile, the later fifo's first.
// CHECK:      %{{.*}}tile_0_2 = aie.tile(0, 2)
// CHECK-NEXT: %in_cons_buff_0 = aie.buffer(%{{.*}}tile_0_2)
// CHECK-NEXT: %in_cons_buff_1 = aie.buffer(%{{.*}}tile_0_2)
// CHECK-NEXT: %in_cons_prod_lock_0 = aie.lock(%{{.*}}tile_0_2) {init = 2 : i32
// CHECK-NEXT: %in_cons_cons_lock_0 = aie.lock(%{{.*}}tile_0_2) {init = 0 : i32
// CHECK-NEXT: %in_prod_lock_0 = aie.lock(%{{.*}}tile_0_0) {init = 0 : i32
// CHECK-NEXT: %in_cons_lock_0 = aie.lock(%{{.*}}tile_0_0) {init = 0 : i32
// CHECK-NEXT: aie.flow(%{{.*}}tile_0_0, DMA : 0, %{{.*}}tile_0_2, DMA : 0)
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%t}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  }
}
