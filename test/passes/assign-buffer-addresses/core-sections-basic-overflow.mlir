// basic-sequential places a core's static data (`data_size`) as one more
// extent after the buffers, largest first. When the tile cannot hold them
// all, the error names what the core reserves (mlir-aie's words), and the
// map lists the static data with the buffers; the note naming the first
// buffer past the end is left to a buffer the user wrote.
// RUN: aiec --verify-diagnostics --split-input-file --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s

aie.device(npu2) {
  // expected-error@+3 {{allocated buffers exceeded available memory}}
  // expected-note@+2 {{MemoryMap:}}
  // expected-error@+1 {{basic-sequential allocation failed. Core (0, 2) reserves 16384 bytes for its static data (data_size), which has to fit alongside this tile's buffers}}
  %t = aie.tile(0, 2)
  %a = aie.buffer(%t) {sym_name = "a"} : memref<28672xi8>
  %b = aie.buffer(%t) {sym_name = "b"} : memref<28672xi8>
  aie.core(%t) {
    aie.end
  } {stack_size = 1024 : i32, data_size = 16384 : i32}
}

// -----

// A buffer runs past the end first: it is named.
aie.device(npu2) {
  // expected-error@+3 {{allocated buffers exceeded available memory}}
  // expected-note@+2 {{MemoryMap:}}
  // expected-error@+1 {{basic-sequential allocation failed. Core (0, 2) reserves 1024 bytes for its static data (data_size), which has to fit alongside this tile's buffers}}
  %t = aie.tile(0, 2)
  // expected-note@+1 {{`a` (65000 bytes at 0x400-0x101E7) is the first buffer that runs past the end of data memory (0xFFFF)}}
  %a = aie.buffer(%t) {sym_name = "a"} : memref<65000xi8>
  aie.core(%t) {
    aie.end
  } {stack_size = 1024 : i32, data_size = 1024 : i32}
}
