"""Input and expected output of test/sim/aievec-lanes.mlir, from the scalar
references in aie2.py. The core holds no aievec.srs: it runs in the modes
after reset, so pack keeps the low bits."""
import struct
import sys

from aie2 import shuffle, wrap

data = [wrap(i * 2917 + 123, 16) for i in range(128)]
a, b = data[0:32], data[32:64]
out = []
# shuffles of 16-bit lanes: one vector, two vectors' halves, blocks of 8, flip;
# legacyshuffle mode 40 (t16_4x2).
out += shuffle("t16_4x8", a)
out += shuffle("t16_16x4_lo", a, b) + shuffle("t16_16x4_hi", a, b)
out += shuffle("t16_2x4", a) + shuffle("t16_1x2_flip", a)
out += shuffle("t16_4x2", a)
# t32_4x8_lo of the lanes of a and b widened (ups), back to 16 bits (srs-free:
# the low half of each 32-bit lane is the 16-bit value).
wa, wb = a[:16], b[:16]
out += shuffle("t32_4x8_lo", wa, wb)
# t8_8x8 of 64 lanes packed to 8 bits (the low byte), unpacked back.
bytes8 = [wrap(v, 8) for v in data[64:128]]
out += shuffle("t8_8x8", bytes8)
# shift: the bytes of a then b from byte 10 on (lane 5 on).
out += (a + b)[5:37]
# cmp and sel: lanes of b where a < b (signed), lanes of a elsewhere; then
# unsigned a >= b picks b; eq against itself picks b everywhere.
out += [y if x < y else x for x, y in zip(a, b)]
out += [y if (x & 0xFFFF) >= (y & 0xFFFF) else x for x, y in zip(a, b)]
out += b
# concat of four 8-lane parts of b, reversed; ext_elem lane 7 of a, twice.
out += b[24:32] + b[16:24] + b[8:16] + b[0:8]
out += [a[7], a[7]]
open(sys.argv[1], "wb").write(struct.pack(f"<{len(data)}h", *data))
open(sys.argv[2], "wb").write(struct.pack(f"<{len(out)}h", *[wrap(v, 16) for v in out]))
