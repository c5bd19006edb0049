START_JOB 0
  LOAD_PDI 1, @a
  LOAD_CORES 2, @b
  LOAD_PDI 3, @c
END_JOB
EOF
.section .ctrltext
a:
START_JOB 0
END_JOB
EOF
.endl a
.section .ctrltext
b:
START_JOB 0
END_JOB
EOF
.endl b
.section .ctrltext
c:
START_JOB 0
END_JOB
EOF
.endl c
