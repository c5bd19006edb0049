// bank-aware out of room: warnings on the buffer that fits in no bank and on
// the tile with mlir-aie's per-bank memory map, then the error; help lines
// say how much room the banks have left and whether basic-sequential fits.
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=bank-aware" %s 2>&1 | FileCheck %s --strict-whitespace

// e (given address) takes 0x400-0x23FF; d (20000 bytes, placed first as
// the largest) runs from there across into bank 1, a and b take banks 2 and
// 3, and c finds no run of 12 KiB left: 544 bytes too many in all.
// CHECK: bank-aware-overflow.mlir:[[@LINE+23]]:3: warning: Failed to allocate buffer: "c" with size: 12288 bytes.{{$}}
// CHECK: help: tile (1, 2) has 4 banks of 16384 bytes; the largest free run in one bank is 4096 bytes (bank 2){{$}}
// CHECK: error: 'aie.buffer' op could not be placed: buffer "c" needs 12288 bytes and this tile has no room left for it{{$}}
// CHECK: bank-aware-overflow.mlir:[[@LINE+16]]:3: warning: Not all requested buffers fit in the available memory.{{$}}
// CHECK: note: Current configuration of buffers in bank(s) : MemoryMap:{{$}}
// CHECK-NEXT: {{^}}		(stack) 	: 0x0-0x3FF 	(1024 bytes){{$}}
// CHECK-NEXT: {{^}}	bank : 0	0x0-0x3FFF{{$}}
// CHECK-NEXT: {{^}}		e 	: 0x400-0x23FF 	(8192 bytes){{$}}
// CHECK-NEXT: {{^}}		d 	: 0x2400-0x721F 	(20000 bytes) (straddles into bank 1){{$}}
// CHECK-NEXT: {{^}}	bank : 1	0x4000-0x7FFF{{$}}
// CHECK-NEXT: {{^}}	bank : 2	0x8000-0xBFFF{{$}}
// CHECK-NEXT: {{^}}		a 	: 0x8000-0xAFFF 	(12288 bytes){{$}}
// CHECK-NEXT: {{^}}	bank : 3	0xC000-0xFFFF{{$}}
// CHECK-NEXT: {{^}}		b 	: 0xC000-0xEFFF 	(12288 bytes){{$}}
// CHECK: error: 'aie.tile' op Bank-aware allocation failed.{{$}}
// CHECK-NEXT: {{^}}  %t = aie.tile(1, 2){{$}}
// CHECK-NEXT: {{^}}  ^~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}  help: tile (1, 2) (core tile) has 65536 bytes of data memory, 64512 above the stack (1024 bytes); its 5 buffers need 65056 bytes, 544 too many; largest buffers: d (20000 bytes), a (12288 bytes), b (12288 bytes){{$}}
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %e = aie.buffer(%t) {address = 1024 : i32, sym_name = "e"} : memref<2048xi32>
  %a = aie.buffer(%t) {sym_name = "a"} : memref<3072xi32>
  %b = aie.buffer(%t) {sym_name = "b"} : memref<3072xi32>
  %c = aie.buffer(%t) {sym_name = "c"} : memref<3072xi32>
  %d = aie.buffer(%t) {sym_name = "d"} : memref<5000xi32>
  %core = aie.core(%t) {
    aie.end
  }
}

// -----

// A buffer larger than a bank (AIE1: 8 KiB banks) that does not fit the whole
// memory either; the map of a tile without a core says there is no stack.
// CHECK: warning: Failed to allocate buffer: "huge" with size: 40000 bytes.{{$}}
// CHECK: help: tile (2, 2) has 4 banks of 8192 bytes; the largest free run in one bank is 8192 bytes (bank 0); a buffer larger than a bank spans banks only where the runs of neighbouring banks meet{{$}}
// CHECK: error: 'aie.buffer' op could not be placed: buffer "huge" needs 40000 bytes and this tile has no room left for it{{$}}
// CHECK: warning: Not all requested buffers fit in the available memory.{{$}}
// CHECK: note: Current configuration of buffers in bank(s) : MemoryMap:{{$}}
// CHECK-NEXT: {{^}}(no stack allocated){{$}}
// CHECK-NEXT: {{^}}	bank : 0	0x0-0x1FFF{{$}}
// CHECK: error: 'aie.tile' op Bank-aware allocation failed.{{$}}
// CHECK: help: tile (2, 2) (core tile) has 32768 bytes of data memory (no stack); its buffer needs 40000 bytes, 7232 too many; largest buffers: huge (40000 bytes){{$}}
aie.device(xcvc1902) {
  %t = aie.tile(2, 2)
  %huge = aie.buffer(%t) {sym_name = "huge"} : memref<10000xi32>
}
