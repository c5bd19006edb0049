// Verifier errors of the DMA containers aie.mem, aie.memtile_dma and
// aie.shim_dma (aie-passes.md §3.4): placement, terminators, empty bodies,
// DMA channel counts, BD counts, the shape of BD blocks, memref.alloc ids,
// MemTile channels 4 and 5; and of aie.dma.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+5]]:3: error: 'aie.mem' op failed to verify that op exists in a core tile{{$}}
  // CHECK-NEXT: {{^}}  %mem = aie.mem(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: tile (1, 1) is a MemTile{{$}}
  // expected-error@+1 {{'aie.mem' op failed to verify that op exists in a core tile}}
  %mem = aie.mem(%t) {
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  // expected-error@+1 {{'aie.mem' op failed to verify that op exists in a core tile}}
  %mem = aie.mem(%t) {
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.memtile_dma' op failed to verify that op exists in a MemTile}}
  %dma = aie.memtile_dma(%t) {
    aie.end
  }
}

// -----

// AIE1 has no MemTiles.
aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  // expected-error@+1 {{'aie.memtile_dma' op failed to verify that op exists in a MemTile}}
  %dma = aie.memtile_dma(%t) {
    aie.end
  }
}

// -----

// xcve2302 column 0 is a PL shim: no DMA.
aie.device(xcve2302) {
  %t = aie.tile(0, 0)
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+5]]:3: error: 'aie.shim_dma' op failed to verify that op exists in a shim tile with NOC connection{{$}}
  // CHECK-NEXT: {{^}}  %dma = aie.shim_dma(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: tile (0, 0) is a shim PL tile{{$}}
  // expected-error@+1 {{'aie.shim_dma' op failed to verify that op exists in a shim tile with NOC connection}}
  %dma = aie.shim_dma(%t) {
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // expected-error@+1 {{'aie.shim_dma' op failed to verify that op exists in a shim tile with NOC connection}}
  %dma = aie.shim_dma(%t) {
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+9]]:5: error: 'cf.br' op is not an allowed terminator{{$}}
  // CHECK-NEXT: {{^}}    cf.br ^end{{$}}
  // CHECK-NEXT: {{^}}    ^
  // CHECK-NEXT: {{^}}  help: end each block with `aie.dma_start`, `aie.next_bd` or `aie.end`{{$}}
  // CHECK-NEXT: {{^}}{{.*}}dma_containers.mlir:[[@LINE+3]]:3: note: in this context: {{$}}
  // CHECK-NEXT: {{^}}  %mem = aie.mem(%t) {{[{]}}{{$}}
  // expected-note@+1 {{in this context: }}
  %mem = aie.mem(%t) {
    // expected-error@+1 {{'cf.br' op is not an allowed terminator}}
    cf.br ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // expected-note@+1 {{in this context: }}
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^end, ^end)
  ^end:
    // expected-error@+1 {{'arith.constant' op is not an allowed terminator}}
    %c = arith.constant 0 : i32
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  // expected-note@+1 {{in this context: }}
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bb1, ^end)
  ^bb1:
    %c = arith.constant true
    // expected-error@+1 {{'cf.cond_br' op is not an allowed terminator}}
    cf.cond_br %c, ^bb1, ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+5]]:3: error: 'aie.mem' op should have non-empty body{{$}}
  // CHECK-NEXT: {{^}}  %mem = aie.mem(%t) { }{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.mem' op should have non-empty body}}
  %mem = aie.mem(%t) { }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // expected-error@+1 {{'aie.memtile_dma' op should have non-empty body}}
  %dma = aie.memtile_dma(%t) { }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  // expected-error@+1 {{'aie.shim_dma' op should have non-empty body}}
  %dma = aie.shim_dma(%t) { }
}

// -----

// A core tile has two S2MM channels.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+5]]:3: error: 'aie.mem' op uses more input channels than available on this tile{{$}}
  // CHECK-NEXT: {{^}}  %mem = aie.mem(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: a core tile has 2 S2MM channels{{$}}
  // expected-error@+1 {{'aie.mem' op uses more input channels than available on this tile}}
  %mem = aie.mem(%t) {
    %s0 = aie.dma_start(S2MM, 0, ^end, ^c1)
  ^c1:
    %s1 = aie.dma_start(S2MM, 1, ^end, ^c2)
  ^c2:
    %s2 = aie.dma_start(S2MM, 2, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.mem' op uses more output channels than available on this tile}}
  %mem = aie.mem(%t) {
    %s0 = aie.dma_start(MM2S, 0, ^end, ^c1)
  ^c1:
    %s1 = aie.dma_start(MM2S, 1, ^end, ^c2)
  ^c2:
    %s2 = aie.dma_start(MM2S, 3, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

// AIE1 core tiles have two channels each way too.
aie.device(xcvc1902) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.mem' op uses more output channels than available on this tile}}
  %mem = aie.mem(%t) {
    %s0 = aie.dma_start(MM2S, 0, ^end, ^c1)
  ^c1:
    %s1 = aie.dma_start(MM2S, 1, ^end, ^c2)
  ^c2:
    %s2 = aie.dma_start(MM2S, 2, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

// A MemTile has six channels each way.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  // expected-error@+1 {{'aie.memtile_dma' op uses more input channels than available on this tile}}
  %dma = aie.memtile_dma(%t) {
    %s0 = aie.dma_start(S2MM, 0, ^end, ^c1)
  ^c1:
    %s1 = aie.dma_start(S2MM, 1, ^end, ^c2)
  ^c2:
    %s2 = aie.dma_start(S2MM, 2, ^end, ^c3)
  ^c3:
    %s3 = aie.dma_start(S2MM, 3, ^end, ^c4)
  ^c4:
    %s4 = aie.dma_start(S2MM, 4, ^end, ^c5)
  ^c5:
    %s5 = aie.dma_start(S2MM, 5, ^end, ^c6)
  ^c6:
    %s6 = aie.dma_start(S2MM, 6, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // expected-error@+1 {{'aie.memtile_dma' op uses more output channels than available on this tile}}
  %dma = aie.memtile_dma(%t) {
    %s0 = aie.dma_start(MM2S, 0, ^end, ^c1)
  ^c1:
    %s1 = aie.dma_start(MM2S, 1, ^end, ^c2)
  ^c2:
    %s2 = aie.dma_start(MM2S, 2, ^end, ^c3)
  ^c3:
    %s3 = aie.dma_start(MM2S, 3, ^end, ^c4)
  ^c4:
    %s4 = aie.dma_start(MM2S, 4, ^end, ^c5)
  ^c5:
    %s5 = aie.dma_start(MM2S, 5, ^end, ^c6)
  ^c6:
    %s6 = aie.dma_start(MM2S, 6, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

// A shim DMA has two channels each way.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  // expected-error@+1 {{'aie.shim_dma' op uses more input channels than available on this tile}}
  %dma = aie.shim_dma(%t) {
    %s0 = aie.dma_start(S2MM, 0, ^end, ^c1)
  ^c1:
    %s1 = aie.dma_start(S2MM, 1, ^end, ^c2)
  ^c2:
    %s2 = aie.dma_start(S2MM, 2, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  // expected-error@+1 {{'aie.shim_dma' op uses more output channels than available on this tile}}
  %dma = aie.shim_dma(%t) {
    %s0 = aie.dma_start(MM2S, 0, ^end, ^c1)
  ^c1:
    %s1 = aie.dma_start(MM2S, 1, ^end, ^c2)
  ^c2:
    %s2 = aie.dma_start(MM2S, 2, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

// 17 BD blocks in a core tile's DMA: the note is on the 17th BD.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  // expected-error@+1 {{'aie.mem' op has more than 16 blocks}}
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd17)
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
    // expected-note@+1 {{no space for this BD}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd17
  ^bd17:
    aie.end
  }
}

// -----

// AIE1 core tiles have 16 BDs.
aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  // expected-error@+1 {{'aie.mem' op has more than 16 blocks}}
  %dma = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd17)
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
    // expected-note@+1 {{no space for this BD}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd17
  ^bd17:
    aie.end
  }
}

// -----

// 49 BD blocks in a MemTile DMA.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  // expected-error@+1 {{'aie.memtile_dma' op has more than 48 blocks}}
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd49)
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
    aie.next_bd ^bd48
  ^bd48:
    // expected-note@+1 {{no space for this BD}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd49
  ^bd49:
    aie.end
  }
}

// -----

// 17 BD blocks in a shim DMA.
aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<16xi32>
  // expected-error@+1 {{'aie.shim_dma' op has more than 16 blocks}}
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^bd17)
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
    // expected-note@+1 {{no space for this BD}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^bd17
  ^bd17:
    aie.end
  }
}

// -----

// The plain rendering of the BD-count error and its note.
aie.device(npu1) {
  %t = aie.tile(3, 5)
  %buf = aie.buffer(%t) : memref<16xi32>
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+7]]:3: error: 'aie.mem' op has more than 16 blocks{{$}}
  // CHECK-NEXT: {{^}}  %mem = aie.mem(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: a core tile has 16 buffer descriptors{{$}}
  // CHECK-NEXT: {{^}}{{.*}}dma_containers.mlir:[[@LINE+55]]:5: note: no space for this BD{{$}}
  // CHECK-NEXT: {{^}}    aie.dma_bd(%buf : memref<16xi32>, 0, 16, [<size = 16, stride = 1>]){{$}}
  // expected-error@+1 {{'aie.mem' op has more than 16 blocks}}
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
    aie.next_bd ^bd16
  ^bd16:
    // expected-note@+1 {{no space for this BD}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16, [<size = 16, stride = 1>])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+7]]:3: error: 'aie.mem' op BD block must have exactly one DMABDOp, found 2{{$}}
  // CHECK-NEXT: {{^}}  %mem = aie.mem(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // CHECK-NEXT: {{^}}{{.*}}dma_containers.mlir:[[@LINE+7]]:5: note: in this BD block{{$}}
  // CHECK-NEXT: {{^}}    aie.dma_bd(%buf : memref<16xi32>, 0, 8){{$}}
  // expected-error@+1 {{'aie.mem' op BD block must have exactly one DMABDOp, found 2}}
  %mem = aie.mem(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    // expected-note@+1 {{in this BD block}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 8)
    aie.dma_bd(%buf : memref<16xi32>, 8, 8)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  // expected-error@+1 {{'aie.memtile_dma' op BD block must have exactly one DMABDOp, found 3}}
  %dma = aie.memtile_dma(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    aie.next_bd ^bd1
  ^bd1:
    // expected-note@+1 {{in this BD block}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 4)
    aie.dma_bd(%buf : memref<16xi32>, 4, 4)
    aie.dma_bd(%buf : memref<16xi32>, 8, 4)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  // expected-error@+1 {{'aie.mem' op BD block must have at most one acquire UseLockOp, found 2}}
  %mem = aie.mem(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    // expected-note@+1 {{in this BD block}}
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<16xi32>
  %l = aie.lock(%t, 0)
  // expected-error@+1 {{'aie.shim_dma' op BD block must have at most one release UseLockOp, found 2}}
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-note@+1 {{in this BD block}}
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.use_lock(%l, Release, 1)
    aie.use_lock(%l, Release, 1)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %mem = aie.mem(%t) {
    // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+5]]:5: error: 'memref.alloc' op allocOp in MemOp region should have an id attribute{{$}}
    // CHECK-NEXT: {{^}}    %a = memref.alloc() : memref<4xi32>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{'memref.alloc' op allocOp in MemOp region should have an id attribute}}
    %a = memref.alloc() : memref<4xi32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 1)
  %dma = aie.memtile_dma(%t) {
    // expected-error@+1 {{'memref.alloc' op allocOp in MemTileDMAOp region should have an id attribute}}
    %a = memref.alloc() : memref<4xi32>
    aie.end
  }
}

// -----

// MemTile channels 4 and 5 may only use the MemTile's own buffers.
aie.device(xcve2802) {
  %t1 = aie.tile(1, 1)
  %t2 = aie.tile(2, 1)
  %buf1 = aie.buffer(%t1) : memref<256xi32>
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+18]]:7: error: 'aie.dma_bd' op is reachable from DMA channel 4 and attempts to access a non-local buffer{{$}}
  // CHECK-NEXT: {{^}}      aie.dma_bd(%buf2 : memref<256xi32>, 0, 256){{$}}
  // CHECK-NEXT: {{^}}      ^
  // CHECK-NEXT: {{^}}  help: MemTile DMA channels 4 and up can only access the MemTile's own buffers and locks{{$}}
  // CHECK-NEXT: {{^}}{{.*}}dma_containers.mlir:[[@LINE+8]]:5: note: channel{{$}}
  // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+2]]:3: note: buffer{{$}}
  // expected-note@+1 {{buffer}}
  %buf2 = aie.buffer(%t2) : memref<256xi32>
  %mem = aie.memtile_dma(%t1) {
    aie.dma_start("MM2S", 1, ^bd0, ^dma1)
  ^dma1:
    // expected-note@+1 {{channel}}
    aie.dma_start("MM2S", 4, ^bd1, ^dma1)
  ^bd0:
      aie.dma_bd(%buf1 : memref<256xi32>, 0, 256)
      aie.next_bd ^bd2
  ^bd1:
      // expected-error@+1 {{'aie.dma_bd' op is reachable from DMA channel 4 and attempts to access a non-local buffer}}
      aie.dma_bd(%buf2 : memref<256xi32>, 0, 256)
      aie.next_bd ^bd2
  ^bd2:
    aie.end
  }
}

// -----

// The check follows the BD chain from the channel's first BD.
aie.device(npu1) {
  %t1 = aie.tile(1, 1)
  %t0 = aie.tile(0, 1)
  %own = aie.buffer(%t1) : memref<16xi32>
  // expected-note@+1 {{lock}}
  %lock = aie.lock(%t0, 0)
  %mem = aie.memtile_dma(%t1) {
    // expected-note@+1 {{channel}}
    %s = aie.dma_start(S2MM, 5, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%own : memref<16xi32>, 0, 16)
    aie.next_bd ^bd1
  ^bd1:
    // expected-error@+1 {{'aie.use_lock' op is reachable from DMA channel 5 and attempts to access a non-local lock}}
    aie.use_lock(%lock, AcquireGreaterEqual, 1)
    aie.dma_bd(%own : memref<16xi32>, 0, 16)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %mem = aie.mem(%t) {
    // CHECK: {{^}}{{.*}}dma_containers.mlir:[[@LINE+5]]:5: error: 'aie.dma' op DMAOp can only appear in single block region{{$}}
    // CHECK-NEXT: {{^}}    aie.dma(MM2S, 0) [{{[{]}}{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{'aie.dma' op DMAOp can only appear in single block region}}
    aie.dma(MM2S, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%l, Release, 1)
    }]
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Only expressible with a dma_start whose successors are the entry block
// (which MLIR itself would reject: the entry block may not have predecessors).
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %mem = aie.mem(%t) {
  ^entry:
    // expected-error@+1 {{'aie.dma' op DMAOp is not compatible with DMAStart ops}}
    aie.dma(MM2S, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%l, Release, 1)
    }]
    %s = aie.dma_start(MM2S, 1, ^entry, ^entry)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %mem = aie.mem(%t) {
    // expected-error@+1 {{'aie.dma' op DMAOp regions must have only one block}}
    aie.dma(MM2S, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%l, Release, 1)
      cf.br ^next
    ^next:
      aie.end
    }]
    aie.end
  }
}

// -----

// The second region is the bad one.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %dma = aie.memtile_dma(%t) {
    // expected-error@+1 {{'aie.dma' op DMAOp regions/blocks must have exactly one DMABDOp}}
    aie.dma(S2MM, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%l, Release, 1)
    }, {
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.use_lock(%l, Release, 1)
    }]
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  %buf = aie.external_buffer : memref<16xi32>
  %l = aie.lock(%t, 0)
  %dma = aie.shim_dma(%t) {
    // expected-error@+1 {{'aie.dma' op DMAOp regions/blocks must have exactly two UseLock ops}}
    aie.dma(MM2S, 1) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    }]
    aie.end
  }
}
