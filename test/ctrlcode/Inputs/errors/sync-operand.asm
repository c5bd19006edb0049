START_JOB 0
  uC_DMA_WRITE_DES_SYNC $r0, @bd
END_JOB
EOF
bd:
  UC_DMA_BD 0, 0x1A0000, @w, 1, 0, 0
w:
  .long 1
