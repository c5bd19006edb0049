// Verifier errors of aie.core (aie-passes.md §3.8): placement on a core
// tile, a body, `elf_file` with an empty body, `link_with` vs `link_files`,
// a stack that leaves the tile no data memory, measured alignments.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 1)
  // CHECK: {{^}}{{.*}}core.mlir:[[@LINE+5]]:3: error: 'aie.core' op failed to verify that op exists in a core tile{{$}}
  // CHECK-NEXT: {{^}}  %c = aie.core(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: tile (1, 1) is a MemTile{{$}}
  // expected-error@+1 {{'aie.core' op failed to verify that op exists in a core tile}}
  %c = aie.core(%t) {
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 0)
  // expected-error@+1 {{'aie.core' op failed to verify that op exists in a core tile}}
  %c = aie.core(%t) {
    aie.end
  }
}

// -----

// xcve2802: rows 1 and 2 are MemTiles.
aie.device(xcve2802) {
  %t = aie.tile(4, 2)
  // expected-error@+1 {{'aie.core' op failed to verify that op exists in a core tile}}
  %c = aie.core(%t) {
    aie.end
  }
}

// -----

// Legacy: xcvc1902 row 0 is the shim row.
module {
  %t = aie.tile(3, 0)
  // expected-error@+1 {{'aie.core' op failed to verify that op exists in a core tile}}
  %c = aie.core(%t) {
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}core.mlir:[[@LINE+5]]:3: error: 'aie.core' op should have non-empty body{{$}}
  // CHECK-NEXT: {{^}}  %c = aie.core(%t) { }{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.core' op should have non-empty body}}
  %c = aie.core(%t) { }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}core.mlir:[[@LINE+5]]:3: error: 'aie.core' op When `elf_file` attribute is specified, core body must be empty (consist of exactly one `aie.end` op).{{$}}
  // CHECK-NEXT: {{^}}  %c = aie.core(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: remove the body, or remove `elf_file` to compile the body{{$}}
  // expected-error@+1 {{'aie.core' op When `elf_file` attribute is specified, core body must be empty (consist of exactly one `aie.end` op).}}
  %c = aie.core(%t) {
    %x = arith.constant 0 : i32
    aie.end
  } {elf_file = "core_1_2.elf"}
}

// -----

// Two blocks are not an empty body either.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.core' op When `elf_file` attribute is specified, core body must be empty (consist of exactly one `aie.end` op).}}
  %c = aie.core(%t) {
    cf.br ^next
  ^next:
    aie.end
  } {elf_file = "core_1_2.elf"}
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}core.mlir:[[@LINE+5]]:3: error: 'aie.core' op cannot specify both 'link_with' (deprecated) and 'link_files' on the same core; run aie-assign-core-link-files to migrate{{$}}
  // CHECK-NEXT: {{^}}  %c = aie.core(%t) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: list every object file in `link_files`{{$}}
  // expected-error@+1 {{'aie.core' op cannot specify both 'link_with' (deprecated) and 'link_files' on the same core; run aie-assign-core-link-files to migrate}}
  %c = aie.core(%t) {
    aie.end
  } {link_with = "a.o", link_files = ["b.o"]}
}

// -----

// A stack as large as the tile's data memory leaves no room for its
// buffers (npu2's compute tiles have 64 KiB); one byte less is accepted.
aie.device(npu2) {
  %t = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  // expected-error@+1 {{'aie.core' op stack_size 65536 leaves no local memory for this tile's buffers (65536 bytes total)}}
  %c = aie.core(%t) { aie.end } {stack_size = 65536 : i32}
  %c3 = aie.core(%t3) { aie.end } {stack_size = 65535 : i32}
}

// -----

// What aiecc measured of a core's linked ELF: alignments in bytes, each a
// power of two a tile's memory can hold.
aie.device(npu1) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.core' op measured_data_alignment must be a power of two between 1 and 65536 bytes}}
  %c = aie.core(%t) { aie.end } {measured_data_alignment = 48 : i32}
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.core' op measured_data_alignment must be a power of two between 1 and 65536 bytes}}
  %c = aie.core(%t) { aie.end } {measured_data_alignment = 131072 : i32}
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.core' op measured_bank_alignments must contain only powers of two between 1 and 65536 bytes}}
  %c = aie.core(%t) { aie.end } {measured_bank_alignments = array<i32: 16, 0, 4>}
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 3)
  %c = aie.core(%t) { aie.end } {measured_data_alignment = 65536 : i32, measured_bank_alignments = array<i32: 1, 2, 32768>}
}
