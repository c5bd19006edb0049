// Valid DMA containers at the limits of §3.4: exactly 16 BDs in aie.mem and
// aie.shim_dma, 48 in aie.memtile_dma; all channels of each tile kind; BD
// blocks with one acquire, one BD and one release; MemTile channels 4 and 5
// on local data, channels 0..3 on a neighbour's; aie.dma.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd4
  ^bd4:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd5
  ^bd5:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd6
  ^bd6:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd7
  ^bd7:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd8
  ^bd8:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd9
  ^bd9:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd10
  ^bd10:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd11
  ^bd11:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd12
  ^bd12:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd13
  ^bd13:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd14
  ^bd14:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd15
  ^bd15:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %mem_1_2 = aie.mem(%tile_1_2) {
// CHECK-COUNT-16: aie.dma_bd(%buffer_1_2 : memref<16xi32>, 0, 16)
// CHECK-NOT: aie.dma_bd
// CHECK: aie.end

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd4
  ^bd4:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd5
  ^bd5:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd6
  ^bd6:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd7
  ^bd7:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd8
  ^bd8:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd9
  ^bd9:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd10
  ^bd10:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd11
  ^bd11:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd12
  ^bd12:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd13
  ^bd13:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd14
  ^bd14:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd15
  ^bd15:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-COUNT-16: aie.dma_bd(
// CHECK-NOT: aie.dma_bd

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd4
  ^bd4:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd5
  ^bd5:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd6
  ^bd6:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd7
  ^bd7:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd8
  ^bd8:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd9
  ^bd9:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd10
  ^bd10:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd11
  ^bd11:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd12
  ^bd12:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd13
  ^bd13:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd14
  ^bd14:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd15
  ^bd15:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd16
  ^bd16:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd17
  ^bd17:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd18
  ^bd18:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd19
  ^bd19:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd20
  ^bd20:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd21
  ^bd21:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd22
  ^bd22:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd23
  ^bd23:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd24
  ^bd24:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd25
  ^bd25:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd26
  ^bd26:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd27
  ^bd27:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd28
  ^bd28:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd29
  ^bd29:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd30
  ^bd30:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd31
  ^bd31:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd32
  ^bd32:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd33
  ^bd33:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd34
  ^bd34:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd35
  ^bd35:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd36
  ^bd36:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd37
  ^bd37:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd38
  ^bd38:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd39
  ^bd39:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd40
  ^bd40:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd41
  ^bd41:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd42
  ^bd42:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd43
  ^bd43:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd44
  ^bd44:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd45
  ^bd45:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd46
  ^bd46:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd47
  ^bd47:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %memtile_dma_1_1 = aie.memtile_dma(%mem_tile_1_1) {
// CHECK-COUNT-48: aie.dma_bd(
// CHECK-NOT: aie.dma_bd

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<16xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd4
  ^bd4:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd5
  ^bd5:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd6
  ^bd6:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd7
  ^bd7:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd8
  ^bd8:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd9
  ^bd9:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd10
  ^bd10:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd11
  ^bd11:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd12
  ^bd12:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd13
  ^bd13:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd14
  ^bd14:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd15
  ^bd15:
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %shim_dma_1_0 = aie.shim_dma(%shim_noc_tile_1_0) {
// CHECK-COUNT-16: aie.dma_bd(
// CHECK-NOT: aie.dma_bd

// -----

// Every channel of each tile kind; a channel started twice counts once.
aie.device(npu1) {
  %c = aie.tile(1, 2)
  %m = aie.tile(1, 1)
  %s = aie.tile(1, 0)
  %mem = aie.mem(%c) {
    %0 = aie.dma_start(S2MM, 0, ^end, ^a)
  ^a:
    %1 = aie.dma_start(S2MM, 1, ^end, ^b)
  ^b:
    %2 = aie.dma_start(MM2S, 0, ^end, ^c)
  ^c:
    %3 = aie.dma_start(MM2S, 1, ^end, ^d)
  ^d:
    %4 = aie.dma_start(MM2S, 1, ^end, ^end)
  ^end:
    aie.end
  }
  %mdma = aie.memtile_dma(%m) {
    %0 = aie.dma_start(S2MM, 0, ^end, ^s1)
  ^s1:
    %1 = aie.dma_start(S2MM, 1, ^end, ^s2)
  ^s2:
    %2 = aie.dma_start(S2MM, 2, ^end, ^s3)
  ^s3:
    %3 = aie.dma_start(S2MM, 3, ^end, ^s4)
  ^s4:
    %4 = aie.dma_start(S2MM, 4, ^end, ^s5)
  ^s5:
    %5 = aie.dma_start(S2MM, 5, ^end, ^m0)
  ^m0:
    %6 = aie.dma_start(MM2S, 0, ^end, ^m1)
  ^m1:
    %7 = aie.dma_start(MM2S, 1, ^end, ^m2)
  ^m2:
    %8 = aie.dma_start(MM2S, 2, ^end, ^m3)
  ^m3:
    %9 = aie.dma_start(MM2S, 3, ^end, ^m4)
  ^m4:
    %10 = aie.dma_start(MM2S, 4, ^end, ^m5)
  ^m5:
    %11 = aie.dma_start(MM2S, 5, ^end, ^end)
  ^end:
    aie.end
  }
  %sdma = aie.shim_dma(%s) {
    %0 = aie.dma_start(S2MM, 0, ^end, ^a)
  ^a:
    %1 = aie.dma_start(S2MM, 1, ^end, ^b)
  ^b:
    %2 = aie.dma_start(MM2S, 0, ^end, ^c)
  ^c:
    %3 = aie.dma_start(MM2S, 1, ^end, ^end)
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.dma_start(MM2S, 1,
// CHECK: aie.dma_start(MM2S, 5,
// CHECK: %shim_dma_1_0 = aie.shim_dma(%shim_noc_tile_1_0) {

// -----

// One acquire, one BD and one release per block; memref.alloc with an id.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l0 = aie.lock(%t, 0)
  %l1 = aie.lock(%t, 1)
  %mem = aie.mem(%t) {
    %a = memref.alloc() {id = 3 : i32} : memref<4xi32>
    %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%l0, AcquireGreaterEqual, 1)
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.use_lock(%l1, Release, 1)
    aie.next_bd ^bd1
  ^bd1:
    aie.use_lock(%l1, AcquireGreaterEqual, 1)
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.use_lock(%l0, Release, 1)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: memref.alloc() {id = 3 : i32} : memref<4xi32>
// CHECK: aie.use_lock(%{{.*}}, AcquireGreaterEqual, 1)
// CHECK-NEXT: aie.dma_bd(
// CHECK-NEXT: aie.use_lock(%{{.*}}, Release, 1)

// -----

// MemTile channels 4 and 5 on the MemTile's own buffer and lock; channel 3
// on the West neighbour's.
aie.device(npu1) {
  %m1 = aie.tile(1, 1)
  %m0 = aie.tile(0, 1)
  %own = aie.buffer(%m1) {sym_name = "own"} : memref<16xi32>
  %near = aie.buffer(%m0) {sym_name = "near"} : memref<16xi32>
  %lown = aie.lock(%m1, 0)
  %lnear = aie.lock(%m0, 0)
  %dma = aie.memtile_dma(%m1) {
    %s4 = aie.dma_start(MM2S, 4, ^bd0, ^c5)
  ^c5:
    %s5 = aie.dma_start(S2MM, 5, ^bd0, ^c3)
  ^c3:
    %s3 = aie.dma_start(MM2S, 3, ^bd1, ^end)
  ^bd0:
    aie.use_lock(%lown, AcquireGreaterEqual, 1)
    aie.dma_bd(%own : memref<16xi32>, 0, 16)
    aie.use_lock(%lown, Release, 1)
    aie.next_bd ^bd0
  ^bd1:
    aie.use_lock(%lnear, AcquireGreaterEqual, 1)
    aie.dma_bd(%near : memref<16xi32>, 0, 16)
    aie.use_lock(%lnear, Release, 1)
    aie.next_bd ^bd1
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.dma_start(MM2S, 4,
// CHECK: aie.dma_bd(%own : memref<16xi32>, 0, 16)
// CHECK: aie.dma_bd(%near : memref<16xi32>, 0, 16)

// -----

// aie.dma: one region per BD, each with two use_locks and one dma_bd.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %dma = aie.memtile_dma(%t) {
    aie.dma(MM2S, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 8)
      aie.use_lock(%l, Release, 1)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 8, 8)
      aie.use_lock(%l, Release, 1)
    }]
    aie.dma(S2MM, 1) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%l, Release, 1)
    }]
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.dma(MM2S, 0) [{
// CHECK: aie.dma(S2MM, 1) [{
