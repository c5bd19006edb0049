; A .note.aiec naming a device aiec does not know (test/lift/errors.asm).
; aiec: device npu9
; aiec: config 0 1
START_JOB 1
  MASK_WRITE_32 0x232000, 1, 1
END_JOB
EOF
