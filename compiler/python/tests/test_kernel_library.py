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


RNG = np.random.default_rng(20260)


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
        call(lib, f"vector_scalar_mul_{variant}", a, c, np.array([factor], np.int32), c_int32(1024))
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
        call(lib, "thresholdLine", x, out, c_int32(512), scalar(t), scalar(m), c_uint8(kind))
        np.testing.assert_array_equal(out, want, err_msg=f"type {kind}")
    out = np.zeros_like(x)
    call(lib, "thresholdTile", x, out, c_int32(2), c_int32(256), scalar(t), scalar(m), c_uint8(0))
    np.testing.assert_array_equal(out, wants[0])


def test_gray2rgba(kernels):
    lib = kernels.lib("aie2", "aie2/gray2rgba.cc")
    y = rand(np.uint8, 64)
    out = np.zeros(256, np.uint8)
    call(lib, "gray2rgbaLine", y, out, c_int32(64))
    np.testing.assert_array_equal(out.reshape(64, 4)[:, :3], np.repeat(y[:, None], 3, 1))
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
    call(lib, "addWeightedLine", a, b, out, c_int32(256), c_int16(alpha), c_int16(beta), gamma_t(gamma))
    acc = gamma + alpha * a.astype(np.int64) + beta * b.astype(np.int64)
    np.testing.assert_array_equal(out, clamp(acc >> 14, dtype))


# --- activations --------------------------------------------------------------


def exp32(x):
    """e^x of float32 values, rounded once to float32 (as libm's expf)."""
    return np.exp(np.asarray(x, np.float64)).astype(np.float32)


def exp2_32(x):
    return np.exp2(np.asarray(x, np.float64)).astype(np.float32)


def bf16_mul(a, b):
    return bf16(np.asarray(a, bfloat16).astype(np.float32) * np.asarray(b, bfloat16).astype(np.float32))


def bf16_add(a, b):
    return bf16(np.asarray(a, bfloat16).astype(np.float32) + np.asarray(b, bfloat16).astype(np.float32))


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
    np.testing.assert_allclose(out.astype(np.float32), f / (1 + np.exp(-f)), rtol=0.128, atol=0.02)


@pytest.mark.parametrize("arch", ARCHS)
def test_swiglu(kernels, arch):
    lib = kernels.lib(arch, f"{arch}/swiglu.cc")
    x, w1, w2 = bf16_values(1024, 2.0), bf16_values(1024, 1.0), bf16_values(1024, 1.0)
    out = np.zeros(1024, bfloat16)
    call(lib, "swiglu_bf16", x, w1, w2, out)
    gate = bf16_mul(x, w2)
    want = bf16_mul(bf16_mul(x, w1), bf16_mul(gate, sigmoid_ref(gate, arch)))
    assert_bf16_equal(out, want)


@pytest.mark.parametrize("arch", ARCHS)
def test_bf16_exp(kernels, arch):
    lib = kernels.lib(arch, f"{arch}/bf16_exp.cc")
    x = bf16_values(1024, 3.0)
    x[:4] = bf16([0.0, -np.inf, 100.0, -100.0])
    out = np.zeros(1024, bfloat16)
    call(lib, "exp_bf16_1024", x, out)
    f = x.astype(np.float32)
    with np.errstate(over="ignore"):
        if arch == "aie2":
            want = bf16(exp32(f))
        else:
            want = bf16(exp2_32(f * np.float32(bf16([1.44269504089])[0])))
    assert_bf16_equal(out, want)
    with np.errstate(over="ignore"):
        np.testing.assert_allclose(out.astype(np.float32)[4:], np.exp(f[4:]), rtol=0.128)


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
NP = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "bf16": bfloat16, "f32": np.float32}
MM_PAIRS = [("i8", "i8"), ("i8", "i16"), ("i8", "i32"), ("i16", "i16"),
            ("i16", "i32"), ("bf16", "bf16"), ("bf16", "f32")]  # fmt: skip


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
        return bf16_values(m * k, 1.0).reshape(m, k), bf16_values(k * n, 1.0).reshape(k, n)
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
            run = (run + fa[:, k : k + 1] * fb[k : k + 1, :]).astype(dt).astype(np.float32)
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
    call(lib, f"matmul_scalar_{tin}_{tout}", a.ravel(), np.ascontiguousarray(b.T if b_col else b).ravel(), cbuf)
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
    lib = kernels.lib("aie2p", "aie2p/mm.cc", "-DDIM_M=32", "-DDIM_K=32", "-DDIM_N=32",
                      "-Dbf16_f32_ONLY", "-DAIE_API_EMULATE_BFLOAT16_MMUL_WITH_BFP16")  # fmt: skip
    a, b = mm_inputs("bf16", m, k, n)
    c0 = np.zeros((m, n), np.float32)
    cbuf = tile(c0, 8, 8)
    call(lib, "matmul_bf16_f32", tile(a, 8, 8), tile(b, 8, 8), cbuf)
    np.testing.assert_array_equal(untile(cbuf, m, n, 8, 8), mm_vector_ref(a, b, c0, "f32", 8))


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
    lib = kernels.lib("aie2", "aie2/cascade_mm.cc", f"-DDIM_M={m}", f"-DDIM_K={k}", f"-DDIM_N={n}")
    words = []

    def put(p):
        words.append(ctypes.string_at(p, 64))

    def get(p):
        ctypes.memmove(p, words.pop(0), 64)

    table = Cascade.in_dll(lib, "aiesim_io_table")
    callbacks = (Cascade._fields_[1][1](put), Cascade._fields_[2][1](get))
    table.version, table.cascade_put, table.cascade_get = 2, *callbacks
    dt = NP[tout]
    parts = [mm_inputs(tin, m, k, n) for _ in range(3)]
    c0 = (bf16_values(m * n, 1.0).astype(dt) if tin == "bf16" else rand(dt, m * n)).reshape(m, n)
    c = c0.copy()
    for role, (a, b) in zip(["put_only", "put_get", "get_only"], parts):
        call(lib, f"matmul_scalar_cascade_{role}_{tin}_{tout}", a.ravel(), b.ravel(), c.ravel() if role == "get_only" else np.zeros(m * n, dt))
    assert not words
    # the reference: each core's sum in C's type, carried as int32
    zero = np.zeros((m, n), dt)
    carried = None
    for a, b in parts:
        s = mm_scalar_ref(a, b, zero, tout)
        if carried is not None:
            s = (s.astype(np.float32) + carried.astype(np.float32)).astype(dt) if tin == "bf16" else wrap(s.astype(np.int64) + carried, dt)
        carried = np.trunc(s.astype(np.float64)).astype(np.int64) if tin == "bf16" else s.astype(np.int64)
    want = (c0.astype(np.float32) + s.astype(np.float32)).astype(dt) if tin == "bf16" else wrap(c0.astype(np.int64) + s, dt)
    if tout == "bf16":
        assert_bf16_equal(c, want)
    else:
        np.testing.assert_array_equal(c, want)
