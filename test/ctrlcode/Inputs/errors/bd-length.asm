START_JOB 0
  UC_DMA_WRITE_DES_SYNC @bd
END_JOB
EOF
bd:
  UC_DMA_BD 0, 0x1A0000, @regs, 40000, 0, 0
regs:
  .long 1
