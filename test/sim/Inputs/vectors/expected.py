"""Input and expected output of test/sim/core-vectors.mlir, computed from
MLIR's semantics without the simulator: i8 lanes wrap, bf16 rounds to nearest
even after every operation (each result here is exact in f32 first)."""
import struct
import sys

data = bytes((i * 37 + 100) % 256 for i in range(64))
s8 = [b - 256 if b > 127 else b for b in data]


def wrap8(x):
    x &= 0xFF
    return x - 256 if x > 127 else x


def bf16(x):
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


head = s8[:16]
xor = 0
for b in data[:16]:
    xor ^= b
tail = wrap8(sum(s8[60:64]) + 4 * -7)  # lanes 64..67 pad with -7
scale = bf16(0.3)
acc = 0.0  # the reduction starts at +0.0
for v in s8[:8]:
    acc = bf16(acc + bf16(v * scale))
bits = struct.unpack("<I", struct.pack("<f", acc))[0] >> 16
out = [wrap8(sum(head)), min(head), min(data[:16]), max(head), max(data[:16]),
       xor, tail, sum(s8), bits]
out += [v if v > 0 else -1 for v in s8[:7]]  # lanes 0..6 of the select
open(sys.argv[1], "wb").write(data)
open(sys.argv[2], "wb").write(struct.pack("<16i", *out))
