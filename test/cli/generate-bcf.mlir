// --aie-generate-bcf (mlir-aie's BCF for the chess linker): the core of
// --tilecol/--tilerow, its stack in its own memory (east on AIE1's odd rows,
// east on AIE2), each neighbour's memory reserved with its buffers as
// symbols at the addresses the core sees, an initialized buffer of its own
// as an overlay, one of a neighbour skipped, the core's object file; a tile
// the device lacks gives nothing; a buffer without an address is an error.
// RUN: aiec --aie-generate-bcf --tilecol=3 --tilerow=3 --split-input-file %s | FileCheck %s
// RUN: aiec --aie-generate-bcf --tilecol=3 --tilerow=2 --split-input-file %s | FileCheck %s --check-prefix=EVEN
// RUN: aiec --aie-generate-bcf --tilecol=0 --tilerow=2 --split-input-file %s | FileCheck %s --check-prefix=NPU
// RUN: not aiec --aie-generate-bcf --tilecol=1 --tilerow=2 --split-input-file %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK:      _entry_point _main_init
// CHECK-NEXT: _symbol core_3_3 _after _main_init
// CHECK-NEXT: _symbol _main_init 0
// CHECK-NEXT: _reserved DMb 0x00000 0x20000 // Don't put data in code memory
// CHECK-NEXT: _stack DM_stack 0x38000 0x800 // stack for core
// CHECK-EMPTY:
// CHECK-NEXT: // mapping neighbors tile memory
// CHECK-NEXT: // south -------------------------------------------------
// CHECK-NEXT: _reserved DMb 0x20000 0x8000  // Don't allocate variables in south neighbor
// CHECK-EMPTY:
// CHECK-NEXT: _symbol s 0x21000 1024
// CHECK-NEXT: _extern s
// CHECK-NEXT: _reserved DMb 0x21000 1024
// CHECK-EMPTY:
// CHECK-NEXT: // west -------------------------------------------------
// CHECK-NEXT: _reserved DMb 0x28000 0x8000  // Don't allocate variables in west neighbor
// CHECK-EMPTY:
// CHECK-NEXT: _symbol w 0x28020 8
// CHECK-NEXT: _extern w
// CHECK-NEXT: _reserved DMb 0x28020 8
// CHECK-EMPTY:
// CHECK-NEXT: // north -------------------------------------------------
// CHECK-NEXT: _reserved DMb 0x30000 0x8000  // Don't allocate variables in north neighbor
// CHECK-EMPTY:
// CHECK-NEXT: // east -------------------------------------------------
// CHECK-NEXT: _symbol own 0x38000 64
// CHECK-NEXT: _extern own
// CHECK-NEXT: _reserved DMb 0x38000 64
// CHECK-EMPTY:
// CHECK-NEXT: _overlay init 0x38040 // 8 bytes
// CHECK-EMPTY:
// CHECK-NEXT: // end mapping neighbors tile memory
// CHECK-EMPTY:
// CHECK-NEXT: _reserved DMb 0x40000 0xC0000 // And everything else the core can't see
// CHECK-NEXT: _include _file k.o
// CHECK-NEXT: _resolve _main core_3_3

// An even row of AIE1 (a tile without a core: no stack): its own memory is
// west, the north one its neighbour's, whose initialized buffer it does not
// initialize; the east tile exists and holds nothing.
// EVEN:      _stack DM_stack 0x28000 0x0 // stack for core
// EVEN:      // west -------------------------------------------------
// EVEN-NEXT: _symbol s 0x29000 1024
// EVEN:      // north -------------------------------------------------
// EVEN-NEXT: _reserved DMb 0x30000 0x8000  // Don't allocate variables in north neighbor
// EVEN-EMPTY:
// EVEN-NEXT: _symbol own 0x30000 64
// EVEN:      // skip initialization of "init" which is initialized in the neighboring tile
// EVEN-EMPTY:
// EVEN-NEXT: // east -------------------------------------------------
// EVEN-NEXT: _reserved DMb 0x38000 0x8000  // Don't allocate variables in east neighbor
// EVEN-EMPTY:
// EVEN-NEXT: // end mapping neighbors tile memory
// EVEN:      _resolve _main core_3_2
module {
  aie.device(xcvc1902) {
    %t33 = aie.tile(3, 3)
    %t23 = aie.tile(2, 3)
    %t32 = aie.tile(3, 2)
    %t34 = aie.tile(3, 4)
    %own = aie.buffer(%t33) {address = 0 : i32, sym_name = "own"} : memref<16xi32>
    %init = aie.buffer(%t33) {address = 64 : i32, sym_name = "init"} : memref<4xi16> = dense<[1, 2, 3, 4]>
    %w = aie.buffer(%t23) {address = 32 : i32, sym_name = "w"} : memref<8xi8>
    %s = aie.buffer(%t32) {address = 4096 : i32, sym_name = "s"} : memref<256xi32>
    %core = aie.core(%t33) {
      aie.end
    } {link_with = "k.o", stack_size = 2048 : i32}
    %core23 = aie.core(%t23) {
      aie.end
    }
  }
}

// -----

// AIE2 (npu1): the memory tile south and column 0's west are no memory of
// the core's; its own memory east, the north core's above.
// NPU:      _reserved DMb 0x00000 0x40000 // Don't put data in code memory
// NPU-NEXT: _stack DM_stack 0x70000 0x400 // stack for core
// NPU:      _reserved DMb 0x40000 0x10000  // No tile with memory exists to the south.
// NPU-NEXT: _reserved DMb 0x50000 0x10000  // No tile with memory exists to the west.
// NPU-NEXT: // north -------------------------------------------------
// NPU-NEXT: _reserved DMb 0x60000 0x10000  // Don't allocate variables in north neighbor
// NPU:      _symbol up 0x60400 16
// NPU:      // east -------------------------------------------------
// NPU-NEXT: _symbol a 0x70000 4096
// NPU:      _reserved DMb 0x80000 0x80000 // And everything else the core can't see
// NPU-NEXT: _resolve _main core_0_2
// ERR: error: 'aie.buffer' op has no address: a linker file places each buffer
// ERR: help: run --aie-assign-buffer-addresses first
module {
  aie.device(npu1) {
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t12 = aie.tile(1, 2)
    %a = aie.buffer(%t02) {address = 0 : i32, sym_name = "a"} : memref<1024xi32>
    %up = aie.buffer(%t03) {address = 1024 : i32, sym_name = "up"} : memref<4xi32>
    %m = aie.buffer(%t01) {address = 0 : i32, sym_name = "m"} : memref<4xi32>
    %nowhere = aie.buffer(%t12) {sym_name = "nowhere"} : memref<4xi32>
    %core = aie.core(%t02) {
      aie.end
    }
  }
}
