.target aie4
.partition 3cols
