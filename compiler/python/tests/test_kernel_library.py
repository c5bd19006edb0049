"""Tests of the package's AIE kernel library (``aie/include/aie_kernels``,
docs/python-kernels.md): every kernel IRON's ``aie.iron.kernels`` offers,
built for the host with aie-sim's Peano stand-in as IRON builds it
(``$(aie-sim --peano-prefix)/bin/clang++ --target=<arch>-none-unknown-elf``
and the factory's ``-D`` flags), linked into a shared library and called
through ctypes on numpy arrays, against numpy references written from what
each kernel is documented to compute.

Needs ``aie-sim`` on PATH (the Rust test that runs this file puts the
build's own there) and a host C++ compiler (``$CXX``, else ``c++``);
skipped with a message without them.
"""

import ctypes
import os
import shutil
import subprocess
import zlib
from ctypes import c_int8, c_int16, c_int32, c_uint8, c_void_p
from pathlib import Path

import numpy as np
import pytest
from ml_dtypes import bfloat16

KERNELS = Path(__file__).resolve().parents[1] / "aie" / "include" / "aie_kernels"
ARCHS = ["aie2", "aie2p"]


# --- building and calling kernels --------------------------------------------


def _peano_prefix():
    sim = shutil.which("aie-sim")
    if sim is None:
        return None, "no aie-sim on PATH"
    out = subprocess.run([sim, "--peano-prefix"], capture_output=True, text=True)
    lines = out.stdout.strip().splitlines()
    if out.returncode != 0 or not lines:
        return None, f"aie-sim --peano-prefix failed: {out.stderr.strip()}"
    return Path(lines[-1]), None


def _host_cxx():
    cxx = os.environ.get("CXX") or "c++"
    return cxx if shutil.which(cxx) else None


PEANO, _WHY = _peano_prefix()
CXX = _host_cxx()
if PEANO is not None and CXX is None:
    _WHY = "no host C++ compiler ($CXX or c++)"
pytestmark = pytest.mark.skipif(
    PEANO is None or CXX is None, reason=f"kernel library not built: {_WHY}"
)

# Linked into every kernel library: puts the core's rounding and saturation
# modes back to their reset values (floor, none) before each call, as on a
# freshly loaded core.
RESET_SOURCE = """
#include <aie_api/aie.hpp>
extern "C" void kernel_test_reset() {
  aie::set_rounding(aie::rounding_mode::floor);
  aie::set_saturation(aie::saturation_mode::none);
}
"""


class Cascade(ctypes.Structure):
    """aie-sim's table of a kernel library (runtime-sim's aiesim/io.h)."""

    _fields_ = [
        ("version", ctypes.c_uint),
        ("cascade_put", ctypes.CFUNCTYPE(None, c_void_p)),
        ("cascade_get", ctypes.CFUNCTYPE(None, c_void_p)),
        ("bus_read", c_void_p),
        ("bus_write", c_void_p),
        ("event", c_void_p),
        ("fail", c_void_p),
        ("cycles", c_void_p),
    ]


class Kernels:
    """Kernel libraries built on demand, one per (arch, source, flags)."""

    def __init__(self, tmp):
        self.tmp = tmp
        self.libs = {}
        self.resets = {}

    def _compile(self, arch, source, flags, obj):
        cmd = [
            str(PEANO / "bin" / "clang++"),
            f"--target={arch}-none-unknown-elf",
            "-O2",
            "-std=c++20",
            "-DNDEBUG",
            f"-I{KERNELS}",
            *flags,
            "-c",
            str(source),
            "-o",
            str(obj),
        ]
        out = subprocess.run(cmd, capture_output=True, text=True)
        assert out.returncode == 0, f"{' '.join(cmd)}\n{out.stderr}"

    def _reset(self, arch):
        if arch not in self.resets:
            src = self.tmp / "reset.cc"
            src.write_text(RESET_SOURCE)
            obj = self.tmp / f"reset_{arch}.o"
            self._compile(arch, src, [], obj)
            self.resets[arch] = obj
        return self.resets[arch]

    def lib(self, arch, source, *flags):
        key = (arch, source, flags)
        if key not in self.libs:
            name = f"k{len(self.libs)}"
            obj = self.tmp / f"{name}.o"
            self._compile(arch, KERNELS / source, list(flags), obj)
            so = self.tmp / f"{name}.so"
            out = subprocess.run(
                [CXX, "-shared", "-o", str(so), str(obj), str(self._reset(arch))],
                capture_output=True,
                text=True,
            )
            assert out.returncode == 0, out.stderr
            self.libs[key] = ctypes.CDLL(str(so))
        return self.libs[key]


@pytest.fixture(scope="module")
def kernels(tmp_path_factory):
    return Kernels(tmp_path_factory.mktemp("aie_kernels"))


def call(lib, name, *args):
    """Calls kernel `name` of `lib`: arrays by pointer, ctypes scalars as given."""
    lib.kernel_test_reset()
    fn = getattr(lib, name)
    fn.restype = None
    fn(*(a.ctypes.data_as(c_void_p) if isinstance(a, np.ndarray) else a for a in args))


RNG = np.random.default_rng(0)


@pytest.fixture(autouse=True)
def _seeded(request):
    """Each test's inputs from its own seed, whatever ran before it."""
    global RNG
    RNG = np.random.default_rng(zlib.crc32(request.node.nodeid.encode()))


def rand(dtype, n, lo=None, hi=None):
    info = np.iinfo(dtype)
    lo = info.min if lo is None else lo
    hi = info.max if hi is None else hi
    return RNG.integers(lo, hi, size=n, endpoint=True, dtype=np.int64).astype(dtype)


def wrap(values, dtype):
    """Integers reduced to `dtype`'s width (two's complement)."""
    bits = np.dtype(dtype).itemsize * 8
    v = np.asarray(values, dtype=object) if bits == 64 else np.asarray(values, np.int64)
    m = v & ((1 << bits) - 1)
    if np.issubdtype(dtype, np.signedinteger):
        m = np.where(m >= 1 << (bits - 1), m - (1 << bits), m)
    return m.astype(dtype)


def clamp(values, dtype):
    info = np.iinfo(dtype)
    return np.clip(values, info.min, info.max).astype(dtype)


def bf16(values):
    """float32 values rounded to bfloat16 (to nearest, ties to even)."""
    return np.asarray(values, np.float32).astype(bfloat16)


def bf16_values(n, scale=4.0):
    return bf16(RNG.standard_normal(n).astype(np.float32) * scale)


SPECIAL = np.array(
    [0.0, -0.0, np.inf, -np.inf, np.nan, 1e38, -1e38, 1e-40, 3.0, -3.0],
    np.float32,
)


def assert_bf16_equal(got, want):
    """Bit for bit, a NaN matching any NaN."""
    g, w = np.asarray(got, bfloat16), np.asarray(want, bfloat16)
    gn, wn = np.isnan(g.astype(np.float32)), np.isnan(w.astype(np.float32))
    np.testing.assert_array_equal(gn, wn)
    np.testing.assert_array_equal(g.view(np.uint16)[~gn], w.view(np.uint16)[~wn])


def srs(values, shift, rounding="floor"):
    """values / 2^shift rounded: floor, or half up (positive_inf), or half
    away from zero (symmetric_inf)."""
    v = np.asarray(values, np.int64)
    if shift <= 0:
        return v << -shift
    if rounding == "floor":
        return v >> shift
    half = 1 << (shift - 1)
    if rounding == "positive_inf":
        return (v + half) >> shift
    assert rounding == "symmetric_inf"
    mag = (np.abs(v) + half) >> shift
    return np.where(v < 0, -mag, mag)


# --- element-wise -------------------------------------------------------------

WIDTHS = {8: np.uint8, 16: np.int16, 32: np.int32}


@pytest.mark.parametrize("bits", WIDTHS)
def test_pass_through_copies_whole_vectors(kernels, bits):
    dtype = WIDTHS[bits]
    lib = kernels.lib("aie2", "generic/passThrough.cc", f"-DBIT_WIDTH={bits}")
    lanes = 64 // np.dtype(dtype).itemsize
    src = rand(dtype, 4 * lanes)
    out = np.zeros_like(src)
    call(lib, "passThroughLine", src, out, c_int32(3 * lanes + 1))
    np.testing.assert_array_equal(out, src)  # four vectors, the last whole
    out[:] = 0
    call(lib, "passThroughTile", src, out, c_int32(2), c_int32(lanes))
    np.testing.assert_array_equal(out[: 2 * lanes], src[: 2 * lanes])
    assert not out[2 * lanes :].any()


@pytest.mark.parametrize("bits", [16, 32])
@pytest.mark.parametrize("variant", ["scalar", "vector"])
def test_scale_multiplies_and_wraps(kernels, bits, variant):
    dtype = WIDTHS[bits]
    lib = kernels.lib("aie2", "aie2/scale.cc", f"-DBIT_WIDTH={bits}")
    a = rand(dtype, 1024)
    a[:4] = [np.iinfo(dtype).max, np.iinfo(dtype).min, -1, 0]
    for factor in [3, -7, 70000, np.iinfo(np.int32).min]:
        c = np.zeros_like(a)
        call(
            lib,
            f"vector_scalar_mul_{variant}",
            a,
            c,
            np.array([factor], np.int32),
            c_int32(1024),
        )
        want = wrap(a.astype(np.int64) * np.int64(wrap(factor, dtype)), dtype)
        np.testing.assert_array_equal(c, want)


def test_scale_vector_leaves_a_partial_vector(kernels):
    lib = kernels.lib("aie2", "aie2/scale.cc", "-DBIT_WIDTH=16")
    a = rand(np.int16, 64)
    c = np.zeros_like(a)
    call(lib, "vector_scalar_mul_vector", a, c, np.array([2], np.int32), c_int32(40))
    np.testing.assert_array_equal(c[:32], wrap(a[:32].astype(np.int64) * 2, np.int16))
    assert not c[32:].any()


@pytest.mark.parametrize("op", ["add", "mul"])
@pytest.mark.parametrize("variant", ["scalar", "vector"])
def test_bf16_add_mul_round_once(kernels, op, variant):
    lib = kernels.lib("aie2", f"aie2/{op}.cc")
    a, b = bf16_values(1024), bf16_values(1024)
    a[:10], b[:10] = bf16(SPECIAL), bf16(SPECIAL[::-1])
    a[10], b[10] = bf16(3e38), bf16(3e38)  # overflows to inf
    c = np.zeros(1024, bfloat16)
    call(lib, f"eltwise_{op}_bf16_{variant}", a, b, c)
    fa, fb = a.astype(np.float32), b.astype(np.float32)
    with np.errstate(all="ignore"):
        want = bf16(fa + fb if op == "add" else fa * fb)
    assert_bf16_equal(c, want)


def test_relu_bf16(kernels):
    lib = kernels.lib("aie2", "aie2/relu.cc")
    a = bf16_values(1024)
    a[:10] = bf16(SPECIAL)
    c = np.zeros(1024, bfloat16)
    call(lib, "bf16_relu", a, c)
    f = a.astype(np.float32)
    want = np.where(f < 0, np.float32(0), f).astype(bfloat16)  # -0, NaN kept
    assert_bf16_equal(c, want)
    assert c[1].view(np.uint16) == 0x8000


# --- reductions ---------------------------------------------------------------


@pytest.mark.parametrize("variant", ["scalar", "vector"])
def test_reduce_add_min_max_int32(kernels, variant):
    x = rand(np.int32, 1024)
    x[:3] = [np.iinfo(np.int32).max] * 3  # the sum wraps
    for op, want in [
        ("add", wrap(int(x.astype(np.int64).sum()), np.int32)),
        ("min", x.min()),
        ("max", x.max()),
    ]:
        lib = kernels.lib("aie2", f"aie2/reduce_{op}.cc")
        out = np.zeros(1, np.int32)
        call(lib, f"reduce_{op}_{variant}", x, out, c_int32(1024))
        assert out[0] == want, op


@pytest.mark.parametrize("variant", ["scalar", "vector"])
def test_reduce_max_bf16(kernels, variant):
    lib = kernels.lib("aie2", "aie2/reduce_max.cc")
    x = bf16_values(1024)
    x[7] = bf16(np.nan)  # never wins
    out = np.zeros(2, bfloat16)
    call(lib, f"reduce_max_{variant}_bfloat16", x, out, c_int32(1024))
    assert out[0] == np.nanmax(x.astype(np.float32))
    x[:] = bf16(-np.inf)  # below the start: the lowest finite value
    call(lib, f"reduce_max_{variant}_bfloat16", x, out, c_int32(1024))
    assert out[0].view(np.uint16) == 0xFF7F


def test_compute_max(kernels):
    lib = kernels.lib("aie2", "aie2/reduce_max.cc")
    out = np.zeros(1, np.int32)
    call(lib, "compute_max", np.array([-5], np.int32), np.array([-9], np.int32), out)
    assert out[0] == -5
    o = np.zeros(2, bfloat16)
    for a, b, want in [(1.5, 2.5, 2.5), (np.nan, 1.0, 1.0), (1.0, np.nan, np.nan)]:
        call(lib, "compute_max_bfloat16", bf16([a]), bf16([b]), o)
        assert_bf16_equal(o[:1], bf16([want]))


# --- vision -------------------------------------------------------------------


@pytest.mark.parametrize("bits", WIDTHS)
@pytest.mark.parametrize("op", ["OR", "AND"])
def test_bitwise(kernels, bits, op):
    dtype = WIDTHS[bits]
    lib = kernels.lib("aie2", f"aie2/bitwise{op}.cc", f"-DBIT_WIDTH={bits}")
    a, b = rand(dtype, 256), rand(dtype, 256)
    out = np.zeros_like(a)
    call(lib, f"bitwise{op}Line", a, b, out, c_int32(256))
    np.testing.assert_array_equal(out, a | b if op == "OR" else a & b)
    call(lib, f"bitwise{op}Tile", b, b, out, c_int32(4), c_int32(64))
    np.testing.assert_array_equal(out, b)


@pytest.mark.parametrize("bits", WIDTHS)
def test_threshold_every_type(kernels, bits):
    dtype = WIDTHS[bits]
    lib = kernels.lib("aie2", "aie2/threshold.cc", f"-DBIT_WIDTH={bits}")
    scalar = {8: c_uint8, 16: c_int16, 32: c_int32}[bits]
    x = rand(dtype, 512)
    t, m = (100, 200) if bits == 8 else (-1000, 3000)
    zero = np.zeros_like(x)
    above = x > t
    wants = {
        0: np.where(above, dtype(m), zero),
        1: np.where(above, zero, dtype(m)),
        2: np.minimum(x, dtype(t)),
        3: np.where(above, x, zero),
        4: np.where(above, zero, x),
        9: np.minimum(x, dtype(t)),  # any other type truncates
    }
    for kind, want in wants.items():
        out = np.zeros_like(x)
        call(
            lib,
            "thresholdLine",
            x,
            out,
            c_int32(512),
            scalar(t),
            scalar(m),
            c_uint8(kind),
        )
        np.testing.assert_array_equal(out, want, err_msg=f"type {kind}")
    out = np.zeros_like(x)
    call(
        lib,
        "thresholdTile",
        x,
        out,
        c_int32(2),
        c_int32(256),
        scalar(t),
        scalar(m),
        c_uint8(0),
    )
    np.testing.assert_array_equal(out, wants[0])


def test_gray2rgba(kernels):
    lib = kernels.lib("aie2", "aie2/gray2rgba.cc")
    y = rand(np.uint8, 64)
    out = np.zeros(256, np.uint8)
    call(lib, "gray2rgbaLine", y, out, c_int32(64))
    np.testing.assert_array_equal(
        out.reshape(64, 4)[:, :3], np.repeat(y[:, None], 3, 1)
    )
    assert (out.reshape(64, 4)[:, 3] == 255).all()


def rgba_pixels(n):
    px = rand(np.uint8, 4 * n).reshape(n, 4)
    px[0, :3] = 255  # white
    px[1, :3] = 0  # black
    px[2, :3] = [255, 255, 0]  # r = g = max
    px[3, :3] = [10, 10, 10]  # gray
    px[4, :3] = [255, 0, 255]  # r = b = max
    px[5, :3] = [0, 255, 255]  # g = b = max
    px[6, :3] = [200, 10, 90]  # r max, g < b
    return px


def test_rgba2gray(kernels):
    lib = kernels.lib("aie2", "aie2/rgba2gray.cc")
    px = rgba_pixels(96)
    out = np.zeros(96, np.uint8)
    call(lib, "rgba2grayLine", px.ravel(), out, c_int32(96))
    r, g, b = (px[:, i].astype(np.int64) for i in range(3))
    np.testing.assert_array_equal(out, (9798 * r + 19235 * g + 3736 * b + 16384) >> 15)


def hue_fixed_point(px):
    """rgba2hueLine on AIE2: Q7.9 fixed point through the 85/d table."""
    r, g, b = (px[:, i].astype(np.int64) for i in range(3))
    hi, lo = np.maximum(np.maximum(r, g), b), np.minimum(np.minimum(r, g), b)
    d = hi - lo
    inv = np.where(d > 0, 43520 // np.maximum(d, 1), 43520)
    sector = lambda base, x, y: ((base << 9) + (x - y) * inv) >> 10  # noqa: E731
    h = np.where(hi == r, sector(1, g, b), sector(341, r, g))
    h = np.where(hi == g, sector(171, b, r), h)
    return np.where(d == 0, 0, h & 255).astype(np.uint8)


def hue_integer(px):
    """rgba2hue per pixel: the integer formula, C division."""
    out = []
    for r, g, b in px[:, :3].astype(int):
        hi, lo = max(r, g, b), min(r, g, b)
        div = lambda n, d: int(n / d)  # noqa: E731 (C truncates)
        if hi == 0 or hi == lo:
            h = 0
        elif hi == r:
            h = div(85 * (g - b), hi - lo)
        elif hi == g:
            h = 170 + div(85 * (b - r), hi - lo)
        else:
            h = 340 + div(85 * (r - g), hi - lo)
        out.append(((h + 1) >> 1) & 255)
    return np.array(out, np.uint8)


@pytest.mark.parametrize("arch", ARCHS)
def test_rgba2hue(kernels, arch):
    lib = kernels.lib(arch, "aie2/rgba2hue.cc")
    px = rgba_pixels(96)
    out = np.zeros(96, np.uint8)
    call(lib, "rgba2hueLine", px.ravel(), out, c_int32(96))
    want = hue_fixed_point(px) if arch == "aie2" else hue_integer(px)
    np.testing.assert_array_equal(out, want)
    call(lib, "rgba2hueTile", px.ravel(), out, c_int32(3), c_int32(32))
    np.testing.assert_array_equal(out, hue_integer(px))


def filter2d_ref(lines, k16, width):
    """3x3 filter with the kernel's arithmetic: int8 coefficients (>> 8),
    >> 4 (floor), saturated to uint8; the left neighbour of chunk c >= 2's
    first pixel is x - 2."""
    k = (k16.astype(np.int64) >> 8).astype(np.int8).astype(np.int64).reshape(3, 3)
    out = np.zeros(width, np.int64)
    for x in range(width):
        left = x - 1
        if x == 0:
            left = 0
        elif x % 32 == 0 and x >= 64:
            left = x - 2
        right = min(x + 1, width - 1)
        for r in range(3):
            line = lines[r].astype(np.int64)
            out[x] += k[r, 0] * line[left] + k[r, 1] * line[x] + k[r, 2] * line[right]
    return np.clip(out >> 4, 0, 255).astype(np.uint8)


@pytest.mark.parametrize("width", [64, 96, 160])
def test_filter2d(kernels, width):
    lib = kernels.lib("aie2", "aie2/filter2d.cc")
    lines = [rand(np.uint8, width + 64) for _ in range(3)]
    k16 = np.array([[-1, -2, -1], [0, 16, 0], [1, 2, 1]], np.int16) * 256 + 37
    out = np.zeros(width + 32, np.uint8)
    call(lib, "filter2dLine", *lines, out, c_int32(width), k16.ravel())
    np.testing.assert_array_equal(out[:width], filter2d_ref(lines, k16.ravel(), width))


@pytest.mark.parametrize("bits", WIDTHS)
def test_add_weighted(kernels, bits):
    dtype = WIDTHS[bits]
    lib = kernels.lib("aie2", "aie2/addWeighted.cc", f"-DBIT_WIDTH={bits}")
    gamma_t = {8: c_uint8, 16: c_int16, 32: c_int32}[bits]
    lo, hi = (None, None) if bits == 8 else (-20000, 20000)
    a, b = rand(dtype, 256, lo, hi), rand(dtype, 256, lo, hi)
    alpha, beta, gamma = 9000, -3000, 77
    out = np.zeros_like(a)
    call(
        lib,
        "addWeightedLine",
        a,
        b,
        out,
        c_int32(256),
        c_int16(alpha),
        c_int16(beta),
        gamma_t(gamma),
    )
    acc = gamma + alpha * a.astype(np.int64) + beta * b.astype(np.int64)
    np.testing.assert_array_equal(out, clamp(acc >> 14, dtype))


# --- activations --------------------------------------------------------------


def exp32(x):
    """e^x of float32 values, rounded once to float32 (as libm's expf)."""
    return np.exp(np.asarray(x, np.float64)).astype(np.float32)


def exp2_32(x):
    """2^x of float32 values as XDNA2's exp2 (to bfloat16) reads them: to 11
    fractional bits, the bits below dropped; rounded once to float32."""
    x = np.trunc(np.asarray(x, np.float32) * np.float32(2048)) / np.float32(2048)
    return np.exp2(x.astype(np.float64)).astype(np.float32)


def bf16_mul(a, b):
    return bf16(
        np.asarray(a, bfloat16).astype(np.float32)
        * np.asarray(b, bfloat16).astype(np.float32)
    )


def bf16_add(a, b):
    return bf16(
        np.asarray(a, bfloat16).astype(np.float32)
        + np.asarray(b, bfloat16).astype(np.float32)
    )


def tanh_bf16(x_float, arch):
    """The kernels' tanh: AIE2 rounds the argument to bfloat16 first."""
    x = np.asarray(x_float, np.float32)
    if arch == "aie2":
        x = bf16(x).astype(np.float32)
    return bf16(np.tanh(x.astype(np.float64)).astype(np.float32))


def gelu_ref(x, arch):
    f = lambda v: np.asarray(v, bfloat16).astype(np.float32)  # noqa: E731
    x3 = bf16_mul(x, bf16_mul(x, x))
    inner = bf16_add(x, bf16_mul(x3, bf16([0.044715])))
    t = tanh_bf16(f(inner) * f(bf16([0.79788456])), arch)
    return bf16_mul(x, bf16_mul(bf16([0.5]), bf16_add(t, bf16([1.0]))))


def sigmoid_ref(x, arch):
    t = tanh_bf16(np.asarray(x, bfloat16).astype(np.float32) * 0.5, arch)
    return bf16_mul(bf16_add(t, bf16([1.0])), bf16([0.5]))


@pytest.mark.parametrize("arch", ARCHS)
def test_gelu(kernels, arch):
    lib = kernels.lib(arch, f"{arch}/gelu.cc")
    x = bf16_values(1024, 3.0)
    out = np.zeros(1024, bfloat16)
    call(lib, "gelu_bf16", x, out)
    assert_bf16_equal(out, gelu_ref(x, arch))
    f = x.astype(np.float32)  # within upstream's tolerance of the formula
    exact = 0.5 * f * (1 + np.tanh(np.sqrt(2 / np.pi) * (f + 0.044715 * f**3)))
    np.testing.assert_allclose(out.astype(np.float32), exact, rtol=0.128, atol=0.05)


@pytest.mark.parametrize("arch", ARCHS)
def test_silu(kernels, arch):
    lib = kernels.lib(arch, f"{arch}/silu.cc")
    x = bf16_values(1024, 3.0)
    out = np.zeros(1024, bfloat16)
    call(lib, "silu_bf16", x, out)
    assert_bf16_equal(out, bf16_mul(x, sigmoid_ref(x, arch)))
    f = x.astype(np.float32)
    np.testing.assert_allclose(
        out.astype(np.float32), f / (1 + np.exp(-f)), rtol=0.128, atol=0.02
    )


@pytest.mark.parametrize("arch", ARCHS)
def test_swiglu(kernels, arch):
    lib = kernels.lib(arch, f"{arch}/swiglu.cc")
    x, w1, w2 = bf16_values(1024, 2.0), bf16_values(1024, 1.0), bf16_values(1024, 1.0)
    out = np.zeros(1024, bfloat16)
    call(lib, "swiglu_bf16", x, w1, w2, out)
    gate = bf16_mul(x, w2)
    want = bf16_mul(bf16_mul(x, w1), bf16_mul(gate, sigmoid_ref(gate, arch)))
    assert_bf16_equal(out, want)


def exp_bf16_expected(x, arch):
    """What exp_bf16_1024 computes bit for bit: e^x of the input clamped to
    [-88, 88] (exp2 of its product with a float log2 e on AIE2P)."""
    f = np.clip(x.astype(np.float32), np.float32(-88), np.float32(88))
    if arch == "aie2":
        return bf16(exp32(f))
    return bf16(exp2_32(f * np.float32(1.44269504089)))


@pytest.mark.parametrize("arch", ARCHS)
def test_bf16_exp(kernels, arch):
    lib = kernels.lib(arch, f"{arch}/bf16_exp.cc")
    x = bf16_values(1024, 3.0)
    x[:4] = bf16([0.0, -np.inf, 100.0, -100.0])
    out = np.zeros(1024, bfloat16)
    call(lib, "exp_bf16_1024", x, out)
    assert_bf16_equal(out, exp_bf16_expected(x, arch))
    np.testing.assert_allclose(
        out.astype(np.float32)[4:], np.exp(x.astype(np.float32)[4:]), rtol=0.128
    )


@pytest.mark.parametrize("arch", ARCHS)
def test_bf16_exp_saturates_outside_the_table_range(kernels, arch):
    """Past +-88 (infinities too) exp is e^+-88, not an overflow, a wrap or
    the exp2 of a large product; within it the library's reference
    (``kernels.bf16_exp_ref``) is within 12.8 %, at x = 88.5 too."""
    lib = kernels.lib(arch, f"{arch}/bf16_exp.cc")
    edges = bf16([88, 88.5, 89, 128, 200, 4e4, np.inf, -88, -128, -200, -4e4, -np.inf])
    x = np.zeros(1024, bfloat16)
    x[: len(edges)] = edges
    out = np.zeros(1024, bfloat16)
    call(lib, "exp_bf16_1024", x, out)
    got = out.astype(np.float32)[: len(edges)]
    assert np.all(np.isfinite(got))
    assert np.all(got[:7] == got[0]) and np.all(got[7:] == got[7])
    assert_bf16_equal(out, exp_bf16_expected(x, arch))
    from aie.iron.kernels.activation import bf16_exp_ref

    ref = bf16_exp_ref(edges).astype(np.float32)
    assert np.all(np.abs(got - ref) <= 0.128 * (np.abs(got) + np.abs(ref)))


def test_bf16_exp_clamp_is_the_kernel_sources_one():
    """The reference's clamp is the one the kernels are compiled with."""
    from aie.iron.kernels.activation import _EXP_BF16_CLAMP

    lut = Path(__file__).resolve().parents[3] / "runtime-sim" / "kernels" / "include" / "lut_based_ops.h"
    for source in (lut, KERNELS / "aie2p" / "bf16_exp.cc"):
        text = source.read_text()
        assert f"constexpr float EXP_BF16_CLAMP = {_EXP_BF16_CLAMP:.1f}f;" in text, source


def test_aie2_activation_with_the_lookup_tables(kernels, tmp_path):
    """IRON's AIE2 activations build as one unit with ``lut_based_ops.cpp``,
    whose tables give e^x as ilut[high byte] * flut[low byte] of x in Q8.8
    and 1/x by mantissa."""
    unit = tmp_path / "exp_with_luts.cc"
    unit.write_text(
        f'#include "{KERNELS}/aie2/bf16_exp.cc"\n'
        f'#include "{KERNELS.parent}/lut_based_ops.cpp"\n'
    )
    lib = kernels.lib("aie2", unit)
    x = bf16_values(1024, 3.0)
    out = np.zeros(1024, bfloat16)
    call(lib, "exp_bf16_1024", x, out)
    assert_bf16_equal(out, bf16(exp32(x.astype(np.float32))))

    def table(name, ctype, n):
        return np.ctypeslib.as_array((ctype * n).in_dll(lib, name))

    for half in ("ab", "cd"):
        ilut = table(f"exp_ilut_{half}", c_int16, 512).view(bfloat16)
        flut = table(f"exp_flut_{half}", c_int16, 512).view(bfloat16)
        slot = [(k // 8) * 16 + k % 8 for k in range(256)]
        assert np.array_equal(ilut[slot], ilut[[s + 8 for s in slot]])
        whole = np.minimum(np.arange(256, dtype=np.uint8).view(np.int8), 88)
        assert_bf16_equal(ilut[slot], bf16(np.exp(whole.astype(np.float64))))
        assert_bf16_equal(flut[slot], bf16(np.exp(np.arange(256) / 256.0)))
        q88 = np.array([0x0180, 0x0240, 0xFF00, 0xFE80], np.uint16)  # 1.5, 2.25, -1, -1.5
        e = ilut[slot][q88 >> 8].astype(np.float32) * flut[slot][q88 & 0xFF].astype(np.float32)
        np.testing.assert_allclose(e, np.exp(q88.view(np.int16) / 256.0), rtol=2**-7)
    inv = table("m_inv_lut", c_uint8, 128)
    m = np.arange(1, 128)
    recip = (128 + inv[1:].astype(np.float64)) / 256.0  # 1/(1 + m/128), mantissa by the table
    assert np.all(np.abs(recip - 1 / (1 + m / 128.0)) <= 2**-9)
    assert inv[0] == 0


def tree_sum(lanes):
    """The lanes of a float vector added as a tree, as aie::reduce_add does."""
    s = list(np.asarray(lanes, np.float32))
    while len(s) > 1:
        h = (len(s) + 1) // 2
        s = [np.float32(s[i] + s[i + h]) if i + h < len(s) else s[i] for i in range(h)]
    return s[0]


def softmax_ref(x, arch):
    f = x.astype(np.float32)
    if arch == "aie2":
        e, lanes = bf16(exp32(f)), 16
    else:
        l2e = np.float32(bf16([1.44269504089])[0])
        y = f * l2e
        m = max(np.float32(-32768.0), bf16(y).astype(np.float32).max())
        e, lanes = bf16(exp2_32(y - m)), 32
    acc = np.zeros(lanes, np.float32)  # each lane adds its elements in order
    for row in e.astype(np.float32).reshape(-1, lanes):
        acc = acc + row
    scale = bf16([np.float32(1.0) / tree_sum(acc)])
    return bf16_mul(e, scale)


@pytest.mark.parametrize("arch", ARCHS)
def test_softmax(kernels, arch):
    lib = kernels.lib(arch, f"{arch}/softmax.cc")
    x = bf16_values(1024, 2.0)
    out = np.zeros(1024, bfloat16)
    call(lib, "softmax_bf16", x, out, c_int32(1024))
    assert_bf16_equal(out, softmax_ref(x, arch))
    f = x.astype(np.float32)
    exact = np.exp(f - f.max()) / np.exp(f - f.max()).sum()
    np.testing.assert_allclose(out.astype(np.float32), exact, rtol=0.128, atol=1e-5)


# --- linear algebra -----------------------------------------------------------

MM_SHAPES = {  # (r, s, t) of the vectorized kernel, per arch and type pair
    "aie2": {"i8": (4, 8, 8), "i16": (4, 4, 4), "bf16": (4, 8, 4)},
    "aie2p": {"i8": (8, 8, 8), "i16": (4, 4, 8), "bf16": (4, 8, 8)},
}
NP = {
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "bf16": bfloat16,
    "f32": np.float32,
}
MM_PAIRS = [
    ("i8", "i8"),
    ("i8", "i16"),
    ("i8", "i32"),
    ("i16", "i16"),
    ("i16", "i32"),
    ("bf16", "bf16"),
    ("bf16", "f32"),
]


def tile(mat, r, c, col_major_tiles=False, transposed=False):
    """A matrix as r x c tiles, the tiles in row-major (or column-major)
    order, each row-major (or transposed)."""
    m, n = mat.shape
    t = mat.reshape(m // r, r, n // c, c).transpose(0, 2, 1, 3)
    if transposed:
        t = t.transpose(0, 1, 3, 2)
    if col_major_tiles:
        t = t.transpose(1, 0, 2, 3)
    return t.ravel().copy()


def untile(flat, m, n, r, c, col_major_tiles=False, transposed=False):
    shape = (n // c, m // r) if col_major_tiles else (m // r, n // c)
    t = flat.reshape(*shape, *((c, r) if transposed else (r, c)))
    if col_major_tiles:
        t = t.transpose(1, 0, 2, 3)
    if transposed:
        t = t.transpose(0, 1, 3, 2)
    return t.transpose(0, 2, 1, 3).reshape(m, n)


def mm_inputs(tin, m, k, n):
    if tin == "bf16":
        return bf16_values(m * k, 1.0).reshape(m, k), bf16_values(k * n, 1.0).reshape(
            k, n
        )
    return rand(NP[tin], m * k).reshape(m, k), rand(NP[tin], k * n).reshape(k, n)


def mm_vector_ref(a, b, c0, tout, s):
    """C + A B: integers exact, wrapped to C's type; floats summed in float
    over each run of s products, each run added to the accumulator."""
    if tout in ("bf16", "f32"):
        fa, fb = a.astype(np.float32), b.astype(np.float32)
        acc = c0.astype(np.float32)
        for k0 in range(0, a.shape[1], s):
            run = np.zeros_like(acc)
            for k in range(k0, k0 + s):
                run = run + fa[:, k : k + 1] * fb[k : k + 1, :]
            acc = acc + run
        return acc.astype(NP[tout])
    return wrap(c0.astype(np.int64) + a.astype(np.int64) @ b.astype(np.int64), NP[tout])


def mm_scalar_ref(a, b, c0, tout):
    """C + A B with the running sum in C's type, rounded or wrapped per step."""
    dt = NP[tout]
    if tout in ("bf16", "f32"):
        fa, fb = a.astype(np.float32), b.astype(np.float32)
        run = np.zeros(c0.shape, np.float32)
        for k in range(a.shape[1]):
            run = (
                (run + fa[:, k : k + 1] * fb[k : k + 1, :])
                .astype(dt)
                .astype(np.float32)
            )
        return (c0.astype(np.float32) + run).astype(dt)
    return wrap(c0.astype(np.int64) + a.astype(np.int64) @ b.astype(np.int64), dt)


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("tin, tout", MM_PAIRS)
@pytest.mark.parametrize("layout", ["", "b_col", "c_col"])
def test_mm(kernels, arch, tin, tout, layout):
    m, k, n = 32, 64, 32
    flags = [f"-DDIM_M={m}", f"-DDIM_K={k}", f"-DDIM_N={n}", f"-D{tin}_{tout}_ONLY"]
    b_col, c_col = layout == "b_col", layout == "c_col"
    flags += ["-DB_COL_MAJ"] * b_col + ["-DC_COL_MAJ"] * c_col
    lib = kernels.lib(arch, f"{arch}/mm.cc", *flags)
    r, s, t = MM_SHAPES[arch][tin]
    # AIE2's vectorized i8 -> i16, i32 kernels write C row-major regardless.
    c_tiles_col = c_col and not (arch == "aie2" and tin == "i8" and tout != "i8")
    a, b = mm_inputs(tin, m, k, n)
    if tout == "bf16" or tout == "f32":
        c0 = bf16_values(m * n, 1.0).astype(NP[tout]).reshape(m, n)
    else:
        c0 = rand(NP[tout], m * n).reshape(m, n)
    # vectorized: tiled layouts
    cbuf = tile(c0, r, t, c_tiles_col, c_tiles_col)
    call(lib, f"matmul_{tin}_{tout}", tile(a, r, s), tile(b, s, t, b_col, b_col), cbuf)
    got = untile(cbuf, m, n, r, t, c_tiles_col, c_tiles_col)
    want = mm_vector_ref(a, b, c0, tout, s)
    if tout == "bf16":
        assert_bf16_equal(got, want)
    else:
        np.testing.assert_array_equal(got, want)
    # scalar: plain layouts
    cbuf = (c0.T if c_col else c0).ravel().copy()
    call(
        lib,
        f"matmul_scalar_{tin}_{tout}",
        a.ravel(),
        np.ascontiguousarray(b.T if b_col else b).ravel(),
        cbuf,
    )
    got = cbuf.reshape(n, m).T if c_col else cbuf.reshape(m, n)
    want = mm_scalar_ref(a, b, c0, tout)
    if tout == "bf16":
        assert_bf16_equal(got, want)
    else:
        np.testing.assert_array_equal(got, want)
    # the zero fills
    for zero in [f"zero_{tout}", f"zero_scalar_{tout}"]:
        cbuf = np.ones(m * n, NP[tout])
        call(lib, zero, cbuf)
        assert not cbuf.astype(np.float32).any(), zero


def test_mm_bf16_emulated_shape(kernels):
    m = k = n = 32
    lib = kernels.lib(
        "aie2p",
        "aie2p/mm.cc",
        "-DDIM_M=32",
        "-DDIM_K=32",
        "-DDIM_N=32",
        "-Dbf16_f32_ONLY",
        "-DAIE_API_EMULATE_BFLOAT16_MMUL_WITH_BFP16",
    )
    a, b = mm_inputs("bf16", m, k, n)
    c0 = np.zeros((m, n), np.float32)
    cbuf = tile(c0, 8, 8)
    call(lib, "matmul_bf16_f32", tile(a, 8, 8), tile(b, 8, 8), cbuf)
    np.testing.assert_array_equal(
        untile(cbuf, m, n, 8, 8), mm_vector_ref(a, b, c0, "f32", 8)
    )


def test_mv(kernels):
    m, k = 32, 64
    lib = kernels.lib("aie2", "aie2/mv.cc", f"-DDIM_M={m}", f"-DDIM_K={k}")
    a, b = rand(np.int16, m * k).reshape(m, k), rand(np.int16, k)
    c0 = rand(np.int32, m)
    want = wrap(c0.astype(np.int64) + a.astype(np.int64) @ b.astype(np.int64), np.int32)
    c = c0.copy()
    call(lib, "matvec_scalar_i16_i32", a.ravel(), b, c)
    np.testing.assert_array_equal(c, want)
    # vectorized: A transposed in 32-bit words (pairs of columns)
    word_t = np.ascontiguousarray(a.reshape(m, k // 2, 2).transpose(1, 0, 2)).ravel()
    c = c0.copy()
    call(lib, "matvec_vectorized_i16_i32", word_t, b, c)
    np.testing.assert_array_equal(c, want)
    for zero in ["zero_scalar_i32", "zero_vectorized_i32"]:
        c = np.ones(m, np.int32)
        call(lib, zero, c)
        assert not c.any()


CASCADE_PAIRS = [("i16", "i16"), ("i16", "i32"), ("bf16", "bf16"), ("bf16", "f32")]


@pytest.mark.parametrize("tin, tout", CASCADE_PAIRS)
def test_cascade_mm(kernels, tin, tout):
    m, k, n = 8, 16, 8
    lib = kernels.lib(
        "aie2", "aie2/cascade_mm.cc", f"-DDIM_M={m}", f"-DDIM_K={k}", f"-DDIM_N={n}"
    )
    words = []

    def put(p):
        words.append(ctypes.string_at(p, 64))

    def get(p):
        ctypes.memmove(p, words.pop(0), 64)

    table = Cascade.in_dll(lib, "aiesim_io_table")
    callbacks = (Cascade._fields_[1][1](put), Cascade._fields_[2][1](get))
    table.cascade_put, table.cascade_get = callbacks
    dt = NP[tout]
    parts = [mm_inputs(tin, m, k, n) for _ in range(3)]
    c0 = (
        bf16_values(m * n, 1.0).astype(dt) if tin == "bf16" else rand(dt, m * n)
    ).reshape(m, n)
    c = c0.copy()
    for role, (a, b) in zip(["put_only", "put_get", "get_only"], parts):
        call(
            lib,
            f"matmul_scalar_cascade_{role}_{tin}_{tout}",
            a.ravel(),
            b.ravel(),
            c.ravel() if role == "get_only" else np.zeros(m * n, dt),
        )
    assert not words
    # the reference: each core's sum in C's type, carried as int32
    zero = np.zeros((m, n), dt)
    carried = None
    for a, b in parts:
        s = mm_scalar_ref(a, b, zero, tout)
        if carried is not None:
            s = (
                (s.astype(np.float32) + carried.astype(np.float32)).astype(dt)
                if tin == "bf16"
                else wrap(s.astype(np.int64) + carried, dt)
            )
        carried = (
            np.trunc(s.astype(np.float64)).astype(np.int64)
            if tin == "bf16"
            else s.astype(np.int64)
        )
    want = (
        (c0.astype(np.float32) + s.astype(np.float32)).astype(dt)
        if tin == "bf16"
        else wrap(c0.astype(np.int64) + s, dt)
    )
    if tout == "bf16":
        assert_bf16_equal(c, want)
    else:
        np.testing.assert_array_equal(c, want)


# --- convolutions (channel-blocked lines: [c / 8][x][8]) ----------------------


def to_blocked(act):
    """A (width, channels) line as [c / 8][x][8]."""
    w, c = act.shape
    return np.ascontiguousarray(act.reshape(w, c // 8, 8).transpose(1, 0, 2)).ravel()


def from_blocked(flat, width, channels):
    return (
        flat.reshape(channels // 8, width, 8)
        .transpose(1, 0, 2)
        .reshape(width, channels)
    )


def weights_1x1(w):
    """(ic, oc) weights as [oc / 8][ic / 8][8 ic][8 oc]."""
    ic, oc = w.shape
    return np.ascontiguousarray(
        w.reshape(ic // 8, 8, oc // 8, 8).transpose(2, 0, 1, 3)
    ).ravel()


def weights_3x3(w):
    """(3, 3, ic, oc) weights as [oc / 8][ic / 8][ky][kx][8 ic][8 oc]."""
    _, _, ic, oc = w.shape
    return np.ascontiguousarray(
        w.reshape(3, 3, ic // 8, 8, oc // 8, 8).transpose(4, 2, 0, 1, 3, 5)
    ).ravel()


def round_even(v, shift):
    v = np.asarray(v, np.int64)
    return (v + (1 << (shift - 1)) - 1 + ((v >> shift) & 1)) >> shift


def conv3x3_sums(lines, w, check, stride=1):
    """Sums of a 3x3 convolution of three (width, ic) lines, zeros beyond the
    line and for the missing row (check 0: line 0, 2: line 2)."""
    width = lines[0].shape[0]
    out_w = width // stride
    sums = np.zeros((out_w, w.shape[3]), np.int64)
    rows = range(1 if check == 0 else 0, 2 if check == 2 else 3)
    for ky in rows:
        padded = np.zeros((width + 2, lines[ky].shape[1]), np.int64)
        padded[1:-1] = lines[ky]
        for kx in range(3):
            taps = padded[kx : kx + stride * out_w : stride]  # pixel s x - 1 + kx
            sums += taps @ w[ky, kx].astype(np.int64)
    return sums


ACTS = {"i8": np.int8, "ui8": np.uint8}


@pytest.mark.parametrize("act", ACTS)
def test_conv2dk1(kernels, act):
    width, ic, oc, scale = 32, 64, 64, 10
    lib = kernels.lib(
        "aie2", "aie2/conv2dk1.cc", *(["-DINT8_ACT"] if act == "i8" else [])
    )
    x, w = rand(ACTS[act], width * ic).reshape(width, ic), rand(
        np.int8, ic * oc
    ).reshape(ic, oc)
    out = np.zeros(width * oc, np.uint8)
    call(
        lib,
        f"conv2dk1_{act}",
        to_blocked(x),
        weights_1x1(w),
        out,
        c_int32(width),
        c_int32(ic),
        c_int32(oc),
        c_int32(scale),
    )
    sums = x.astype(np.int64) @ w.astype(np.int64)
    np.testing.assert_array_equal(
        from_blocked(out, width, oc), clamp(srs(sums, scale, "positive_inf"), np.uint8)
    )


@pytest.mark.parametrize("arch", ARCHS)
def test_conv2dk1_i8(kernels, arch):
    width, ic, oc, scale = 32, 32, 16, 4  # a small scale: ties and saturation
    lib = kernels.lib(arch, f"{arch}/conv2dk1_i8.cc", "-DINT8_ACT")
    x, w = rand(np.int8, width * ic, -20, 20).reshape(width, ic), rand(
        np.int8, ic * oc, -20, 20
    ).reshape(ic, oc)
    out = np.zeros(width * oc, np.int8)
    call(
        lib,
        "conv2dk1_i8",
        to_blocked(x),
        weights_1x1(w),
        out,
        c_int32(width),
        c_int32(ic),
        c_int32(oc),
        c_int32(scale),
    )
    sums = x.astype(np.int64) @ w.astype(np.int64)
    assert (sums % 16 == 8).any() and (np.abs(sums) > 2048).any()
    np.testing.assert_array_equal(
        from_blocked(out, width, oc), clamp(srs(sums, scale, "symmetric_inf"), np.int8)
    )


@pytest.mark.parametrize("act", ACTS)
@pytest.mark.parametrize("check", [0, 1, 2])
def test_conv2dk3(kernels, act, check):
    width, ic, oc, all_oc, offset, scale = 32, 16, 16, 32, 16, 9
    lib = kernels.lib(
        "aie2", "aie2/conv2dk3.cc", *(["-DINT8_ACT"] if act == "i8" else [])
    )
    lines = [rand(ACTS[act], width * ic).reshape(width, ic) for _ in range(3)]
    w = rand(np.int8, 9 * ic * all_oc).reshape(3, 3, ic, all_oc)
    out = np.zeros(width * oc, np.uint8)
    call(
        lib,
        f"conv2dk3_{act}",
        *(to_blocked(l) for l in lines),
        weights_3x3(w),
        out,
        *map(c_int32, [width, ic, oc, 3, 3, check, scale, offset]),
    )
    sums = conv3x3_sums(lines, w[..., offset : offset + oc], check)
    np.testing.assert_array_equal(
        from_blocked(out, width, oc), clamp(srs(sums, scale, "positive_inf"), np.uint8)
    )


@pytest.mark.parametrize("act", ACTS)
@pytest.mark.parametrize("skip_scale", [0, 1])
def test_conv2dk1_skip(kernels, act, skip_scale):
    width, ic, oc, scale = 32, 32, 16, 9
    lib = kernels.lib(
        "aie2", "aie2/conv2dk1_skip.cc", *(["-DINT8_ACT"] if act == "i8" else [])
    )
    x, w = rand(np.uint8, width * ic).reshape(width, ic), rand(
        np.int8, ic * oc
    ).reshape(ic, oc)
    skip = rand(ACTS[act], width * oc).reshape(width, oc)
    out = np.zeros(width * oc, np.uint8)
    call(
        lib,
        f"conv2dk1_skip_{act}",
        to_blocked(x[:, : ic // 2]),
        to_blocked(x[:, ic // 2 :]),
        weights_1x1(w),
        out,
        to_blocked(skip),
        *map(c_int32, [width, ic, oc, scale, skip_scale]),
    )
    conv = clamp(
        srs(x.astype(np.int64) @ w.astype(np.int64), scale, "positive_inf"), np.int8
    )
    want = clamp(
        srs(conv.astype(np.int64) + skip, skip_scale, "positive_inf"), np.uint8
    )
    np.testing.assert_array_equal(from_blocked(out, width, oc), want)


@pytest.mark.parametrize("act", ACTS)
def test_conv2dk1_skip_init(kernels, act):
    width, ic, oc, skip_ic, scale, skip_scale, skip_conv_scale = 32, 32, 16, 24, 9, 1, 8
    lib = kernels.lib(
        "aie2", "aie2/conv2dk1_skip_init.cc", *(["-DINT8_ACT"] if act == "i8" else [])
    )
    x, w = rand(np.uint8, width * ic).reshape(width, ic), rand(
        np.int8, ic * oc
    ).reshape(ic, oc)
    skip, w_skip = rand(ACTS[act], width * skip_ic).reshape(width, skip_ic), rand(
        np.int8, skip_ic * oc
    ).reshape(skip_ic, oc)
    out = np.zeros(width * oc, np.uint8)
    call(
        lib,
        f"conv2dk1_skip_init_{act}",
        to_blocked(x[:, : ic // 2]),
        to_blocked(x[:, ic // 2 :]),
        np.concatenate([weights_1x1(w), weights_1x1(w_skip)]),
        out,
        to_blocked(skip),
        *map(c_int32, [width, ic, oc, skip_ic, scale, skip_scale, skip_conv_scale]),
    )
    conv = clamp(
        srs(x.astype(np.int64) @ w.astype(np.int64), scale, "positive_inf"), np.int8
    )
    proj = clamp(
        srs(
            skip.astype(np.int64) @ w_skip.astype(np.int64),
            skip_conv_scale,
            "positive_inf",
        ),
        np.int8,
    )
    want = clamp(
        srs(conv.astype(np.int64) + proj, skip_scale, "positive_inf"), np.uint8
    )
    np.testing.assert_array_equal(from_blocked(out, width, oc), want)


def test_conv2dk14(kernels):
    kw, width, oc, scale = 14, 14 * 16, 16, 7
    groups, pairs = width // kw // 8, kw * kw // 2
    lib = kernels.lib("aie2p", "aie2p/conv2dk14.cc")
    x = rand(
        np.uint8, groups * pairs * 64, 0, 40
    )  # [group][pair][patch 8][2 px x 4 ch]
    w = rand(
        np.int8, oc // 8 * pairs * 64, -30, 30
    )  # [oc / 8][pair][2 px x 4 ch][8 oc]
    out = np.zeros(oc // 8 * groups * 64, np.int8)
    call(lib, "conv2dk14_i8", x, w, out, *map(c_int32, [width, 4, oc, kw, scale]))
    sums = np.einsum(
        "gptq,opqc->ogtc",
        x.reshape(groups, pairs, 8, 8).astype(np.int64),
        w.reshape(oc // 8, pairs, 8, 8).astype(np.int64),
    )
    np.testing.assert_array_equal(
        out, clamp(srs(sums, scale, "symmetric_inf"), np.int8).ravel()
    )


# --- bottleneck convolutions (scalar, rounded to nearest even) -----------------


def test_bn_conv2dk1_relu_and_i8(kernels):
    width, ic, oc, scale = 8, 32, 16, 3
    x8, w = rand(np.int8, width * ic, -8, 8).reshape(width, ic), rand(
        np.int8, ic * oc, -8, 8
    ).reshape(ic, oc)
    x8[0] = 127  # saturates
    xu = rand(np.uint8, width * ic, 0, 16).reshape(width, ic)
    lib = kernels.lib(
        "aie2", "aie2/bottleneck/bn_conv2dk1_relu.cc", "-DREGULAR", "-DINT8_ACT"
    )
    out = np.zeros(width * oc, np.uint8)
    call(
        lib,
        "conv2dk1_relu_i8_ui8",
        to_blocked(x8),
        weights_1x1(w),
        out,
        *map(c_int32, [width, ic, oc, scale]),
    )
    sums = x8.astype(np.int64) @ w.astype(np.int64)
    assert (sums % 8 == 4).any() and (sums > 255 * 8).any()  # ties, saturation
    np.testing.assert_array_equal(
        from_blocked(out, width, oc), clamp(round_even(sums, scale), np.uint8)
    )
    lib = kernels.lib(
        "aie2", "aie2/bottleneck/bn_conv2dk1_i8.cc", "-DREGULAR", "-DSCALAR"
    )
    out = np.zeros(width * oc, np.int8)
    call(
        lib,
        "conv2dk1_ui8_i8",
        to_blocked(xu),
        weights_1x1(w),
        out,
        *map(c_int32, [width, ic, oc, scale]),
    )
    sums = xu.astype(np.int64) @ w.astype(np.int64)
    np.testing.assert_array_equal(
        from_blocked(out, width, oc), clamp(round_even(sums, scale), np.int8)
    )


@pytest.mark.parametrize("skip_dtype", [np.uint8, np.int8])
@pytest.mark.parametrize("skip_scale", [0, 2])
def test_bn_conv2dk1_skip(kernels, skip_dtype, skip_scale):
    width, ic, oc, scale = 8, 32, 16, 8
    unsigned = skip_dtype == np.uint8
    lib = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk1_skip.cc",
        "-DREGULAR",
        "-DSCALAR",
        *(["-DUNSIGNED_SKIP"] if unsigned else []),
    )
    x, w = rand(np.uint8, width * ic).reshape(width, ic), rand(
        np.int8, ic * oc
    ).reshape(ic, oc)
    skip = rand(skip_dtype, width * oc).reshape(width, oc)
    out = np.zeros(width * oc, np.int8)
    name = "conv2dk1_skip_ui8_ui8_i8" if unsigned else "conv2dk1_skip_ui8_i8_i8"
    call(
        lib,
        name,
        to_blocked(x),
        weights_1x1(w),
        out,
        to_blocked(skip),
        *map(c_int32, [width, ic, oc, scale, skip_scale]),
    )
    conv = (
        clamp(
            round_even(x.astype(np.int64) @ w.astype(np.int64), scale), np.int8
        ).astype(np.int64)
        + skip
    )
    want = clamp(round_even(conv, skip_scale) if skip_scale else conv, np.int8)
    np.testing.assert_array_equal(from_blocked(out, width, oc), want)


@pytest.mark.parametrize("check", [0, 1, 2])
def test_bn_conv2dk3_stride2(kernels, check):
    width, ic, oc, all_oc, offset, scale = 16, 16, 8, 16, 8, 9
    lib = kernels.lib("aie2", "aie2/bottleneck/bn_conv2dk3.cc")
    lines = [rand(np.int8, width * ic).reshape(width, ic) for _ in range(3)]
    w = rand(np.int8, 9 * ic * all_oc).reshape(3, 3, ic, all_oc)
    out = np.zeros(width // 2 * oc, np.uint8)
    call(
        lib,
        "conv2dk3_stride2_i8",
        *(to_blocked(l) for l in lines),
        weights_3x3(w),
        out,
        *map(c_int32, [width, ic, oc, 3, 3, check, scale, offset]),
    )
    sums = conv3x3_sums(lines, w[..., offset : offset + oc], check, stride=2)
    np.testing.assert_array_equal(
        from_blocked(out, width // 2, oc), clamp(round_even(sums, scale), np.uint8)
    )


def depthwise_sums(lines, w, check, stride):
    """Depthwise 3x3: w is (3, 3, c)."""
    c = w.shape[2]
    eye = np.zeros((3, 3, c, c), np.int64)
    for ch in range(c):
        eye[:, :, ch, ch] = w[:, :, ch]
    return conv3x3_sums(lines, eye, check, stride)


def weights_dw(w):
    """(3, 3, c) depthwise weights as [c / 8][ky][kx][8]."""
    c = w.shape[2]
    return np.ascontiguousarray(
        w.reshape(3, 3, c // 8, 8).transpose(2, 0, 1, 3)
    ).ravel()


@pytest.mark.parametrize("stride", [1, 2])
@pytest.mark.parametrize("check", [0, 1, 2])
def test_bn_conv2dk3_dw(kernels, stride, check):
    width, c, scale = 16, 16, 5
    lib = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk3_dw.cc",
        "-DREGULAR",
        "-DSCALAR",
        f"-DSTRIDE{stride}",
    )
    lines = [rand(np.uint8, width * c).reshape(width, c) for _ in range(3)]
    w = rand(np.int8, 9 * c).reshape(3, 3, c)
    out = np.zeros(width // stride * c, np.uint8)
    call(
        lib,
        f"conv2dk3_dw_stride{stride}_relu_ui8_ui8",
        *(to_blocked(l) for l in lines),
        weights_dw(w),
        out,
        *map(c_int32, [width, c, c, 3, 3, check, scale, 0]),
    )
    want = clamp(round_even(depthwise_sums(lines, w, check, stride), scale), np.uint8)
    np.testing.assert_array_equal(from_blocked(out, width // stride, c), want)


@pytest.mark.parametrize("block", [13, 14])
def test_bn_conv2dk3_dw_out_split(kernels, block):
    width, c, scale = 7, 32, 5
    lib = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk3_dw.cc",
        "-DSCALAR",
        f"-DBN{block}",
        "-DSTRIDE1_OUT_SPLIT",
    )
    lines = [rand(np.uint8, width * c).reshape(width, c) for _ in range(3)]
    w = rand(np.int8, 9 * c).reshape(3, 3, c)
    out1, out2 = np.zeros(width * c // 2, np.uint8), np.zeros(width * c // 2, np.uint8)
    call(
        lib,
        f"bn{block}_conv2dk3_ui8_out_split",
        *(to_blocked(l) for l in lines),
        weights_dw(w),
        out1,
        out2,
        *map(c_int32, [width, c, c, 3, 3, 1, scale, 0]),
    )
    want = clamp(round_even(depthwise_sums(lines, w, 1, 1), scale), np.uint8)
    np.testing.assert_array_equal(from_blocked(out1, width, c // 2), want[:, : c // 2])
    np.testing.assert_array_equal(from_blocked(out2, width, c // 2), want[:, c // 2 :])


def pooled_average(total):
    """mlir-aie's rounding of sum / 49 (float): half to even when the first
    decimal digit is 5, else half up."""
    avg = np.float32(np.float32(total) / np.float32(49.0))
    if int(np.float32(avg * np.float32(10))) % 10 == 5:
        return int(avg) if int(avg) % 2 == 0 else int(avg) + 1
    return int(np.float32(avg + np.float32(0.5)))


def test_bn_conv2dk1_xy_pool_padded(kernels):
    width, ic, oc, oc_pad, scale, split, part = 7, 16, 32, 40, 6, 2, 1
    lib = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk1_relu.cc",
        "-DSCALAR",
        "-DCONV_XYPOOL_FUSED_LARGE_PADDED",
        "-DINT8_ACT",
    )
    tile_oc = oc // split
    w = rand(np.int8, ic * tile_oc).reshape(ic, tile_oc)  # this core's slice
    out = np.full(oc_pad, 7, np.uint16)
    total = np.zeros(tile_oc, np.int64)
    for y in range(width):
        x = rand(np.int8, width * ic).reshape(width, ic)
        call(
            lib,
            "conv2dk1_xy_pool_fused_relu_large_padded_i8_ui8",
            to_blocked(x),
            weights_1x1(w),
            out,
            *map(c_int32, [width, ic, oc, oc_pad, scale, y, split, part]),
        )
        total += (
            clamp(round_even(x.astype(np.int64) @ w.astype(np.int64), scale), np.uint8)
            .astype(np.int64)
            .sum(axis=0)
        )
        if y < width - 1:
            np.testing.assert_array_equal(
                out[tile_oc * part : tile_oc * (part + 1)], total
            )
    want = [pooled_average(t) for t in total]
    fifths = [
        int(np.float32(np.float32(t) / np.float32(49.0)) * np.float32(10)) % 10 == 5
        for t in total
    ]
    assert any(fifths) and not all(fifths)  # both roundings are exercised
    np.testing.assert_array_equal(out[tile_oc * part : tile_oc * (part + 1)], want)
    assert (out[:tile_oc] == 7).all() and not out[oc:].any()


def test_bn_post_l2_pad(kernels):
    width, ic, ic_pad, oc, scale = 1, 32, 40, 16, 9
    lib = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk1_relu.cc",
        "-DSCALAR",
        "-DPOSTL2_PAD",
        "-DUINT16_ACT",
    )
    x = rand(np.uint16, ic, 0, 300).reshape(1, ic)
    w = rand(np.int8, ic_pad * oc).reshape(ic_pad, oc)  # the rows from ic on: padding
    out = np.zeros(oc, np.uint16)
    call(
        lib,
        "post_L2_conv2dk1_relu_i16_ui16_pad",
        x.ravel(),
        weights_1x1(w),
        out,
        *map(c_int32, [width, ic, ic_pad, oc, scale]),
    )
    sums = x.astype(np.int64) @ w[:ic].astype(np.int64)
    np.testing.assert_array_equal(out, np.clip(round_even(sums, scale), 0, 255).ravel())


def cascade_queue(lib):
    """Points the library's cascade at a queue of 512-bit words."""
    words = []
    table = Cascade.in_dll(lib, "aiesim_io_table")
    put = Cascade._fields_[1][1](lambda p: words.append(ctypes.string_at(p, 64)))
    get = Cascade._fields_[2][1](lambda p: ctypes.memmove(p, words.pop(0), 64))
    table.cascade_put, table.cascade_get = put, get
    return words, (put, get)


@pytest.mark.parametrize("block", [13, 14])
def test_bn_partial_width_put_get(kernels, block):
    """Two cores split the input channels of 7 int8 pixels over the cascade."""
    width, ic, oc, scale, split, out_split, part, oc_block = 7, 32, 32, 8, 2, 2, 1, 1
    put = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk1_i8.cc",
        f"-DBN{block}_1_PARTIAL_PUT_I8_CAS_WIDTH_NEW",
    )
    get = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk1_relu.cc",
        f"-DBN{block}_1_PARTIAL_GET_I8_CAS_WIDTH_NEW",
    )
    x = rand(np.int8, width * ic).reshape(width, ic)
    w = rand(np.int8, ic * 8).reshape(ic, 8)  # output block oc_block's weights
    half = ic // 2
    words, keep = cascade_queue(put)
    get_table = Cascade.in_dll(get, "aiesim_io_table")
    get_table.cascade_put, get_table.cascade_get = (
        keep[0],
        keep[1],
    )
    # each core's weights: its half of the input channels, for block oc_block
    w_put = np.zeros((oc_block + 1) * half // 8 * 64, np.int8)
    w_put[oc_block * half // 8 * 64 :] = weights_1x1(w[:half])
    w_get = np.zeros_like(w_put)
    w_get[oc_block * half // 8 * 64 :] = weights_1x1(w[half:])
    call(
        put,
        f"bn{block}_1_conv2dk1_i8_ui8_partial_width_put_new",
        to_blocked(x),
        w_put,
        *map(c_int32, [width, ic, oc, split, part, 0, oc_block]),
    )
    assert len(words) == 2 * 7  # a 1024-bit acc64 vector a pixel
    out = np.zeros(width * oc, np.uint8)
    call(
        get,
        f"bn{block}_1_conv2dk1_i8_ui8_partial_width_get_new",
        to_blocked(x),
        w_get,
        out,
        *map(c_int32, [width, ic, oc, scale, split, out_split, part, 0, oc_block]),
    )
    assert not words
    sums = x.astype(np.int64) @ w.astype(np.int64)
    got = from_blocked(out, width, oc)
    block_out = oc_block + oc // (8 * out_split) * part
    np.testing.assert_array_equal(
        got[:, block_out * 8 : block_out * 8 + 8],
        clamp(round_even(sums, scale), np.uint8),
    )


@pytest.mark.parametrize("block", [13, 14])
def test_bn_input_split_put_skip_get(kernels, block):
    """Two cores each hold half of the input channels of 7 uint8 pixels."""
    width, ic, oc, scale, skip_scale, split, out_split, part, oc_block = (
        7,
        32,
        16,
        8,
        1,
        2,
        1,
        0,
        1,
    )
    put = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk1_i8.cc",
        f"-DBN{block}_1_INPUT_SPLIT_PARTIAL_PUT_UI8_UI8_CAS_WIDTH_NEW",
    )
    get = kernels.lib(
        "aie2",
        "aie2/bottleneck/bn_conv2dk1_skip.cc",
        f"-DBN{block}_1_INPUT_SPLIT_PARTIAL_GET_UI8_I8_I8_CAS_WIDTH_NEW",
    )
    half = ic // 2
    x = rand(np.uint8, width * ic).reshape(width, ic)
    w = rand(np.int8, ic * 8).reshape(ic, 8)
    skip = rand(np.int8, width * oc).reshape(width, oc)
    words, keep = cascade_queue(put)
    get_table = Cascade.in_dll(get, "aiesim_io_table")
    get_table.cascade_put, get_table.cascade_get = (
        keep[0],
        keep[1],
    )
    w_put = np.zeros((oc_block + 1) * half // 8 * 64, np.int8)
    w_put[oc_block * half // 8 * 64 :] = weights_1x1(w[:half])
    w_get = np.zeros_like(w_put)
    w_get[oc_block * half // 8 * 64 :] = weights_1x1(w[half:])
    call(
        put,
        f"bn{block}_1_conv2dk1_ui8_ui8_input_split_partial_width_put_new",
        to_blocked(x[:, :half]),
        w_put,
        *map(c_int32, [width, ic, oc, split, part, 0, oc_block]),
    )
    out = np.zeros(width * oc, np.int8)
    call(
        get,
        f"bn_{block}_2_conv2dk1_ui8_i8_i8_scalar_input_split_partial_width_get_new",
        to_blocked(x[:, half:]),
        w_get,
        out,
        to_blocked(skip),
        *map(
            c_int32,
            [width, ic, oc, scale, skip_scale, split, out_split, part, 0, oc_block],
        ),
    )
    assert not words
    sums = x.astype(np.int64) @ w.astype(np.int64)
    conv = (
        clamp(round_even(sums, scale), np.int8).astype(np.int64)
        + skip[:, oc_block * 8 : oc_block * 8 + 8]
    )
    got = from_blocked(out, width, oc)
    np.testing.assert_array_equal(
        got[:, oc_block * 8 : oc_block * 8 + 8],
        clamp(round_even(conv, skip_scale), np.int8),
    )
