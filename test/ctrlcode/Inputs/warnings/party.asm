; The job of column 1 waits at a remote barrier whose party is columns 0 and 2.
.attach_to_group 1
START_JOB 0
  REMOTE_BARRIER      $rb0, 0x5
END_JOB
EOF
