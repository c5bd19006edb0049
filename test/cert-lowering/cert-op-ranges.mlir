// Values of aiex.cert ops that do not fit the ISA field they are encoded
// into are errors at the op, with the field's range; never masked.
// RUN: not aiec --split-input-file --aie-cert-to-asm %s 2>&1 | FileCheck %s

aie.device(npu2) {
  aiex.cert.job(1) {
    // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:5: error: 'aiex.cert.wait_tcts' op tile_id is -1, outside 0..=65535
    // CHECK: help: it is the 16-bit tile_id of WAIT_TCTS
    aiex.cert.wait_tcts(-1, 6, 1)
  }
}

// -----

aie.device(npu2) {
  aiex.cert.job(1) {
    // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:5: error: 'aiex.cert.local_barrier' op local_barrier_id is 16, outside 0..=15
    // CHECK: help: it is the 8-bit local_barrier_id of LOCAL_BARRIER
    aiex.cert.local_barrier(16, 2)
  }
}

// -----

aie.device(npu2) {
  // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:3: error: 'aiex.cert.job' op job_id is 65536, outside 0..=65535
  // CHECK: help: it is the 16-bit job_id of START_JOB
  aiex.cert.job(65536) {
    aiex.cert.nop
  }
}

// -----

aie.device(npu2) {
  // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:3: error: 'aiex.cert.attach_to_group' op group_id is 8, outside 0..=7
  // CHECK: help: a group is a column: npu2 has columns 0 to 7
  aiex.cert.attach_to_group(8) {
    aiex.cert.job(1) {
      aiex.cert.nop
    }
  }
}

// -----

aie.device(npu2) {
  memref.global "private" constant @d0 : memref<4xi32> = dense<7>
  aiex.cert.uc_dma_chain @c0 {
    // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:5: error: 'aiex.cert.uc_dma_bd' op length is 32768, outside 0..=32767
    // CHECK: help: it is the 15-bit length of UC_DMA_BD
    aiex.cert.uc_dma_bd @d0, 0, 32768, false
  }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des_sync(@c0)
  }
}

// -----

aie.device(npu2) {
  memref.global "private" constant @d0 : memref<9xi32> = dense<7>
  aiex.cert.uc_dma_chain @c0 {
    aiex.cert.uc_dma_bd @d0, 0, 9, false
  }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des_sync(@c0)
    // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:5: error: 'aiex.cert.apply_offset_57' op @d0 holds 9 words, fewer than the 2 9-word shim BDs it patches
    // CHECK: help: num_entries counts the 9-word shim BDs of the table
    aiex.cert.apply_offset_57(@d0, 2, 1)
  }
}

// -----

aie.device(npu2) {
  memref.global "private" constant @d0 : memref<9xi32> = dense<7>
  aiex.cert.job(1) {
    // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:5: error: 'aiex.cert.apply_offset_57' op num_entries is -1, outside 0..=65535
    // CHECK: help: it is the 16-bit num_entries of APPLY_OFFSET_57
    aiex.cert.apply_offset_57(@d0, -1, 1)
  }
}

// -----

// Errors the assembler would report on the printed asm, without the op's
// place, are errors at the op: an empty chain, a chain whose data does not
// fit a page, a LOAD_PDI of a group the column lacks.
aie.device(npu2) {
  // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:3: error: 'aiex.cert.uc_dma_chain' op has no aiex.cert.uc_dma_bd
  // CHECK: help: a uC-DMA chain moves at least one BD
  aiex.cert.uc_dma_chain @c0 {
  }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des_sync(@c0)
  }
}

// -----

aie.device(npu2) {
  memref.global "private" constant @d0 : memref<2033xi32> = dense<7>
  // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:3: error: 'aiex.cert.uc_dma_chain' op its BDs and the globals they copy take 8160 bytes, more than the 8144 a control-code page has for them
  // CHECK: help: a chain and its data go on one 8 KiB page
  aiex.cert.uc_dma_chain @c0 {
    aiex.cert.uc_dma_bd @d0, 0, 2033, false
  }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des_sync(@c0)
  }
}

// -----

// LOAD_PDI and PREEMPT run sections of their own column: a section of
// another column (or none) is an error.
aie.device(npu2) {
  aiex.cert.attach_to_group(1) {
    aiex.cert.section @pdi_3 {
      aiex.cert.job(2) {
      }
    }
  }
  aiex.cert.job(1) {
    // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:5: error: 'aiex.cert.load_pdi' op @pdi_3 is not an aiex.cert.section of this column
    // CHECK: help: the control code it runs is a section of the same aiex.cert.attach_to_group (or of the device, for column 0)
    aiex.cert.load_pdi(3, @pdi_3)
  }
}

// -----

aie.device(npu2) {
  aiex.cert.section @save {
    aiex.cert.job(2) {
    }
  }
  aiex.cert.job(1) {
    // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+1]]:5: error: 'aiex.cert.preempt' op @restore is not an aiex.cert.section of this column
    aiex.cert.preempt(0, @save, @restore)
  }
}

// -----

// A symbol that cannot be an asm label is an error at its op.
aie.device(npu2) {
  memref.global "private" constant @"d[0" : memref<4xi32> = dense<7>
  aiex.cert.uc_dma_chain @c0 {
    // CHECK: {{^}}{{.*}}cert-op-ranges.mlir:[[@LINE+2]]:5: error: 'aiex.cert.uc_dma_bd' op 'd[0' cannot be a ctrlcode label
    // CHECK: help: the symbols of aiex.cert ops are asm labels
    aiex.cert.uc_dma_bd @"d[0", 0, 4, false
  }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des_sync(@c0)
  }
}
