// The core's stack: `stack_size` (else 1024 bytes grown to cover
// `measured_stack_size`, rounded up to the stack alignment: 32 bytes on
// AIE2, 64 on AIE2P), at `stack_address` (else 0) and, with `stack_bank`
// alone, where bank-aware allocation puts it: the first gap of that bank,
// aligned, after the buffers with an address; its address is written back.
// Buffers go around the stack wherever it is.
// RUN: aiec --split-input-file --aie-assign-buffer-addresses %s | FileCheck %s
// RUN: sed -e '/^\/\/ stack_bank alone/,$d' %s | aiec --split-input-file '--aie-assign-buffer-addresses=alloc-scheme=basic-sequential' - | FileCheck %s --check-prefix=BASIC

// No stack_size: 1024 bytes, grown to the measured 1500 rounded to 1504
// (npu1, 32-byte alignment); the buffer goes above it.
// CHECK-LABEL: @measured
// CHECK: %a = aie.buffer({{.*}}) {address = 1504 : i32
// BASIC-LABEL: @measured
// BASIC: %a = aie.buffer({{.*}}) {address = 1504 : i32
module @measured {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %a = aie.buffer(%t) {sym_name = "a"} : memref<64xi8>
    aie.core(%t) {
      aie.end
    } {measured_stack_size = 1500 : i32}
  }
}

// -----

// A given stack_size wins over the measure.
// CHECK-LABEL: @explicit
// CHECK: %a = aie.buffer({{.*}}) {address = 512 : i32
// BASIC-LABEL: @explicit
// BASIC: %a = aie.buffer({{.*}}) {address = 512 : i32
module @explicit {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %a = aie.buffer(%t) {sym_name = "a"} : memref<64xi8>
    aie.core(%t) {
      aie.end
    } {stack_size = 512 : i32, measured_stack_size = 1500 : i32}
  }
}

// -----

// stack_address: both schemes keep it and place buffers around it: bank-aware
// after the last bytes taken in a bank (bank 0 ends with the stack, so big
// goes to bank 1), basic-sequential from the bottom past every pinned run
// the buffer would reach (the small buffer, then the stack).
// CHECK-LABEL: @address
// CHECK: %big = aie.buffer({{.*}}) {address = 16384 : i32, mem_bank = 1 : i32
// CHECK: %small = aie.buffer({{.*}}) {address = 4096 : i32
// CHECK: stack_address = 8192 : i32
// BASIC-LABEL: @address
// BASIC: %big = aie.buffer({{.*}}) {address = 9216 : i32
// BASIC: %small = aie.buffer({{.*}}) {address = 4096 : i32
// BASIC: stack_address = 8192 : i32
module @address {
  aie.device(npu2) {
    %t = aie.tile(0, 2)
    %big = aie.buffer(%t) {sym_name = "big"} : memref<8192xi8>
    %small = aie.buffer(%t) {sym_name = "small", address = 4096 : i32} : memref<16xi8>
    aie.core(%t) {
      aie.end
    } {stack_size = 1024 : i32, stack_address = 8192 : i32}
  }
}

// -----

// stack_bank alone: the first aligned gap of bank 2 (0x8000 on npu2) after
// the pinned buffer, 64-byte aligned; the other buffer takes bank 0.
// CHECK-LABEL: @bank_only
// CHECK: %pin = aie.buffer({{.*}}) {address = 32768 : i32, mem_bank = 2 : i32
// CHECK: %free = aie.buffer({{.*}}) {address = 0 : i32, mem_bank = 0 : i32
// CHECK: stack_address = 32832 : i32, stack_bank = 2 : i32, stack_size = 2048 : i32
module @bank_only {
  aie.device(npu2) {
    %t = aie.tile(0, 2)
    %pin = aie.buffer(%t) {sym_name = "pin", address = 32768 : i32} : memref<40xi8>
    %free = aie.buffer(%t) {sym_name = "free"} : memref<256xi8>
    aie.core(%t) {
      aie.end
    } {stack_size = 2048 : i32, stack_bank = 2 : i32}
  }
}

