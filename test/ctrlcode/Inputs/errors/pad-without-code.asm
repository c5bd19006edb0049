.setpad scratch, 16
; A pad buffer in a column without code.
EOF
