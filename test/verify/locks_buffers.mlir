// Verifier errors of aie.lock and aie.buffer (aie-passes.md §3.2): lock ids
// per tile kind and architecture, accessibility of locks and buffers from
// their users (§1.3), static buffer types, buffers only on tiles with memory.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}locks_buffers.mlir:[[@LINE+5]]:3: error: 'aie.lock' op lock assigned invalid id (maximum is 15){{$}}
  // CHECK-NEXT: {{^}}  %l = aie.lock(%t, 16){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: a core tile of `npu1` has locks 0 to 15{{$}}
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 15)}}
  %l = aie.lock(%t, 16)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // CHECK: {{^}}{{.*}}locks_buffers.mlir:[[@LINE+5]]:3: error: 'aie.lock' op lock assigned invalid id (maximum is 63){{$}}
  // CHECK-NEXT: {{^}}  %l = aie.lock(%t, 64){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: a MemTile of `npu1` has locks 0 to 63{{$}}
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 63)}}
  %l = aie.lock(%t, 64)
}

// -----

// Shim tiles have 16 locks.
aie.device(npu1) {
  %t = aie.tile(0, 0)
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 15)}}
  %l = aie.lock(%t, 16)
}

// -----

// Both MemTile rows of xcve2802.
aie.device(xcve2802) {
  %a = aie.tile(1, 1)
  %b = aie.tile(1, 2)
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 63)}}
  %la = aie.lock(%a, 64) {sym_name = "lock1"}
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 63)}}
  %lb = aie.lock(%b, 100)
  // Row 3 is the first core row.
  %c = aie.tile(1, 3)
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 15)}}
  %lc = aie.lock(%c, 16)
}

// -----

// AIE1: 16 locks on every tile, shim tiles included.
aie.device(xcvc1902) {
  %c = aie.tile(1, 1)
  %s = aie.tile(2, 0)
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 15)}}
  %lc = aie.lock(%c, 16)
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 15)}}
  %ls = aie.lock(%s, 16)
}

// -----

// Legacy module: xcvc1902 rules.
module {
  %c = aie.tile(3, 3)
  // expected-error@+1 {{'aie.lock' op lock assigned invalid id (maximum is 15)}}
  %l = aie.lock(%c, 31)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.lock' op attribute 'lockID' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %l = aie.lock(%t, -1)
}

// -----

// A use that is in no tile-owned op.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}locks_buffers.mlir:[[@LINE+7]]:3: error: 'aie.lock' op is accessed outside of a tile{{$}}
  // CHECK-NEXT: {{^}}  %l = aie.lock(%t, 0){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // CHECK-NEXT: {{^}}{{.*}}locks_buffers.mlir:[[@LINE+7]]:5: note: user{{$}}
  // CHECK-NEXT: {{^}}    aie.use_lock(%l, Release, 1){{$}}
  // expected-error@+1 {{'aie.lock' op is accessed outside of a tile}}
  %l = aie.lock(%t, 0)
  aie.runtime_sequence() {
    // The use_lock's own errors are not reported: its lock failed.
    // expected-note@+1 {{user}}
    aie.use_lock(%l, Release, 1)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.buffer' op is accessed outside of a tile}}
  %b = aie.buffer(%t) : memref<16xi32>
  aie.runtime_sequence() {
    %c0 = arith.constant 0 : index
    // expected-note@+1 {{user}}
    %v = memref.load %b[%c0] : memref<16xi32>
  }
}

// -----

// AIE2: a core cannot reach its East neighbour's memory.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t22 = aie.tile(2, 2)
  // CHECK: {{^}}{{.*}}locks_buffers.mlir:[[@LINE+7]]:3: error: 'aie.lock' op in Column 2 and Row 2 is accessed from an unreachable tile in Column 1 and Row 2{{$}}
  // CHECK-NEXT: {{^}}  %l = aie.lock(%t22, 0){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: tile (1, 2) can reach the memory of tiles (0, 2), (1, 2), (1, 3){{$}}
  // CHECK-NEXT: {{^}}{{.*}}locks_buffers.mlir:[[@LINE+6]]:5: note: user{{$}}
  // CHECK-NEXT: {{^}}    aie.use_lock(%l, AcquireGreaterEqual, 1){{$}}
  // expected-error@+1 {{'aie.lock' op in Column 2 and Row 2 is accessed from an unreachable tile in Column 1 and Row 2}}
  %l = aie.lock(%t22, 0)
  %c = aie.core(%t12) {
    // expected-note@+1 {{user}}
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.end
  }
}

// -----

// AIE2: the MemTile south of a core is not the core's memory.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t11 = aie.tile(1, 1)
  // expected-error@+1 {{'aie.buffer' op in Column 1 and Row 1 is accessed from an unreachable tile in Column 1 and Row 2}}
  %b = aie.buffer(%t11) : memref<16xi32>
  %c = aie.core(%t12) {
    %c0 = arith.constant 0 : index
    // expected-note@+1 {{user}}
    %v = memref.load %b[%c0] : memref<16xi32>
    aie.end
  }
}

// -----

// Two rows up is out of reach; the user is nested in an scf.for.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t14 = aie.tile(1, 4)
  // expected-error@+1 {{'aie.buffer' op in Column 1 and Row 4 is accessed from an unreachable tile in Column 1 and Row 2}}
  %b = aie.buffer(%t14) : memref<16xi32>
  %c = aie.core(%t12) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %v = arith.constant 7 : i32
      // expected-note@+1 {{user}}
      memref.store %v, %b[%i] : memref<16xi32>
    }
    aie.end
  }
}

// -----

// Diagonal neighbours are out of reach.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t03 = aie.tile(0, 3)
  // expected-error@+1 {{'aie.lock' op in Column 0 and Row 3 is accessed from an unreachable tile in Column 1 and Row 2}}
  %l = aie.lock(%t03, 0)
  %c = aie.core(%t12) {
    // expected-note@+1 {{user}}
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.end
  }
}

// -----

// A MemTile DMA reaches its own and its East/West MemTiles, nothing further.
aie.device(npu1) {
  %t11 = aie.tile(1, 1)
  %t31 = aie.tile(3, 1)
  // expected-error@+1 {{'aie.buffer' op in Column 3 and Row 1 is accessed from an unreachable tile in Column 1 and Row 1}}
  %b = aie.buffer(%t31) : memref<16xi32>
  %m = aie.memtile_dma(%t11) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-note@+1 {{user}}
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A MemTile DMA cannot reach the core tile to its North.
aie.device(npu1) {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  // expected-error@+1 {{'aie.lock' op in Column 1 and Row 2 is accessed from an unreachable tile in Column 1 and Row 1}}
  %l = aie.lock(%t12, 0)
  %m = aie.memtile_dma(%t11) {
    %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    // expected-note@+1 {{user}}
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// AIE1, even row: East neighbour reachable, West not.
aie.device(xcvc1902) {
  %t12 = aie.tile(1, 2)
  %t02 = aie.tile(0, 2)
  // expected-error@+1 {{'aie.lock' op in Column 0 and Row 2 is accessed from an unreachable tile in Column 1 and Row 2}}
  %l = aie.lock(%t02, 0)
  %c = aie.core(%t12) {
    // expected-note@+1 {{user}}
    aie.use_lock(%l, Acquire, 1)
    aie.end
  }
}

// -----

// AIE1, odd row: West neighbour reachable, East not.
aie.device(xcvc1902) {
  %t13 = aie.tile(1, 3)
  %t23 = aie.tile(2, 3)
  // expected-error@+1 {{'aie.buffer' op in Column 2 and Row 3 is accessed from an unreachable tile in Column 1 and Row 3}}
  %b = aie.buffer(%t23) : memref<16xi32>
  %c = aie.core(%t13) {
    %c0 = arith.constant 0 : index
    // expected-note@+1 {{user}}
    %v = memref.load %b[%c0] : memref<16xi32>
    aie.end
  }
}

// -----

// Only the first unreachable user is reported.
module {
  %t1 = aie.tile(1, 1)
  %t2 = aie.tile(4, 4)
  // expected-error@+1 {{'aie.lock' op in Column 4 and Row 4 is accessed from an unreachable tile in Column 1 and Row 1}}
  %lock = aie.lock(%t2, 3) { sym_name = "lock1" }
  %mem13 = aie.mem(%t1) {
    %dma0 = aie.dma_start("MM2S", 0, ^bd0, ^end)
    ^bd0:
      // expected-note@+1 {{user}}
      aie.use_lock(%lock, "Acquire", 1)
      aie.use_lock(%lock, "Release", 0)
      aie.next_bd ^end
    ^end:
      aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}locks_buffers.mlir:[[@LINE+5]]:3: error: type should be static shaped memref, but got 'memref<?xi32>'{{$}}
  // CHECK-NEXT: {{^}}  %b = aie.buffer(%t) : memref<?xi32>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{type should be static shaped memref, but got 'memref<?xi32>'}}
  %b = aie.buffer(%t) : memref<?xi32>
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // expected-error@+1 {{type should be static shaped memref, but got 'memref<4x?xi32>'}}
  %b = aie.buffer(%t) {sym_name = "dyn"} : memref<4x?xi32>
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  // CHECK: {{^}}{{.*}}locks_buffers.mlir:[[@LINE+5]]:3: error: 'aie.buffer' op failed to verify that op exists in a tile with local memory{{$}}
  // CHECK-NEXT: {{^}}  %b = aie.buffer(%t) : memref<16xi32>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: tile (0, 0) is a shim NOC tile{{$}}
  // expected-error@+1 {{'aie.buffer' op failed to verify that op exists in a tile with local memory}}
  %b = aie.buffer(%t) : memref<16xi32>
}

// -----

aie.device(xcve2302) {
  %t = aie.tile(0, 0)
  // expected-error@+1 {{'aie.buffer' op failed to verify that op exists in a tile with local memory}}
  %b = aie.buffer(%t) : memref<16xi32>
}
