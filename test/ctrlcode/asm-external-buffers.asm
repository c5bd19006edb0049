; -j / --external-buffers: APPLY_OFFSET_57 of the control-packet argument (3)
; is encoded 0xFFFF (else 2 x the argument index); its patch locations become
; relocations in .pad.0 (checked by the assembler's unit tests). Bad files
; are errors.
; RUN: aiec %s -j %S/Inputs/ext/external_buffer_id.json --emit=ctrl-hex | FileCheck %s
; RUN: aiec %s --emit=ctrl-hex | FileCheck %s --check-prefix=PLAIN
; RUN: aiec %s --external-buffers=%S/Inputs/ext/external_buffer_id.json -o %t.elf
; RUN: not aiec %s -j %S/Inputs/ext/bad.json -o %t.bad 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not aiec %s -j %S/Inputs/ext/missing.json -o %t.bad 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not test -e %t.bad

.setpad packet, 8
START_JOB 0
  APPLY_OFFSET_57 @shim, 1, 3, @packet
END_JOB
EOF
shim:
  .long 0x80
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0

; CHECK: 0e 00 20 00 01 00 ff ff
; PLAIN: 0e 00 20 00 01 00 06 00
; BAD: aiec: error: '{{.*}}bad.json': buffer 'b': missing 'xrt_id'
; MISSING: aiec: error: cannot read '{{.*}}missing.json'
