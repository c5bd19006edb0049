// A value that reaches an encoder without fitting its register field is an
// error at the user's op with the field's range as help, never truncated.
// RUN: not aiec --split-input-file --aie-lower-to-cert %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // CHECK: {{^}}{{.*}}encode-range-help.mlir:[[@LINE+2]]:3: error: 'aie.lock' op cannot write the initial value: value = 99 does not fit in 6 bits
  // CHECK-NEXT: {{^}}  %l = aie.lock
  %l = aie.lock(%t, 0) {init = 99 : i32}
  // CHECK: help: value is a 6-bit field: 0..=63
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {address = 1024 : i32} : memref<16xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd, ^end)
  ^bd:
    aie.dma_bd_packet(99, 1)
    // CHECK: {{^}}{{.*}}encode-range-help.mlir:[[@LINE+1]]:5: error: 'aie.dma_bd' op cannot encode the BD: packet_type = 99 does not fit in 3 bits
    aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 0 : i32, next_bd_id = 0 : i32}
    // CHECK: help: packet_type is a 3-bit field: 0..=7
    aie.next_bd ^bd
  ^end:
    aie.end
  }
}
