; Two jobs with one id on one page: the loader finds jobs by id.
START_JOB 3
  NOP
END_JOB
START_JOB 3
  NOP
END_JOB
EOF
