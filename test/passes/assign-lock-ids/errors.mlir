// A tile out of lock ids, and two locks given the same id: mlir-aie's
// messages and notes, plus a help line naming the tile, its capacity and what
// uses it.
// RUN: aiec --aie-assign-lock-ids --split-input-file --verify-diagnostics %s
// RUN: not aiec --aie-assign-lock-ids --split-input-file %s 2>&1 | FileCheck %s

aie.device(xcve2802) {
  // expected-note@+1 {{because only 16 locks available in this tile.}}
  %t = aie.tile(4, 4)
  %l0 = aie.lock(%t, 3)
  %l1 = aie.lock(%t)
  %l2 = aie.lock(%t)
  %l3 = aie.lock(%t)
  %l4 = aie.lock(%t)
  %l5 = aie.lock(%t)
  %l6 = aie.lock(%t)
  %l7 = aie.lock(%t)
  %l8 = aie.lock(%t)
  %l9 = aie.lock(%t)
  %l10 = aie.lock(%t)
  %l11 = aie.lock(%t)
  %l12 = aie.lock(%t)
  %l13 = aie.lock(%t)
  %l14 = aie.lock(%t)
  %l15 = aie.lock(%t)
  // CHECK: errors.mlir:[[@LINE+4]]:3: error: 'aie.lock' op not allocated a lock.
  // CHECK: help: tile (4, 4) has 16 locks (ids 0-15) but 18 aie.lock ops (1 with a fixed id): 2 get no id; remove them or place them on another tile
  // CHECK: errors.mlir:9:3: note: because only 16 locks available in this tile.
  // expected-error@+1 {{not allocated a lock.}}
  %l16 = aie.lock(%t)
  %l17 = aie.lock(%t)
}

// -----

aie.device(xcve2802) {
  // expected-note@+1 {{tile has lock ops assigned to same lock.}}
  %t = aie.tile(2, 3)
  %a = aie.lock(%t, 7) {sym_name = "first"}
  %b = aie.lock(%t, 1)
  // CHECK: errors.mlir:[[@LINE+3]]:3: error: 'aie.lock' op is assigned to the same lock (7) as another op.
  // CHECK: help: lock 7 of tile (2, 3) is already taken by lock `first`; ids still free on this tile: 0, 2-6, 8-15
  // expected-error@+1 {{is assigned to the same lock (7) as another op.}}
  %c = aie.lock(%t, 7)
}

// -----

// A MemTile has 64 locks; every tile that runs out is reported.
aie.device(npu1) {
  // expected-note@+1 {{because only 64 locks available in this tile.}}
  %m = aie.tile(0, 1)
  // expected-note@+1 {{because only 16 locks available in this tile.}}
  %s = aie.tile(0, 0)
  %f0 = aie.lock(%m, 0)
  %f1 = aie.lock(%m, 1)
  %f2 = aie.lock(%m, 2)
  %f3 = aie.lock(%m, 3)
  %f4 = aie.lock(%m, 4)
  %f5 = aie.lock(%m, 5)
  %f6 = aie.lock(%m, 6)
  %f7 = aie.lock(%m, 7)
  %f8 = aie.lock(%m, 8)
  %f9 = aie.lock(%m, 9)
  %f10 = aie.lock(%m, 10)
  %f11 = aie.lock(%m, 11)
  %f12 = aie.lock(%m, 12)
  %f13 = aie.lock(%m, 13)
  %f14 = aie.lock(%m, 14)
  %f15 = aie.lock(%m, 15)
  %f16 = aie.lock(%m, 16)
  %f17 = aie.lock(%m, 17)
  %f18 = aie.lock(%m, 18)
  %f19 = aie.lock(%m, 19)
  %f20 = aie.lock(%m, 20)
  %f21 = aie.lock(%m, 21)
  %f22 = aie.lock(%m, 22)
  %f23 = aie.lock(%m, 23)
  %f24 = aie.lock(%m, 24)
  %f25 = aie.lock(%m, 25)
  %f26 = aie.lock(%m, 26)
  %f27 = aie.lock(%m, 27)
  %f28 = aie.lock(%m, 28)
  %f29 = aie.lock(%m, 29)
  %f30 = aie.lock(%m, 30)
  %f31 = aie.lock(%m, 31)
  %f32 = aie.lock(%m, 32)
  %f33 = aie.lock(%m, 33)
  %f34 = aie.lock(%m, 34)
  %f35 = aie.lock(%m, 35)
  %f36 = aie.lock(%m, 36)
  %f37 = aie.lock(%m, 37)
  %f38 = aie.lock(%m, 38)
  %f39 = aie.lock(%m, 39)
  %f40 = aie.lock(%m, 40)
  %f41 = aie.lock(%m, 41)
  %f42 = aie.lock(%m, 42)
  %f43 = aie.lock(%m, 43)
  %f44 = aie.lock(%m, 44)
  %f45 = aie.lock(%m, 45)
  %f46 = aie.lock(%m, 46)
  %f47 = aie.lock(%m, 47)
  %f48 = aie.lock(%m, 48)
  %f49 = aie.lock(%m, 49)
  %f50 = aie.lock(%m, 50)
  %f51 = aie.lock(%m, 51)
  %f52 = aie.lock(%m, 52)
  %f53 = aie.lock(%m, 53)
  %f54 = aie.lock(%m, 54)
  %f55 = aie.lock(%m, 55)
  %f56 = aie.lock(%m, 56)
  %f57 = aie.lock(%m, 57)
  %f58 = aie.lock(%m, 58)
  %f59 = aie.lock(%m, 59)
  %f60 = aie.lock(%m, 60)
  %f61 = aie.lock(%m, 61)
  %f62 = aie.lock(%m, 62)
  %f63 = aie.lock(%m, 63)
  // CHECK: error: 'aie.lock' op not allocated a lock.
  // CHECK: help: tile (0, 1) has 64 locks (ids 0-63) but 65 aie.lock ops (64 with a fixed id): 1 get no id
  // expected-error@+1 {{not allocated a lock.}}
  %extra = aie.lock(%m)
  %s0 = aie.lock(%s, 15)
  %s1 = aie.lock(%s)
  %s2 = aie.lock(%s)
  %s3 = aie.lock(%s)
  %s4 = aie.lock(%s)
  %s5 = aie.lock(%s)
  %s6 = aie.lock(%s)
  %s7 = aie.lock(%s)
  %s8 = aie.lock(%s)
  %s9 = aie.lock(%s)
  %s10 = aie.lock(%s)
  %s11 = aie.lock(%s)
  %s12 = aie.lock(%s)
  %s13 = aie.lock(%s)
  %s14 = aie.lock(%s)
  %s15 = aie.lock(%s)
  // CHECK: error: 'aie.lock' op not allocated a lock.
  // CHECK: help: tile (0, 0) has 16 locks
  // expected-error@+1 {{not allocated a lock.}}
  %s16 = aie.lock(%s)
}
