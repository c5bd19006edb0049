// The default scheme: when bank-aware fails, warn and retry with
// basic-sequential; only if that fails too is it an error.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses %s
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses %s 2>&1 | FileCheck %s
// RUN: aiec --aie-assign-buffer-addresses %S/Inputs/fallback-fits.mlir 2>&1 | FileCheck %s --check-prefix=FITS

// Bank-aware finds no layout: `narrow` must lie in bank 1, and then no run
// holds the 64448 bytes of `wide`; basic-sequential, which drops the pin,
// fills the tile exactly (see Inputs/fallback-fits.mlir for the output).
// FITS: warning: Failed to allocate buffer: "wide" with size: 64448 bytes.
// FITS: warning: Not all requested buffers fit in the available memory.
// FITS: warning: Bank-aware allocation failed, trying basic sequential allocation.
// FITS: warning: basic-sequential allocation ignores mem_bank; dropping the pin on: "narrow"
// FITS: %wide = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "wide"} : memref<16112xi32>
// FITS: %narrow = aie.buffer(%{{.*}}) {address = 65472 : i32, sym_name = "narrow"} : memref<16xi32>

// Both schemes fail.
// CHECK: warning: Failed to allocate buffer: "x" with size: 65536 bytes.
// CHECK: warning: Not all requested buffers fit in the available memory.
// CHECK: warning: Bank-aware allocation failed, trying basic sequential allocation.
// CHECK: error: 'aie.tile' op allocated buffers exceeded available memory
// CHECK: error: 'aie.tile' op Basic sequential allocation also failed.
// CHECK: help: tile (1, 2) (core tile) has 65536 bytes of data memory, 64512 above the stack (1024 bytes); its buffer needs 65536 bytes, 1024 too many
aie.device(npu1) {
  // expected-warning@+5 {{Not all requested buffers fit in the available memory.}}
  // expected-note@+4 {{MemoryMap:}}
  // expected-warning@+3 {{Bank-aware allocation failed, trying basic sequential allocation.}}
  // expected-error@+2 {{allocated buffers exceeded available memory}}
  // expected-error@+1 {{Basic sequential allocation also failed.}}
  %t = aie.tile(1, 2)
  // expected-warning@+2 {{Failed to allocate buffer: "x" with size: 65536 bytes.}}
  // expected-note@+1 {{`x` (65536 bytes at 0x400-0x103FF) is the first buffer that runs past the end of data memory (0xFFFF)}}
  %x = aie.buffer(%t) {sym_name = "x"} : memref<16384xi32>
  %core = aie.core(%t) {
    aie.end
  }
}

// -----

// A mem_bank whose bank has no room is an error at the buffer, and the
// default scheme does not retry with basic-sequential, which would drop the
// pin. Buffers with an address are placed before those with a bank only (as
// mlir-aie since May 2026), so `b` takes part of bank 1 first and `a` no
// longer fits.
// CHECK: error: 'aie.buffer' op buffer "a" requires 16384 bytes in bank 1, but only 12288 of 16384 bytes are free there
// CHECK-NOT: trying basic sequential allocation
aie.device(npu1) {
  %t = aie.tile(3, 4)
  // expected-error@+1 {{'aie.buffer' op buffer "a" requires 16384 bytes in bank 1, but only 12288 of 16384 bytes are free there}}
  %a = aie.buffer(%t) {sym_name = "a", mem_bank = 1 : i32} : memref<4096xi32>
  %b = aie.buffer(%t) {sym_name = "b", address = 16416 : i32} : memref<1024xi32>
}
