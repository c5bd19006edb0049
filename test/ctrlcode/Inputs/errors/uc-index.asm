.attach_to_group 200
START_JOB 0
END_JOB
EOF
