; The descriptor moves 5 words from a 4-word label at the end of the data.
START_JOB 0
  UC_DMA_WRITE_DES_SYNC @bd
END_JOB
EOF
.align 16
bd:
  UC_DMA_BD 0, 0x001A0000, @words, 5, 0, 0
words:
  .long 1
  .long 2
  .long 3
  .long 4
