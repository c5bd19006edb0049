"""Input and expected output of test/sim/aievec-products.mlir, from the
scalar references in aie2.py. The core holds an integer aievec.srs, so it
runs with saturation and rounding to nearest, ties up (mlir-aie's core
lowering sets those modes)."""
import struct
import sys

from aie2 import bf16, bf16_bits, f32, srs, wrap

# x: in[0:32], y: in[32:64], z: in[64:96], d: in[96:128] (i16); the float
# half: in[128:160] holds bf16 bit patterns of quarters.
x = [(i * 1237) % 4001 - 2000 for i in range(32)]
y = [(i * 911) % 301 - 150 for i in range(32)]
z = [(i * 577) % 801 - 400 for i in range(32)]
d = [(i * 313) % 4097 - 2048 for i in range(32)]
floats = [((i * 7) % 23 - 11) / 4 for i in range(32)]
fbits = [bf16_bits(v) for v in floats]
data = x + y + z + d + [wrap(b, 16) for b in fbits]

# p = mul_elem x, y; q = mac_elem x, y, p; q2 = q - z * y[5] (fmsub against
# the broadcast of lane 5 of y); r1 = srs q2, 5.
p = [a * b for a, b in zip(x, y)]
q = [pi + a * b for pi, a, b in zip(p, x, y)]
q2 = [wrap(qi - zi * y[5], 32) for qi, zi in zip(q, z)]
r1 = [srs(v, 5, 16) for v in q2]
# u = ups d {shift = 4}; q3 = u + x * 3 (broadcast_scalar 3); r2 = srs
# q3, 2 {sign = 0}: unsigned saturation.
q3 = [wrap((di << 4) + a * 3, 32) for di, a in zip(d, x)]
r2 = [srs(v, 2, 16, signed=False) for v in q3]
# upd of d (index 0), then upd of in[0] {index = 1, offset = 256} linked to it:
# lanes 0..15 of d, lanes 16..31 in[16..32].
v2 = d[:16] + data[16:32]
# pack z (saturating to i8), unpack back to i16.
pk = [srs(v, 0, 8) for v in z]
# bf16: la, lb the halves; m = la * lb; m2 = m + la * la; m3 = m2 - lb * lb
# (each product exact in f32, each sum rounded once); r = srs m3 (to bf16,
# ties to even); r2 = srs (ups la) = la.
la, lb = [bf16(b) for b in fbits[:16]], [bf16(b) for b in fbits[16:]]
m3 = [f32(f32(a * b + a * a) - b * b) for a, b in zip(la, lb)]
fl = [bf16_bits(v) for v in m3] + fbits[:16]
out = r1 + r2 + v2 + pk + [wrap(b, 16) for b in fl]
open(sys.argv[1], "wb").write(struct.pack("<160h", *data))
open(sys.argv[2], "wb").write(struct.pack("<160h", *[wrap(v, 16) for v in out]))
