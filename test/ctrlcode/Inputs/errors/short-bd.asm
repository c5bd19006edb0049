.setpad p, 4
START_JOB 0
  APPLY_OFFSET_57 @bd, 1, 0, @p
END_JOB
EOF
bd:
  .long 1
