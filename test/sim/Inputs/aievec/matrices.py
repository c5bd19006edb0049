"""Inputs and expected output of test/sim/aievec-matrices.mlir, from the
scalar references in aie2.py. The core holds a bf16 aievec.matmul and an
integer aievec.srs: it runs with saturation and rounding to nearest even."""
import struct
import sys

from aie2 import bf16, bf16_bits, f32, srs, wrap

in8 = [wrap(i * 53 + 7, 8) for i in range(96)]
A8 = [in8[r * 8:(r + 1) * 8] for r in range(4)]
B8 = [in8[32 + r * 8:32 + (r + 1) * 8] for r in range(8)]
signal = [(i * 389) % 2001 - 1000 for i in range(32)]
filt = [(i * 7) % 13 - 6 for i in range(32)]
fa = [bf16_bits(((i * 5) % 17 - 8) / 8) for i in range(32)]
fb = [bf16_bits(((i * 3) % 11 - 5) / 4) for i in range(32)]
pa = [(i * 211) % 601 - 300 for i in range(16)]
pb = [(i * 97) % 401 - 200 for i in range(16)]
in16 = signal + filt + [wrap(v, 16) for v in fa + fb] + pa + pb
out = []
# matmul i8: 4x8 x 8x8 + acc (lane i of the accumulator is i - 16).
for r in range(4):
    for c in range(8):
        out.append(wrap(r * 8 + c - 16 + sum(A8[r][k] * B8[k][c] for k in range(8)), 32))
# matmul bf16: 4x8 x 8x4 + 0.5, the products exact, added in k order with
# one f32 rounding each; the f32 bits out.
FA = [[bf16(fa[r * 8 + k]) for k in range(8)] for r in range(4)]
FB = [[bf16(fb[k * 4 + c]) for c in range(4)] for k in range(8)]
for r in range(4):
    for c in range(4):
        s = 0.5
        for k in range(8):
            s = f32(s + FA[r][k] * FB[k][c])
        out.append(wrap(struct.unpack("<I", struct.pack("<f", s))[0], 32))
# mul_conv M=16 N=4 of the signal by the filter, then fma_conv of the
# signal by the filter shifted by 4 lanes, fmsub; srs by 3 (to nearest even,
# saturating to i32).
conv = [sum(signal[i + j] * filt[j] for j in range(4)) for i in range(16)]
conv = [c - sum(signal[i + j] * filt[4 + j] for j in range(4)) for i, c in enumerate(conv)]
out += [srs(c, 3, 32, rnd="conv_even") for c in conv]
# matmul_aie2p i16: 8x2 x 2x8, accumulator 0.
for r in range(8):
    for c in range(8):
        out.append(pa[r * 2] * pb[c] + pa[r * 2 + 1] * pb[8 + c])
open(sys.argv[1], "wb").write(struct.pack("<96b", *in8))
open(sys.argv[2], "wb").write(struct.pack("<160h", *in16))
open(sys.argv[3], "wb").write(struct.pack(f"<{len(out)}i", *[wrap(v, 32) for v in out]))
