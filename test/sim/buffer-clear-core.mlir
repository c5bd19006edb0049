// A core fills an accumulator pinned in its tile's data memory; the runtime
// sequence reads it out, clears it with aiex.buffer_clear (by its address)
// and reads it again with no core involved. Pinned at 0x400, just above the
// core's 1 KiB stack, it compiles and runs: [1..8], then zeros.
// RUN: aie-sim %s --output 0=%t.out
// RUN: od -An -t d4 -w64 -v %t.out | tr -s ' ' | FileCheck %s
// CHECK: {{^}} 1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0{{$}}
// Pinned at 0 it would lie in the stack, which is there from address 0:
// mlir-aie's errors (bank-aware's, then basic-sequential's), each with where
// the buffer may go.
// RUN: sed -e 's/address = 1024 : i32/address = 0 : i32/' -e 's/buffer_clear(%core, 1024/buffer_clear(%core, 0/' %s > %t.zero.mlir
// RUN: not aie-sim %t.zero.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: zero.mlir:[[@LINE+16]]:5: error: 'aie.buffer' op would override allocated address
// ZERO: help: acc at 0x0-0x1F overlaps the stack (0x0-0x3FF) on tile (0, 2)
// ZERO: warning: Bank-aware allocation failed, trying basic sequential allocation.
// ZERO: zero.mlir:[[@LINE+13]]:5: error: 'aie.buffer' op buffer '"acc"' at address 0x0 overlaps with stack (size: 1024 bytes)
// ZERO: help: the core's stack takes 0x0-0x3FF of the data memory of tile (0, 2): give `acc` an address of 0x400 or above, or remove its `address` for the allocator to place it
// ZERO: error: 'aie.tile' op Basic sequential allocation also failed.
// RUN: not aie-sim %t.zero.mlir --aie-assign-buffer-addresses=alloc-scheme=basic-sequential 2>&1 | FileCheck %s --check-prefix=BASIC
// BASIC-NOT: would override
// BASIC: error: 'aie.buffer' op buffer '"acc"' at address 0x0 overlaps with stack (size: 1024 bytes)
// BASIC: error: 'aie.tile' op Basic sequential allocation failed.
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    %full = aie.lock(%core, 0) {init = 1 : i32, sym_name = "full"}
    %ready = aie.lock(%core, 1) {init = 0 : i32, sym_name = "ready"}
    %acc = aie.buffer(%core) {sym_name = "acc", address = 1024 : i32} : memref<8xi32>
    aie.flow(%core, DMA : 0, %shim, DMA : 0)
    %c = aie.core(%core) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %one = arith.constant 1 : i32
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      scf.for %i = %c0 to %c8 step %c1 {
        %i32 = arith.index_cast %i : index to i32
        %v = arith.addi %i32, %one : i32
        memref.store %v, %acc[%i] : memref<8xi32>
      }
      aie.use_lock(%ready, Release, 1)
      aie.end
    }
    %mem = aie.mem(%core) {
      %s = aie.dma_start(MM2S, 0, ^send, ^end)
    ^send:
      aie.use_lock(%ready, AcquireGreaterEqual, 1)
      aie.dma_bd(%acc : memref<8xi32> offset = 0 len = 8)
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^send
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%arg0: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
      aiex.buffer_clear(%core, 1024, 8)
      aiex.set_lock(%ready, 1)
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 8][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @out} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
