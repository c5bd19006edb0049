outer:
START_JOB 0
END_JOB
EOF
.endl inner
