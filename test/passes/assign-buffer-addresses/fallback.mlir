// The default scheme: when bank-aware fails, warn and retry with
// basic-sequential; only if that fails too is it an error.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses %s
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses %s 2>&1 | FileCheck %s
// RUN: aiec --aie-assign-buffer-addresses %S/Inputs/fallback-fits.mlir 2>&1 | FileCheck %s --check-prefix=FITS

// Bank-aware cannot place a 20 KiB buffer in a 16 KiB bank; basic-sequential
// can (see Inputs/fallback-fits.mlir for the output).
// FITS: warning: Failed to allocate buffer: "wide" with size: 20480 bytes.
// FITS: warning: Not all requested buffers fit in the available memory.
// FITS: warning: Bank-aware allocation failed, trying basic sequential allocation.
// FITS: %wide = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "wide"} : memref<5120xi32>
// FITS: %narrow = aie.buffer(%{{.*}}) {address = 21504 : i32, sym_name = "narrow"} : memref<16xi32>

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

// A conflict between given placements is an error even though the retry
// with basic-sequential succeeds (mlir-aie prints the error and goes on).
// Buffers with an address are placed before those with a bank only (as
// mlir-aie since May 2026), so `b` takes bank 1 first and `a` no longer fits.
// CHECK: error: 'aie.buffer' op would override existing mem_bank
// CHECK: help: bank 1 of tile (3, 4) has 12256 bytes left (from 0x5020); a needs 16384 bytes
// CHECK: warning: Bank-aware allocation failed, trying basic sequential allocation.
// CHECK: warning: basic-sequential allocation ignores mem_bank; dropping the pin on: "a"
aie.device(npu1) {
  // expected-warning@+1 {{Bank-aware allocation failed, trying basic sequential allocation.}}
  %t = aie.tile(3, 4)
  // expected-error@+2 {{'aie.buffer' op would override existing mem_bank}}
  // expected-warning@+1 {{basic-sequential allocation ignores mem_bank; dropping the pin on: "a"}}
  %a = aie.buffer(%t) {sym_name = "a", mem_bank = 1 : i32} : memref<4096xi32>
  %b = aie.buffer(%t) {sym_name = "b", address = 16416 : i32} : memref<1024xi32>
}
