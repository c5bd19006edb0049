START_JOB 0
  APPLY_OFFSET_57 @bd, 1, 0, @nopad
END_JOB
EOF
bd:
  .long 1
