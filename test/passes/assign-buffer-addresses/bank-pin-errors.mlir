// A buffer pinned to a bank that cannot hold it is an error at the buffer,
// under every scheme that honours the pin, and never retried with
// basic-sequential.
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses %s 2>&1 | FileCheck %s

// CHECK: error: 'aie.buffer' op buffer "huge" requires 20000 bytes, which cannot fit in bank 1 (16384 bytes total)
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %huge = aie.buffer(%t) {sym_name = "huge", mem_bank = 1 : i32} : memref<20000xi8>
  aie.core(%t) {
    aie.end
  }
}

// -----

// CHECK: error: 'aie.buffer' op buffer "late" requires 1024 bytes in bank 1, but only 384 of 16384 bytes are free there
// CHECK-NOT: trying basic sequential allocation
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %full = aie.buffer(%t) {sym_name = "full", address = 16384 : i32} : memref<16000xi8>
  %late = aie.buffer(%t) {sym_name = "late", mem_bank = 1 : i32} : memref<1024xi8>
  aie.core(%t) {
    aie.end
  }
}
