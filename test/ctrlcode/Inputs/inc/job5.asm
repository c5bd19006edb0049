; included from asm-structure.asm (found through -I)
START_JOB 5
  WRITE_32 0x500, 5
END_JOB
