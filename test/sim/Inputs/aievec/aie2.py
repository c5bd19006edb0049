"""Scalar references of mlir-aie's aievec ops (AIEVecOps.td's descriptions and
their lowering to the AIE-ML intrinsics), written without the simulator, for
the test/sim/aievec-*.mlir tests: integers in Python's exact arithmetic,
f32 and bf16 through struct."""
import struct


def wrap(x, bits, signed=True):
    """x in `bits` bits (two's complement when signed)."""
    x &= (1 << bits) - 1
    if signed and x >> (bits - 1):
        x -= 1 << bits
    return x


def f32(x):
    """x rounded to the nearest f32 (ties to even)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bf16_bits(x):
    """The bf16 nearest f32 x (ties to even), as its 16 bits."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF


def bf16(bits):
    """The value of bf16 bits."""
    return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]


def srs(v, shift, bits, signed=True, rnd="positive_inf", saturate=True):
    """aievec.srs of one integer lane: v / 2^shift rounded (floor, to
    nearest with ties up, or to nearest even), then clamped to `bits` bits
    (or its low bits without saturation)."""
    if shift > 0:
        q, rem, half = v >> shift, v & ((1 << shift) - 1), 1 << (shift - 1)
        if rnd == "positive_inf" and rem >= half:
            q += 1
        if rnd == "conv_even" and (rem > half or (rem == half and q & 1)):
            q += 1
    else:
        q = v << -shift
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if saturate:
        return min(hi, max(lo, q))
    return wrap(q, bits, signed)


def shuffle(mode, lhs, rhs=None):
    """aievec.shuffle: t<w>_<r>x<c>[_lo|_hi] reads lhs and rhs side by side
    as row-major r x c matrices, one after the other, and transposes each
    (block b of a transposed matrix is column b: one of every c elements from
    b on); _lo is the first half of the lanes, _hi the second; a mode of one
    vector transposes the matrices of lhs."""
    n = len(lhs)
    if mode.endswith("_flip"):
        return [lhs[i ^ 1] for i in range(n)]
    parts = mode[1:].split("_")
    r, c = (int(x) for x in parts[1].split("x"))
    v = list(lhs) + list(rhs if rhs is not None else lhs)
    out = []
    for base in range(0, 2 * n, r * c):
        m = v[base:base + r * c]
        for b in range(c):
            out += m[b::c]
    return out[n:] if mode.endswith("_hi") else out[:n]


def pack_i16(values, path):
    """Write 16-bit little-endian values."""
    open(path, "wb").write(struct.pack(f"<{len(values)}h", *[wrap(v, 16) for v in values]))
