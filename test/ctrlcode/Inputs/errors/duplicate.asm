START_JOB 0
  UC_DMA_WRITE_DES_SYNC @w
END_JOB
EOF
w:
  .long 1
w:
  .long 2
