; WRITE_32_D flags 2: the address operand is a register number, and 70 is none.
START_JOB 0
  WRITE_32_D          2, 70, 1
END_JOB
EOF
