// aiesim: the AIE API and AIE2 intrinsics on the host (aiec's Peano stand-in).
// Scalar element types, accumulator tags, the tile's rounding and saturation
// state, and the integer shift-round-saturate every conversion uses.
//
// Written for aiec from the AIE API's documentation (types, conversions,
// rounding and saturation modes); see docs/host-programs.md.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

#include "io.h"
#include "work.hpp"
#include "unsimulated.hpp"

#ifndef __AIE_ARCH__
#define __AIE_ARCH__ 20
#endif

extern "C" {
// Used by kernels that touch a cascade stream or the processor bus, which
// may stall the core, or that may reach a construct that is not simulated,
// which stops them: aie-sim runs the kernels of a library that holds this
// symbol on a thread of the calling core, where they can wait for good.
[[gnu::noinline, gnu::visibility("default")]] inline const struct aiesim_io *
aiesim_blocking_io(void) {
  return &aiesim_io_table;
}
}

// A construct the host implementation does not simulate (ID of
// aiesim/unsimulated.hpp): the run stops with its message.
#define AIESIM_UNSUPPORTED(ID) ::aiesim::unsupported(AIESIM_NOT_SIMULATED_##ID)

namespace aiesim {

// aie-sim ends the run with `what` (the kernel's thread waits for good);
// a library not loaded by aie-sim stops the process with it.
[[noreturn]] inline void unsupported(const char *what) {
  const aiesim_io *t = ::aiesim_blocking_io();
  if (t->fail && t->version == AIESIM_IO_VERSION)
    t->fail(what);
  std::fprintf(stderr, "aie-sim kernel: %s\n", what);
  std::abort();
}

// ---------------------------------------------------------------- bfloat16
// IEEE binary32 with the low 16 bits of the mantissa dropped. Conversion
// from float rounds to nearest, ties to even (AM020); NaN stays NaN (quiet).
constexpr uint16_t bf16_from_float_bits(uint32_t u) {
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((u >> 16) | 0x0040u);
  uint32_t lsb = (u >> 16) & 1u;
  return uint16_t((u + 0x7fffu + lsb) >> 16);
}
inline uint32_t float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline float bits_float(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
} // namespace aiesim

struct bfloat16 {
  uint16_t bits;
  bfloat16() = default;
  bfloat16(float f) : bits(aiesim::bf16_from_float_bits(aiesim::float_bits(f))) {}
  bfloat16(double d) : bfloat16(float(d)) {}
  template <typename I>
    requires std::is_integral_v<I>
  bfloat16(I i) : bfloat16(float(i)) {}
  static bfloat16 from_bits(uint16_t b) {
    bfloat16 r;
    r.bits = b;
    return r;
  }
  operator float() const { return aiesim::bits_float(uint32_t(bits) << 16); }
  bfloat16 &operator+=(float o) { return *this = float(*this) + o; }
  bfloat16 &operator-=(float o) { return *this = float(*this) - o; }
  bfloat16 &operator*=(float o) { return *this = float(*this) * o; }
  bfloat16 &operator/=(float o) { return *this = float(*this) / o; }
  bfloat16 operator-() const { return from_bits(uint16_t(bits ^ 0x8000u)); }
};
using bfloat16_t = bfloat16;

template <> class std::numeric_limits<bfloat16> {
public:
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_NaN = true;
  static constexpr int digits = 8;
  static constexpr int radix = 2;
  static constexpr int min_exponent = -125;
  static constexpr int max_exponent = 128;
  static bfloat16 min() { return bfloat16::from_bits(0x0080); }
  static bfloat16 max() { return bfloat16::from_bits(0x7f7f); }
  static bfloat16 lowest() { return bfloat16::from_bits(0xff7f); }
  static bfloat16 epsilon() { return bfloat16::from_bits(0x3c00); }
  static bfloat16 infinity() { return bfloat16::from_bits(0x7f80); }
  static bfloat16 quiet_NaN() { return bfloat16::from_bits(0x7fc0); }
  static bfloat16 denorm_min() { return bfloat16::from_bits(0x0001); }
};

// ----------------------------------------------------- 4-bit integer types
// One value per object here; vectors of them load and store two to a byte
// (element 2i in the low nibble), as AIE memory holds them.
template <bool Signed> struct aiesim_int4 {
  int8_t v;
  aiesim_int4() = default;
  constexpr aiesim_int4(int x)
      : v(Signed ? int8_t(int8_t(uint8_t(x) << 4) >> 4) : int8_t(x & 15)) {}
  constexpr operator int() const { return v; }
};
using int4_t = aiesim_int4<true>;
using uint4_t = aiesim_int4<false>;
using int4 = int4_t;
using uint4 = uint4_t;

template <> class std::numeric_limits<int4_t> {
public:
  static constexpr bool is_specialized = true, is_signed = true,
                        is_integer = true;
  static constexpr int digits = 3;
  static constexpr int4_t min() { return -8; }
  static constexpr int4_t lowest() { return -8; }
  static constexpr int4_t max() { return 7; }
};
template <> class std::numeric_limits<uint4_t> {
public:
  static constexpr bool is_specialized = true, is_signed = false,
                        is_integer = true;
  static constexpr int digits = 4;
  static constexpr uint4_t min() { return 0; }
  static constexpr uint4_t lowest() { return 0; }
  static constexpr uint4_t max() { return 15; }
};

// ------------------------------------------------------------ other scalars
using int8 = int8_t;
using int16 = int16_t;
using int32 = int32_t;
using int64 = int64_t;
using uint8 = uint8_t;
using uint16 = uint16_t;
using uint32 = uint32_t;
using uint64 = uint64_t;

struct cint16 {
  int16_t real, imag;
};
struct cint32 {
  int32_t real, imag;
};
struct cfloat {
  float real, imag;
};
struct cbfloat16 {
  bfloat16 real, imag;
};
using cint16_t = cint16;
using cint32_t = cint32;
using cfloat_t = cfloat;
inline bool operator==(cint16 a, cint16 b) {
  return a.real == b.real && a.imag == b.imag;
}
inline bool operator==(cint32 a, cint32 b) {
  return a.real == b.real && a.imag == b.imag;
}
inline bool operator==(cfloat a, cfloat b) {
  return a.real == b.real && a.imag == b.imag;
}

// Block floating point (XDNA2): 8 or 16 signed 8-bit mantissas sharing one
// 8-bit exponent; as element types they only name the block format.
struct bfp16ebs8 {};
struct bfp16ebs16 {};

// Accumulator tags: the class and the least bits requested.
struct acc32 {};
struct acc40 {};
struct acc48 {};
struct acc56 {};
struct acc64 {};
struct acc72 {};
struct acc80 {};
struct accfloat {};
struct cacc32 {};
struct cacc40 {};
struct cacc48 {};
struct cacc56 {};
struct cacc64 {};
struct caccfloat {};
struct exact_acc32 {};
struct exact_acc64 {};
struct accauto {};

namespace aiesim {

template <typename T>
inline constexpr bool is_int4_v =
    std::is_same_v<T, int4_t> || std::is_same_v<T, uint4_t>;
template <typename T>
inline constexpr bool is_complex_v =
    std::is_same_v<T, cint16> || std::is_same_v<T, cint32> ||
    std::is_same_v<T, cfloat> || std::is_same_v<T, cbfloat16>;
template <typename T>
inline constexpr bool is_float_v =
    std::is_same_v<T, float> || std::is_same_v<T, bfloat16>;
template <typename T>
inline constexpr bool is_integral_v = std::is_integral_v<T> || is_int4_v<T>;
template <typename T>
inline constexpr bool is_elem_v = is_integral_v<T> || is_float_v<T> ||
                                  is_complex_v<T>;

// Bits of an element in AIE memory.
template <typename T> constexpr unsigned type_bits() {
  if constexpr (is_int4_v<T>)
    return 4;
  else
    return sizeof(T) * 8;
}

// Lanes of a native (512-bit) vector of T.
template <typename T> constexpr unsigned native_lanes() {
  return 512 / type_bits<T>();
}

template <typename T> constexpr bool is_signed_elem() {
  if constexpr (std::is_same_v<T, uint4_t>)
    return false;
  else if constexpr (std::is_same_v<T, int4_t>)
    return true;
  else if constexpr (is_complex_v<T> || is_float_v<T>)
    return true;
  else
    return std::is_signed_v<T>;
}

// ------------------------------------------------------ accumulator classes
enum class AccClass { Int, CInt, FP, CFP };

template <typename Tag> struct acc_info;
#define AIESIM_ACC(tag, cls, b)                                                \
  template <> struct acc_info<tag> {                                           \
    static constexpr AccClass klass = AccClass::cls;                           \
    static constexpr unsigned bits = b;                                        \
  };
// AIE-ML and XDNA2 accumulate in 32 or 64 bits per lane (UG1603's table).
AIESIM_ACC(acc32, Int, 32)
AIESIM_ACC(exact_acc32, Int, 32)
AIESIM_ACC(acc40, Int, 64)
AIESIM_ACC(acc48, Int, 64)
AIESIM_ACC(acc56, Int, 64)
AIESIM_ACC(acc64, Int, 64)
AIESIM_ACC(exact_acc64, Int, 64)
AIESIM_ACC(accfloat, FP, 32)
AIESIM_ACC(cacc32, CInt, 64)
AIESIM_ACC(cacc40, CInt, 64)
AIESIM_ACC(cacc48, CInt, 64)
AIESIM_ACC(cacc56, CInt, 64)
AIESIM_ACC(cacc64, CInt, 64)
AIESIM_ACC(caccfloat, CFP, 32)
#undef AIESIM_ACC

template <typename Tag>
concept AccTag = requires { acc_info<Tag>::bits; };

// ----------------------------------------------------- rounding, saturation
// rnd_* values as the AIE-ML intrinsics number them (UG1583).
enum class rounding : unsigned {
  floor = 0,
  ceil = 1,
  symmetric_floor = 2,
  symmetric_ceil = 3,
  negative_inf = 8,
  positive_inf = 9,
  symmetric_zero = 10,
  symmetric_inf = 11,
  conv_even = 12,
  conv_odd = 13,
};
enum class saturation : unsigned { none = 0, saturate = 1, symmetric = 3 };

// The tile's control register: floor and no saturation after reset.
struct tile_state {
  rounding rnd = rounding::floor;
  saturation sat = saturation::none;
};
inline tile_state &state() {
  static thread_local tile_state s;
  return s;
}

} // namespace aiesim

// Exchanges this thread's kernel state, the AIE API work counted (six
// counters, in `work_done`'s order) and the tile's rounding and saturation
// modes, with the eight words at `other`. aie-sim runs the kernels that may
// stall as coroutines on its own thread and gives each its own state while
// it runs (one exchange as it resumes, one as it stalls).
extern "C" __attribute__((weak, visibility("default"))) void
aiesim_swap_state(unsigned long long *other) {
  aiesim::work_done &w = aiesim::work;
  aiesim::tile_state &t = aiesim::state();
  unsigned long long mine[8] = {w.load_bytes,    w.store_bytes,
                                w.mul_lanes,     w.mac_bits,
                                w.srs_registers, w.alu_registers,
                                static_cast<unsigned long long>(t.rnd),
                                static_cast<unsigned long long>(t.sat)};
  w = {other[0], other[1], other[2], other[3], other[4], other[5]};
  t.rnd = static_cast<aiesim::rounding>(other[6]);
  t.sat = static_cast<aiesim::saturation>(other[7]);
  for (int i = 0; i < 8; ++i)
    other[i] = mine[i];
}

namespace aiesim {

// v / 2^shift rounded by `r` (shift > 0), exactly.
inline __int128 round_shift(__int128 v, int shift, rounding r) {
  if (shift <= 0)
    return v << (-shift);
  if (shift >= 120)
    shift = 120;
  __int128 one = 1;
  __int128 q = v >> shift; // floor
  __int128 rem = v - (q << shift);
  __int128 half = one << (shift - 1);
  bool neg = v < 0;
  bool inexact = rem != 0;
  switch (r) {
  case rounding::floor:
    return q;
  case rounding::ceil:
    return q + (inexact ? 1 : 0);
  case rounding::symmetric_floor:
    return q + ((neg && inexact) ? 1 : 0);
  case rounding::symmetric_ceil:
    return q + ((!neg && inexact) ? 1 : 0);
  default:
    break;
  }
  if (rem > half)
    return q + 1;
  if (rem < half)
    return q;
  switch (r) { // a tie
  case rounding::negative_inf:
    return q;
  case rounding::positive_inf:
    return q + 1;
  case rounding::symmetric_zero:
    return neg ? q + 1 : q;
  case rounding::symmetric_inf:
    return neg ? q : q + 1;
  case rounding::conv_even:
    return (q & 1) ? q + 1 : q;
  case rounding::conv_odd:
    return (q & 1) ? q : q + 1;
  default:
    return q;
  }
}

// `v` brought into `bits` bits (signed or not) by the saturation mode:
// clamped, clamped symmetrically, or its low bits kept.
inline __int128 fit_bits(__int128 v, unsigned bits, bool is_signed,
                         saturation s) {
  __int128 one = 1;
  __int128 lo = is_signed ? -(one << (bits - 1)) : 0;
  __int128 hi = is_signed ? (one << (bits - 1)) - 1 : (one << bits) - 1;
  if (s == saturation::none) {
    unsigned __int128 mask = (bits >= 128) ? ~(unsigned __int128)0
                                           : (((unsigned __int128)1 << bits) - 1);
    unsigned __int128 u = (unsigned __int128)v & mask;
    if (is_signed && bits < 128 && (u >> (bits - 1)) & 1)
      return (__int128)u - ((__int128)1 << bits);
    return (__int128)u;
  }
  if (s == saturation::symmetric && is_signed)
    lo = -hi;
  return v < lo ? lo : v > hi ? hi : v;
}

// Shift-round-saturate of an integer accumulator lane to element type T.
template <typename T> T srs(__int128 v, int shift) {
  auto &st = state();
  __int128 r = round_shift(v, shift, st.rnd);
  __int128 f = fit_bits(r, type_bits<T>(), is_signed_elem<T>(), st.sat);
  if constexpr (is_int4_v<T>)
    return T(int(f));
  else
    return T(f);
}

// An accumulator lane of `bits` bits after an operation: two's complement,
// the high bits dropped (accumulation wraps; only conversions saturate).
inline int64_t acc_fit(__int128 v, unsigned bits) {
  if (bits == 32)
    return int64_t(int32_t(uint32_t(uint64_t(v))));
  return int64_t(uint64_t(v));
}

// float to integer element: the AIE API's float-to-fixed conversions round
// to nearest even and saturate (the API's conversion table).
template <typename T> T float_to_int(float f, int shift) {
  double d = std::ldexp(double(f), shift);
  if (std::isnan(d))
    return T(0);
  const double lim = std::ldexp(1.0, 100);
  if (d > lim)
    d = lim;
  if (d < -lim)
    d = -lim;
  // Exact in a scaled integer: doubles carry 53 bits, enough for float.
  int e;
  std::frexp(d, &e);
  int frac = 60 - (e > 0 ? e : 0);
  if (frac < 0)
    frac = 0;
  __int128 scaled = (__int128)std::ldexp(d, frac);
  __int128 r = round_shift(scaled, frac, rounding::conv_even);
  __int128 v =
      fit_bits(r, type_bits<T>(), is_signed_elem<T>(), saturation::saturate);
  if constexpr (is_int4_v<T>)
    return T(int(v));
  else
    return T(v);
}

} // namespace aiesim
