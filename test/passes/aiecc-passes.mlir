// The aiecc passes: --aie-canonicalize-device, --aie-localize-locks,
// --aie-assign-tile-controller-ids (mlir-aie's semantics; docs/passes.md).
// RUN: aie-opt --aie-syntax=2026-04 --split-input-file --aie-canonicalize-device %s | FileCheck %s --check-prefix=DEVICE
// RUN: aie-opt --aie-syntax=2026-04 --split-input-file --aie-localize-locks %s | FileCheck %s --check-prefix=LOCAL
// RUN: aie-opt --aie-syntax=2026-04 --split-input-file --aie-assign-tile-controller-ids %s | FileCheck %s --check-prefix=CTRL
// RUN: aie-opt --aie-syntax=2026-04 --split-input-file --aie-assign-tile-controller-ids=column-wise-unique-ids=false %s | FileCheck %s --check-prefix=GLOBAL

// A legacy design (no aie.device) is wrapped in aie.device(xcvc1902); a
// design with a device is unchanged. AIE1 locks: the own memory of an odd
// row is east (3 x 16), the tile below is south (0).
// DEVICE:      module {
// DEVICE-NEXT:   aie.device(xcvc1902) {
// DEVICE-NEXT:     %tile_1_1 = aie.tile(1, 1)
// DEVICE:        }
// DEVICE-NEXT: }
// DEVICE:      aie.device(npu1) {
// DEVICE-NOT:  aie.device
// LOCAL:       %core_1_2 = aie.core(%tile_1_2) {
// LOCAL-NEXT:    %c8 = arith.constant 8 : index
// LOCAL-NEXT:    aie.use_lock(%c8, Acquire, 1)
// CTRL:        %tile_1_1 = aie.tile(1, 1){{$}}
module {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  %l = aie.lock(%t11, 8)
  %c = aie.core(%t12) {
    aie.use_lock(%l, Acquire, 1)
    aie.end
  }
}

// -----

// AIE2: south 0, west 16, north 32, own 48; the constants come first in the
// core, the tile visited last (tiles in device order: west (0, 3), south,
// own, north) on top. A lock the core does
// not use keeps its lock value. Controller ids: the 6-row table per column
// (row 0: 15, 1: 26, 2: 27, 3: 29), or per tile globally (column 1: 14, 21, 22, 23);
// a given controller_id is kept.
// LOCAL:      %core_1_3 = aie.core(%tile_1_3) {
// LOCAL-NEXT:   %c35 = arith.constant 35 : index
// LOCAL-NEXT:   %c48 = arith.constant 48 : index
// LOCAL-NEXT:   %c2 = arith.constant 2 : index
// LOCAL-NEXT:   %c17 = arith.constant 17 : index
// LOCAL-NEXT:   aie.use_lock(%c48, AcquireGreaterEqual, 1)
// LOCAL-NEXT:   aie.use_lock(%c2, Release, 1)
// LOCAL-NEXT:   aie.use_lock(%c17, Release, 1)
// LOCAL-NEXT:   aie.use_lock(%c35, Release, 1)
// LOCAL:      aie.mem(%tile_1_3)
// LOCAL:      aie.use_lock(%lock_1_3, AcquireGreaterEqual, 1)
// CTRL:       aie.tile(1, 0) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 15>}
// CTRL-NEXT:  aie.tile(0, 3) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 29>}
// CTRL-NEXT:  aie.tile(1, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 27>}
// CTRL-NEXT:  aie.tile(1, 3) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 29>}
// CTRL-NEXT:  aie.tile(1, 4) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
// GLOBAL:     aie.tile(1, 0) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 14>}
// GLOBAL-NEXT: aie.tile(0, 3) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 29>}
// GLOBAL-NEXT: aie.tile(1, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 22>}
// GLOBAL-NEXT: aie.tile(1, 3) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 23>}
aie.device(npu1) {
  %t10 = aie.tile(1, 0)
  %t03 = aie.tile(0, 3)
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t14 = aie.tile(1, 4) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
  %own = aie.lock(%t13, 0)
  %south = aie.lock(%t12, 2)
  %west = aie.lock(%t03, 1)
  %north = aie.lock(%t14, 3)
  %unused = aie.lock(%t14, 4)
  %c = aie.core(%t13) {
    aie.use_lock(%own, AcquireGreaterEqual, 1)
    aie.use_lock(%south, Release, 1)
    aie.use_lock(%west, Release, 1)
    aie.use_lock(%north, Release, 1)
    aie.end
  }
  %m = aie.mem(%t13) {
    %s = aie.dma_start(S2MM, 0, ^bd, ^end)
  ^bd:
    aie.use_lock(%own, AcquireGreaterEqual, 1)
    aie.next_bd ^bd
  ^end:
    aie.end
  }
}
