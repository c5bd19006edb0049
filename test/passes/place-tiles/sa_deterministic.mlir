// The SA placer's random numbers come from its seed alone: two runs with a
// seed print the same design, on any machine. sa-seed=0 takes a seed from
// the clock and still places every tile.

// RUN: aiec --aie-place-tiles='placer=sa_placer sa-seed=19' %s -o %t.1
// RUN: aiec --aie-place-tiles='placer=sa_placer sa-seed=19' %s -o %t.2
// RUN: diff %t.1 %t.2
// RUN: FileCheck %s < %t.1
// RUN: aiec --aie-place-tiles='placer=sa_placer sa-seed=-19' %s | FileCheck %s
// RUN: aiec --aie-place-tiles='placer=sa_placer sa-seed=0' %s | FileCheck %s

// CHECK-COUNT-6: aie.tile({{[0-7]}}, {{[2-5]}})
// CHECK-NOT: aie.tile({{[0-7]}}, {{[2-5]}})
// CHECK-NOT: aie.logical_tile
// CHECK: aie.cascade_flow

aie.device(npu2) {
  %shim0 = aie.logical_tile<ShimNOCTile>(?, ?)
  %shim1 = aie.logical_tile<ShimNOCTile>(?, ?)
  %mem0 = aie.logical_tile<MemTile>(?, ?)
  %mem1 = aie.logical_tile<MemTile>(?, ?)
  %a = aie.logical_tile<CoreTile>(?, ?)
  %b = aie.logical_tile<CoreTile>(?, ?)
  %c = aie.logical_tile<CoreTile>(?, ?)
  %d = aie.logical_tile<CoreTile>(?, ?)
  %e = aie.logical_tile<CoreTile>(?, ?)
  %f = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @x(%shim0, {%mem0}, 2 : i32) : !aie.objectfifo<memref<768xi32>>
  aie.objectfifo @x0(%mem0, {%a, %b, %c}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo.link [@x] -> [@x0]([] [])
  aie.objectfifo @y(%shim1, {%mem1}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo @y0(%mem1, {%d, %e}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo.link [@y] -> [@y0]([] [])
  aie.objectfifo @ab(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @cd(%c, {%d}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @ef(%e, {%f}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @out(%f, {%mem1}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @back(%mem1, {%shim0}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo.link [@out] -> [@back]([] [])
  aie.cascade_flow(%b, %c)
  aie.core(%a) { aie.end }
  aie.core(%b) { aie.end }
  aie.core(%c) { aie.end }
  aie.core(%d) { aie.end }
  aie.core(%e) { aie.end }
  aie.core(%f) { aie.end }
}
