// aiec --print-isa=json prints the CERT ctrlcode ISA table (seed 000) as JSON;
// no input is read.
// RUN: aiec --print-isa=json | FileCheck %s
// RUN: aiec -print-isa=json -o %t && FileCheck %s < %t
// RUN: not aiec --print-isa=yaml 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:      "platform": "aie2ps CERT ctrlcode",
// CHECK:      "instruction_templates": [
// CHECK:      "code": 0, "name": "START_JOB", "size": 8, "asm": "START_JOB job_id",
// CHECK-NEXT: "comment": "Start a new job.
// CHECK-NEXT: "segment_templates": [
// CHECK-NEXT: {"name": "opcode", "type": "opcode", "offset": 0, "bitwidth": 8, "default_val": 0,
// CHECK-NEXT: {"name": "pad", "type": "pad", "offset": 1, "bitwidth": 8, "default_val": 0, "in_asm": false,
// CHECK-NEXT: {"name": "job_id", "type": "const", "offset": 2, "bitwidth": 16, "in_asm": true,
// CHECK-NEXT: {"name": "jobsize", "type": "jobsize", "offset": 4, "bitwidth": 16, "default_val": 0, "in_asm": false,
// CHECK:      "code": 6, "name": "WAIT_TCTS", "size": 8,
// CHECK:      {"name": "actor_id", "type": "const", "offset": 4, "bitwidth": 8, "in_asm": true, "verbo_map": [{"key": 0, "val": "MEM_S2MM_0"},
// CHECK:      "code": 14, "name": "APPLY_OFFSET_57", "size": 8, "asm": "APPLY_OFFSET_57 table_ptr, num_entries, offset, [@pad_buf]",
// CHECK:      {"name": "pad_buf", "type": "patch_buf", "offset": 8, "bitwidth": 0, "optional": true, "in_asm": true,
// CHECK:      {"name": "local_barrier_id", "type": "barrier", "offset": 2, "bitwidth": 8, "in_asm": true,
// CHECK:      "code": 255, "name": "EOF", "size": 4,
// CHECK:      "code": 26, "name": "LOAD_PDI", "size": 12,
// CHECK:      {"name": "pdi_host_addr_offset", "type": "page_id", "offset": 8, "bitwidth": 16, "in_asm": true,
// CHECK:      "code": 30, "name": "SAVE_REGISTER", "size": 12,
// CHECK:      ]
// CHECK-NEXT: }

// BAD: error: invalid value 'yaml' for '--print-isa <FORMAT>'
