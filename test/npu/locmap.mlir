// aie-translate --aie-npu-to-binary --aie-npu-emit-locmap=FILE writes the
// words as usual and, to FILE, mlir-aie's JSON location map: per
// transaction operation its byte offset (the 16-byte header counted) and
// size, opcode, source op, the op's location (written, nested ones
// within, or its place in this file; unknown), and for an address its
// register in the register database. Keys are sorted.
// RUN: rm -rf %t && mkdir -p %t
// RUN: aiec --aie-npu-to-binary --aie-device-name=main --aie-npu-emit-locmap=%t/map.json %s > %t/words.bin
// RUN: FileCheck %s < %t/map.json
// RUN: aiec --aie-npu-to-binary %s | cmp - %t/words.bin
// RUN: not aiec --aie-npu-to-binary --aie-npu-emit-locmap=%t/no/such/dir/map.json %s 2>&1 > /dev/null | FileCheck %s --check-prefix=ERR

#user = loc("user.py":42:4)
#fifo = loc("of_in"(#user))
module {
  aie.device(npu1) {
    memref.global "private" constant @data : memref<2xi32> = dense<[1, 2]>
    aie.runtime_sequence @seq(%arg0: memref<16xi32>) {
      %a = arith.constant 0x232000 : i32
      %v = arith.constant 1 : i32
      aiex.npu.write32(%a, %v) : i32, i32 loc(#fifo)
      %m = arith.constant 0x191000 : i32
      %k = arith.constant 0xFF : i32
      aiex.npu.maskwrite32(%m, %v, %k) : i32, i32, i32 loc(callsite("k"("k.cc":3:1) at #user))
      %0 = memref.get_global @data : memref<2xi32>
      aiex.npu.blockwrite(%0) {address = 0x1D000 : ui32} : memref<2xi32> loc(fused["a.py":1:1, "b.py":2:2])
      aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}
      aiex.npu.address_patch {addr = 118788 : ui32, arg_idx = 0 : i32, arg_plus = 0 : i32} loc(unknown)
    }
  }
}

// CHECK:      {
// CHECK-NEXT:   "binary": "",
// CHECK-NEXT:   "device": "main",
// CHECK-NEXT:   "operations": [
// CHECK-NEXT:     {
// CHECK-NEXT:       "address": "0x232000",
// CHECK-NEXT:       "byte_offset": 16,
// CHECK-NEXT:       "byte_size": 24,
// CHECK-NEXT:       "loc": {
// CHECK-NEXT:         "child": {
// CHECK-NEXT:           "col": 4,
// CHECK-NEXT:           "file": "user.py",
// CHECK-NEXT:           "kind": "file",
// CHECK-NEXT:           "line": 42
// CHECK-NEXT:         },
// CHECK-NEXT:         "kind": "name",
// CHECK-NEXT:         "name": "of_in"
// CHECK-NEXT:       },
// CHECK-NEXT:       "opcode": "WRITE32",
// CHECK-NEXT:       "register": "Core_Control",
// CHECK-NEXT:       "register_module": "core",
// CHECK-NEXT:       "source_op": "aiex.npu.write32"
// CHECK-NEXT:     },
// CHECK:            "address": "0x191000",
// CHECK-NEXT:       "byte_offset": 40,
// CHECK-NEXT:       "byte_size": 28,
// CHECK-NEXT:       "loc": {
// CHECK-NEXT:         "callee": {
// CHECK:                "name": "k"
// CHECK:              "caller": {
// CHECK:              "kind": "callsite"
// CHECK:            "opcode": "MASKWRITE",
// CHECK-NEXT:       "register": "Performance_Control0",
// CHECK-NEXT:       "register_module": "memory_tile",
// CHECK:            "address": "0x1D000",
// CHECK:              "kind": "fused"
// CHECK:            "opcode": "BLOCKWRITE",
// CHECK-NEXT:       "register": "DMA_BD0_0",
// CHECK-NEXT:       "register_module": "shim",
// CHECK:            "byte_offset": 92,
// CHECK-NEXT:       "byte_size": 16,
// CHECK-NEXT:       "loc": {
// CHECK-NEXT:         "col": 7,
// CHECK-NEXT:         "file": "{{.*}}locmap.mlir",
// CHECK-NEXT:         "kind": "file",
// CHECK-NEXT:         "line": 27
// CHECK-NEXT:       },
// CHECK-NEXT:       "opcode": "TCT",
// CHECK-NEXT:       "source_op": "aiex.npu.sync"
// CHECK:            "address": "0x1D004",
// CHECK-NEXT:       "byte_offset": 108,
// CHECK-NEXT:       "byte_size": 48,
// CHECK-NEXT:       "loc": {
// CHECK-NEXT:         "kind": "unknown"
// CHECK-NEXT:       },
// CHECK-NEXT:       "opcode": "ADDRESS_PATCH",
// CHECK:        ],
// CHECK-NEXT:   "version": 1
// CHECK-NEXT: }

// ERR: error: Error opening locmap file '{{.*}}map.json': No such file or directory
// ERR: help: --aie-npu-emit-locmap names the file to write the location map to
