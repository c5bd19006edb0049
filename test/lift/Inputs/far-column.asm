; No .note.aiec and a write to tile (9, 2), beyond the eight columns of the
; largest npu device (test/lift/errors.asm).
START_JOB 1
  MASK_WRITE_32 0x12232000, 1, 1
END_JOB
EOF
