// basic-sequential out of memory: mlir-aie's error and memory map, a note at
// the first buffer past the end, and a help line with what the tile has and
// what its buffers need.
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s 2>&1 | FileCheck %s --strict-whitespace

// CHECK: basic-overflow.mlir:[[@LINE+11]]:3: error: 'aie.tile' op allocated buffers exceeded available memory{{$}}
// CHECK: basic-overflow.mlir:[[@LINE+10]]:3: note: MemoryMap:{{$}}
// CHECK-NEXT: {{^}}	(stack) 	: 0x0-0x3FF 	(1024 bytes){{$}}
// CHECK-NEXT: {{^}}	big 	: 0x400-0x103FF 	(65536 bytes){{$}}
// CHECK-NEXT: {{^}}	small 	: 0x10400-0x1040F 	(16 bytes){{$}}
// CHECK: basic-overflow.mlir:[[@LINE+8]]:3: note: `big` (65536 bytes at 0x400-0x103FF) is the first buffer that runs past the end of data memory (0xFFFF)
// CHECK: basic-overflow.mlir:[[@LINE+5]]:3: error: 'aie.tile' op Basic sequential allocation failed.{{$}}
// CHECK-NEXT: {{^}}  %t = aie.tile(1, 2){{$}}
// CHECK-NEXT: {{^}}  ^~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}  help: tile (1, 2) (core tile) has 65536 bytes of data memory, 64512 above the stack (1024 bytes); its 2 buffers need 65552 bytes, 1040 too many; largest buffers: big (65536 bytes), small (16 bytes){{$}}
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %small = aie.buffer(%t) {sym_name = "small"} : memref<16xi8>
  %big = aie.buffer(%t) {sym_name = "big"} : memref<16384xi32>
  %core = aie.core(%t) {
    aie.end
  }
}

// -----

// The buffers would fit, but a given address splits the memory: big cannot
// go below fixed (it would overlap it), so it ends past the end.
// CHECK: error: 'aie.tile' op allocated buffers exceeded available memory
// CHECK: note: MemoryMap:{{$}}
// CHECK-NEXT: {{^}}	(stack) 	: 0x0-0x3FF 	(1024 bytes){{$}}
// CHECK-NEXT: {{^}}	fixed 	: 0x8000-0x83FF 	(1024 bytes){{$}}
// CHECK-NEXT: {{^}}	big 	: 0x8400-0x103FF 	(32768 bytes){{$}}
// CHECK: note: `big` (32768 bytes at 0x8400-0x103FF) is the first buffer
// CHECK: error: 'aie.tile' op Basic sequential allocation failed.
// CHECK: help: the stack and the 2 buffers (34816 bytes) would fit in the 65536 bytes of tile (1, 2), but the given addresses leave no gap large enough; remove some `address` attributes
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %fixed = aie.buffer(%t) {address = 32768 : i32, sym_name = "fixed"} : memref<256xi32>
  %big = aie.buffer(%t) {sym_name = "big"} : memref<8192xi32>
  %core = aie.core(%t) {
    aie.end
  }
}

// -----

// Without a core there is no stack: mlir-aie says so in the message.
// CHECK: error: 'aie.tile' op allocated buffers exceeded available memory{{$}}
// CHECK-NEXT: {{^}}(no stack allocated){{$}}
// CHECK: note: MemoryMap:{{$}}
// CHECK-NEXT: {{^}}	a 	: 0x0-0x5FFFF 	(393216 bytes){{$}}
// CHECK-NEXT: {{^}}	b 	: 0x60000-0x9FFFF 	(262144 bytes){{$}}
// CHECK: error: 'aie.tile' op Basic sequential allocation failed.
// CHECK: help: tile (0, 1) (MemTile) has 524288 bytes
aie.device(npu1) {
  %m = aie.tile(0, 1)
  %a = aie.buffer(%m) {sym_name = "a"} : memref<98304xi32>
  %b = aie.buffer(%m) {sym_name = "b"} : memref<65536xi32>
}
