// Valid locks and buffers at the limits of §3.2 and §1.2/§1.3: the highest
// lock id of each tile kind, and every memory a core or MemTile may reach.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %core = aie.tile(1, 2)
  %mem = aie.tile(1, 1)
  %shim = aie.tile(1, 0)
  %a = aie.lock(%core, 15)
  %b = aie.lock(%mem, 63)
  %c = aie.lock(%shim, 15)
  %d = aie.lock(%core, 0)
  %e = aie.lock(%core)
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.lock(%tile_1_2, 15)
// CHECK: aie.lock(%mem_tile_1_1, 63)
// CHECK: aie.lock(%shim_noc_tile_1_0, 15)
// CHECK: aie.lock(%tile_1_2, 0)
// CHECK: aie.lock(%tile_1_2){{$}}

// -----

aie.device(xcve2802) {
  %m1 = aie.tile(5, 1)
  %m2 = aie.tile(5, 2)
  %c = aie.tile(5, 3)
  %a = aie.lock(%m1, 63)
  %b = aie.lock(%m2, 63)
  %d = aie.lock(%c, 15)
}

// CHECK-LABEL: aie.device(xcve2802) {
// CHECK: aie.lock(%mem_tile_5_1, 63)
// CHECK: aie.lock(%mem_tile_5_2, 63)
// CHECK: aie.lock(%tile_5_3, 15)

// -----

aie.device(xcvc1902) {
  %c = aie.tile(1, 1)
  %s = aie.tile(2, 0)
  %a = aie.lock(%c, 15)
  %b = aie.lock(%s, 15)
}

// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK: aie.lock(%tile_1_1, 15)
// CHECK: aie.lock(%shim_noc_tile_2_0, 15)

// -----

// AIE2 core (1, 3): its own memory, West (0, 3), North (1, 4), and South
// (1, 2), a core tile.
aie.device(npu1) {
  %t13 = aie.tile(1, 3)
  %t03 = aie.tile(0, 3)
  %t14 = aie.tile(1, 4)
  %t12 = aie.tile(1, 2)
  %own = aie.buffer(%t13) {sym_name = "own"} : memref<16xi32>
  %west = aie.buffer(%t03) {sym_name = "west"} : memref<16xi32>
  %north = aie.buffer(%t14) {sym_name = "north"} : memref<16xi32>
  %south = aie.buffer(%t12) {sym_name = "south"} : memref<16xi32>
  %lw = aie.lock(%t03, 0)
  %ln = aie.lock(%t14, 0)
  %ls = aie.lock(%t12, 0)
  %core = aie.core(%t13) {
    %c0 = arith.constant 0 : index
    %v = arith.constant 1 : i32
    aie.use_lock(%lw, AcquireGreaterEqual, 1)
    aie.use_lock(%ln, AcquireGreaterEqual, 1)
    aie.use_lock(%ls, AcquireGreaterEqual, 1)
    memref.store %v, %own[%c0] : memref<16xi32>
    memref.store %v, %west[%c0] : memref<16xi32>
    memref.store %v, %north[%c0] : memref<16xi32>
    memref.store %v, %south[%c0] : memref<16xi32>
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %core_1_3 = aie.core(%tile_1_3) {
// CHECK: memref.store %{{.*}}, %south[%{{.*}}] : memref<16xi32>

// -----

// AIE2 MemTile (1, 1): its own memory and the MemTiles to the West and East.
aie.device(npu1) {
  %t01 = aie.tile(0, 1)
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  %w = aie.buffer(%t01) {sym_name = "w"} : memref<16xi32>
  %e = aie.buffer(%t21) {sym_name = "e"} : memref<16xi32>
  %lw = aie.lock(%t01, 63)
  %le = aie.lock(%t21, 0)
  %m = aie.memtile_dma(%t11) {
    %s0 = aie.dma_start(MM2S, 0, ^bd0, ^next)
  ^next:
    %s1 = aie.dma_start(S2MM, 0, ^bd1, ^end)
  ^bd0:
    aie.use_lock(%lw, AcquireGreaterEqual, 1)
    aie.dma_bd(%w : memref<16xi32>, 0, 16)
    aie.use_lock(%lw, Release, 1)
    aie.next_bd ^bd0
  ^bd1:
    aie.use_lock(%le, AcquireGreaterEqual, 1)
    aie.dma_bd(%e : memref<16xi32>, 0, 16)
    aie.use_lock(%le, Release, 1)
    aie.next_bd ^bd1
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %memtile_dma_1_1 = aie.memtile_dma(%mem_tile_1_1) {
// CHECK: aie.dma_bd(%w : memref<16xi32>, 0, 16)
// CHECK: aie.dma_bd(%e : memref<16xi32>, 0, 16)

// -----

// AIE1 even row: East neighbour, North and South; odd row: West neighbour.
aie.device(xcvc1902) {
  %t12 = aie.tile(1, 2)
  %t22 = aie.tile(2, 2)
  %t11 = aie.tile(1, 1)
  %t13 = aie.tile(1, 3)
  %t03 = aie.tile(0, 3)
  %le = aie.lock(%t22, 0)
  %ls = aie.lock(%t11, 0)
  %ln = aie.lock(%t13, 0)
  %lw = aie.lock(%t03, 0)
  %c12 = aie.core(%t12) {
    aie.use_lock(%le, Acquire, 1)
    aie.use_lock(%ls, Acquire, 1)
    aie.use_lock(%ln, Acquire, 1)
    aie.end
  }
  %c13 = aie.core(%t13) {
    aie.use_lock(%lw, Acquire, 0)
    aie.end
  }
}

// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK: %core_1_2 = aie.core(%tile_1_2) {
// CHECK: %core_1_3 = aie.core(%tile_1_3) {
// CHECK-NEXT: aie.use_lock(%{{.*}}, Acquire, 0)

// -----

// Uses directly in the device body, and in bd_chain (which skips the
// accessibility check), are not checked.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  aie.bd_chain @chain(%x: memref<16xi32>) {
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.bd_chain @chain

// -----

// Buffers with static shapes and initial values.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %m = aie.tile(1, 1)
  %a = aie.buffer(%t) {sym_name = "a"} : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
  %b = aie.buffer(%m) {sym_name = "b"} : memref<4xi8> = dense<7>
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %a = aie.buffer(%tile_1_2) {sym_name = "a"} : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]>
// CHECK: %b = aie.buffer(%mem_tile_1_1) {sym_name = "b"} : memref<4xi8> = dense<7>

// -----

// aiex.set_lock in a runtime sequence skips the accessibility check.
aie.device(npu1) {
  %t = aie.tile(0, 1)
  %l = aie.lock(%t, 63) {init = 0 : i32}
  aie.runtime_sequence(%a: memref<16xi32>) {
    aiex.set_lock(%l, 1)
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aiex.set_lock(%{{.*}}, 1)
