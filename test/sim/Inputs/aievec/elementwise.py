"""Input and expected output of test/sim/aievec-elementwise.mlir, from the
scalar references in aie2.py; `check OUT EXPECTED` compares a run's output
with them: exactly, but exp and tanh within 2 ulp (the core computes them in
f32, this script in f64 rounded once)."""
import math
import struct
import sys

from aie2 import bf16, bf16_bits, f32, wrap

a = [wrap(i * 123456789 + 5, 32) for i in range(16)]
b = [wrap(i * 987654321 + 7, 32) for i in range(16)]
fa = [f32(((i * 13) % 31 - 15) / 8) for i in range(16)]
fb = [f32(((i * 5) % 17 + 1) / 4) for i in range(16)]


def bits(x):
    return struct.unpack("<i", struct.pack("<f", x))[0]


u = lambda x: x & 0xFFFFFFFF
out = [wrap(x + y, 32) for x, y in zip(a, b)]
out += [wrap(x - y, 32) for x, y in zip(a, b)]
out += [min(x, y) for x, y in zip(a, b)]
out += [wrap(max(u(x), u(y)), 32) for x, y in zip(a, b)]
out += [wrap(-x, 32) for x in a]
out += [x & y for x, y in zip(a, b)] + [x | y for x, y in zip(a, b)]
out += [x ^ y for x, y in zip(a, b)] + [~x for x in a]
out += [bits(f32(x + y)) for x, y in zip(fa, fb)]
out += [bits(f32(x - y)) for x, y in zip(fa, fb)]
out += [bits(max(x, y)) for x, y in zip(fa, fb)] + [bits(min(x, y)) for x, y in zip(fa, fb)]
out += [bits(-x) for x in fa] + [bits(f32(1 / y)) for y in fb]
# bf16: fa and fb to bf16 (to nearest even), together; bneg of the bits, and
# with the bits of (fb, fa); back to f32 (exact).
ha = [bf16_bits(x) for x in fa + fb]
hb = [bf16_bits(x) for x in fb + fa]
out += [bits(bf16(~x & y)) for x, y in zip(ha, hb)]
exact = len(out)
out += [bits(f32(math.exp(x))) for x in fa] + [bits(f32(math.tanh(x))) for x in fa]

if sys.argv[1] == "check":
    got = struct.unpack(f"<{len(out)}i", open(sys.argv[2], "rb").read())
    bad = [i for i, (g, e) in enumerate(zip(got, out))
           if (g != e if i < exact else abs(g - e) > 2)]
    print(f"{len(out) - len(bad)} of {len(out)} lanes as expected", *(f"[{i}]" for i in bad[:8]))
    sys.exit(1 if bad else 0)
data = a + b + [bits(x) for x in fa + fb]
open(sys.argv[1], "wb").write(struct.pack("<64i", *data))
