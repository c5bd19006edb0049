// Tests of aiec's host AIE API and intrinsics: each group checked element
// by element against a scalar reference written here, on random inputs
// (fixed seed) and on the corner cases (type limits, rounding ties,
// negative shifts, bfloat16 NaN, infinity and denormals).
// Built and run by runtime-sim/tests/aie_api.rs; prints
// "N passed, M failed" and exits non-zero on a failure.
#include <aie_api/aie.hpp>
#include <aie_api/operators.hpp>

#include <cmath>
#include <cstdio>
#include <random>

static unsigned passed, failed;
static std::mt19937_64 rng(0x5eed);

#define CHECK(cond, ...)                                                       \
  do {                                                                         \
    if (cond) {                                                                \
      ++passed;                                                                \
    } else {                                                                   \
      ++failed;                                                                \
      if (failed < 40) {                                                       \
        std::printf("FAIL %s:%d: ", __FILE__, __LINE__);                       \
        std::printf(__VA_ARGS__);                                              \
        std::printf("\n");                                                     \
      }                                                                        \
    }                                                                          \
  } while (0)

template <typename T> T rnd() {
  if constexpr (std::is_same_v<T, bfloat16>)
    return bfloat16(std::uniform_real_distribution<float>(-8.f, 8.f)(rng));
  else if constexpr (std::is_same_v<T, float>)
    return std::uniform_real_distribution<float>(-8.f, 8.f)(rng);
  else
    return T(int64_t(rng()));
}
template <typename T, unsigned N> aie::vector<T, N> rvec() {
  aie::vector<T, N> v;
  for (unsigned i = 0; i < N; ++i)
    v[i] = rnd<T>();
  return v;
}

// ----------------------------------------------------------------- bfloat16
static uint16_t bf16_ref(float f) {
  // Round to nearest even, by hand: the 16 bits dropped against half.
  uint32_t u;
  std::memcpy(&u, &f, 4);
  if (std::isnan(f))
    return uint16_t((u >> 16) | 0x40);
  uint32_t hi = u >> 16, lo = u & 0xffff;
  if (lo > 0x8000 || (lo == 0x8000 && (hi & 1)))
    ++hi;
  return uint16_t(hi);
}
static float from_bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
static void test_bfloat16() {
  // Ties: even stays, odd rounds up; just above a tie rounds up.
  CHECK(bfloat16(from_bits(0x3f808000)).bits == 0x3f80, "tie to even (down)");
  CHECK(bfloat16(from_bits(0x3f818000)).bits == 0x3f82, "tie to even (up)");
  CHECK(bfloat16(from_bits(0x3f808001)).bits == 0x3f81, "above a tie");
  CHECK(bfloat16(from_bits(0x7f7fffff)).bits == 0x7f80, "overflow to inf");
  CHECK(bfloat16(INFINITY).bits == 0x7f80 && bfloat16(-INFINITY).bits == 0xff80,
        "infinities");
  bfloat16 n = bfloat16(NAN);
  CHECK(std::isnan(float(n)) && (n.bits & 0x40), "NaN stays a quiet NaN");
  CHECK(std::isnan(float(bfloat16(from_bits(0x7f800001)))),
        "a signalling NaN whose payload is below bit 16 stays NaN");
  CHECK(bfloat16(from_bits(0x00010000)).bits == 0x0001, "denormal kept");
  CHECK(bfloat16(from_bits(0x80008000)).bits == 0x8000, "-0 tie");
  for (int i = 0; i < 20000; ++i) {
    float f = from_bits(uint32_t(rng()));
    CHECK(std::isnan(f) ? std::isnan(float(bfloat16(f)))
                        : bfloat16(f).bits == bf16_ref(f),
          "bf16(%a)", double(f));
  }
  CHECK(float(std::numeric_limits<bfloat16>::lowest()) == -from_bits(0x7f7f0000),
        "lowest");
}

// --------------------------------------------------- shift-round-saturate
// Reference: the exact quotient v / 2^s as long double, rounded by mode.
static long double round_ref(long double q, aie::rounding_mode m) {
  long double f = std::floor(q), frac = q - f;
  using R = aie::rounding_mode;
  switch (m) {
  case R::floor:
    return f;
  case R::ceil:
    return std::ceil(q);
  case R::symmetric_floor:
    return std::trunc(q);
  case R::symmetric_ceil:
    return q < 0 ? std::floor(q) : std::ceil(q);
  default:
    break;
  }
  if (frac != 0.5L)
    return std::floor(q + 0.5L);
  switch (m) {
  case R::negative_inf:
    return f;
  case R::positive_inf:
    return f + 1;
  case R::symmetric_zero:
    return q < 0 ? f + 1 : f;
  case R::symmetric_inf:
    return q < 0 ? f : f + 1;
  case R::conv_even:
    return std::fmod(f, 2.0L) == 0 ? f : f + 1;
  case R::conv_odd:
    return std::fmod(f, 2.0L) != 0 ? f : f + 1;
  default:
    return f;
  }
}
template <typename T>
static long double saturate_ref(long double r, aie::saturation_mode s) {
  long double lo = (long double)std::numeric_limits<T>::min();
  long double hi = (long double)std::numeric_limits<T>::max();
  if (s == aie::saturation_mode::none) {
    long double span = hi - lo + 1;
    long double w = std::fmod(r - lo, span);
    if (w < 0)
      w += span;
    return w + lo;
  }
  if (s == aie::saturation_mode::symmetric && std::is_signed_v<T>)
    lo = -hi;
  return r < lo ? lo : r > hi ? hi : r;
}
template <typename T, typename Tag> static void test_srs_for() {
  using R = aie::rounding_mode;
  const R modes[] = {R::floor,        R::ceil,          R::symmetric_floor,
                     R::symmetric_ceil, R::negative_inf, R::positive_inf,
                     R::symmetric_zero, R::symmetric_inf, R::conv_even,
                     R::conv_odd};
  const aie::saturation_mode sats[] = {aie::saturation_mode::none,
                                       aie::saturation_mode::saturate,
                                       aie::saturation_mode::symmetric};
  constexpr unsigned N = 16;
  constexpr int64_t span = aie::accum<Tag, N>::accum_bits() == 32 ? (1ll << 30) : (1ll << 44);
  for (auto m : modes)
    for (auto s : sats) {
      aie::scoped_mode rm(m);
      aie::scoped_mode sm(s);
      for (int shift : {0, 1, 2, 3, 7, 12, -1, -3}) {
        aie::vector<int32_t, N> v;
        for (unsigned i = 0; i < N; ++i) {
          int64_t x = int64_t(rng() % uint64_t(2 * span)) - span;
          if (i < 4 && shift > 0) // exact ties, both signs
            x = ((x >> shift) << shift) + (int64_t(1) << (shift - 1)) * (i & 1 ? -1 : 1);
          if (i == 4)
            x = std::numeric_limits<T>::max();
          if (i == 5)
            x = std::numeric_limits<T>::min();
          v[i] = int32_t(std::clamp<int64_t>(x, INT32_MIN, INT32_MAX));
        }
        aie::accum<Tag, N> acc;
        acc.from_vector(v, 0);
        auto out = acc.template to_vector<T>(shift);
        for (unsigned i = 0; i < N; ++i) {
          long double q = std::ldexp((long double)v[i], -shift);
          long double want = saturate_ref<T>(round_ref(q, m), s);
          CHECK((long double)out[i] == want,
                "srs mode %u sat %u shift %d: %d -> %lld, want %.0Lf", unsigned(m),
                unsigned(s), shift, v[i], (long long)out[i], want);
        }
      }
    }
}
static void test_srs() {
  test_srs_for<int8_t, acc32>();
  test_srs_for<uint8_t, acc32>();
  test_srs_for<int16_t, acc32>();
  test_srs_for<int16_t, acc64>();
  test_srs_for<int32_t, acc64>();
  // The modes after reset: floor, no saturation (high bits dropped).
  CHECK(aie::get_rounding() == aie::rounding_mode::floor &&
            aie::get_saturation() == aie::saturation_mode::none,
        "scoped modes restore the reset modes");
  aie::accum<acc32, 16> a;
  a.from_vector(aie::broadcast<int16_t, 16>(-3), 0);
  CHECK(a.to_vector<int8_t>(1)[0] == -2, "floor of -1.5 is -2");
  a.from_vector(aie::broadcast<int16_t, 16>(300), 0);
  CHECK(a.to_vector<int8_t>(0)[3] == int8_t(300 - 256), "no saturation wraps");
  // from_vector with a shift moves up; to_vector with a negative shift too.
  a.from_vector(aie::broadcast<int16_t, 16>(5), 3);
  CHECK(a.to_vector<int16_t>(3)[0] == 5 && a.to_vector<int16_t>(-1)[0] == 80,
        "ups then srs");
}

// -------------------------------------------------------- element-wise
static void test_elementwise() {
  for (int rep = 0; rep < 200; ++rep) {
    auto a = rvec<int8_t, 64>(), b = rvec<int8_t, 64>();
    auto s = aie::add(a, b), d = aie::sub(a, b), mn = aie::min(a, b),
         mx = aie::max(a, b), ab = aie::abs(a), ng = aie::neg(a);
    auto lt = aie::lt(a, b), ge = aie::ge(a, b), eq = aie::eq(a, a);
    auto sel = aie::select(a, b, lt);
    auto sc = aie::add(a, int8_t(7));
    auto band = aie::bit_and(a, b), bxor = aie::bit_xor(a, b);
    for (unsigned i = 0; i < 64; ++i) {
      CHECK(s[i] == int8_t(a[i] + b[i]), "add wraps");
      CHECK(d[i] == int8_t(a[i] - b[i]), "sub wraps");
      CHECK(mn[i] == std::min(a[i], b[i]) && mx[i] == std::max(a[i], b[i]), "min/max");
      CHECK(ab[i] == int8_t(a[i] < 0 ? -a[i] : a[i]), "abs");
      CHECK(ng[i] == int8_t(-a[i]), "neg");
      CHECK(lt.test(i) == (a[i] < b[i]) && ge.test(i) == (a[i] >= b[i]) && eq.test(i),
            "compare");
      CHECK(sel[i] == (a[i] < b[i] ? b[i] : a[i]), "select picks the second where set");
      CHECK(sc[i] == int8_t(a[i] + 7), "vector + scalar");
      CHECK(band[i] == int8_t(a[i] & b[i]) && bxor[i] == int8_t(a[i] ^ b[i]), "bits");
    }
    auto fa = rvec<bfloat16, 16>(), fb = rvec<bfloat16, 16>();
    auto fs = aie::add(fa, fb);
    auto fm = aie::mul(fa, fb);
    for (unsigned i = 0; i < 16; ++i) {
      CHECK(fs[i].bits == bf16_ref(float(fa[i]) + float(fb[i])), "bf16 add rounds once");
      CHECK(fm.to_vector<float>()[i] == float(fa[i]) * float(fb[i]),
            "bf16 products are exact in accfloat");
    }
    using namespace aie::operators;
    auto o = a + b;
    CHECK(aie::equal(o, s), "operator+ is add");
  }
  // Unsigned limits and the element types' widths.
  auto u = aie::broadcast<uint8_t, 64>(250);
  CHECK(aie::add(u, uint8_t(10))[0] == 4, "uint8 wraps");
  auto i4 = aie::broadcast<int4_t, 64>(7);
  CHECK(int(aie::add(i4, int4_t(1))[0]) == -8, "int4 wraps");
  uint8_t packed[32];
  aie::store_v((int4_t *)packed, aie::broadcast<int4_t, 64>(-1));
  CHECK(packed[0] == 0xff && packed[31] == 0xff, "int4 stores two to a byte");
}

// ---------------------------------------------------- multiply-accumulate
static void test_mac() {
  for (int rep = 0; rep < 200; ++rep) {
    auto a = rvec<int8_t, 32>(), b = rvec<int8_t, 32>();
    auto acc = aie::mul(a, b);
    static_assert(std::is_same_v<decltype(acc), aie::accum<acc32, 32>>,
                  "int8 x int8 accumulates in acc32");
    acc = aie::mac(acc, a, int8_t(3));
    acc = aie::msc(acc, b, b);
    auto w = rvec<int32_t, 16>();
    auto h = rvec<int16_t, 16>();
    auto acc64v = aie::mac(aie::mul(w, h), w, h);
    static_assert(std::is_same_v<decltype(acc64v), aie::accum<acc64, 16>>,
                  "int32 x int16 accumulates in acc64");
    auto r = acc.to_vector<int32_t>(0);
    auto r64 = acc64v.to_vector<int32_t>(0);
    for (unsigned i = 0; i < 32; ++i) {
      int64_t want = int64_t(a[i]) * b[i] + int64_t(a[i]) * 3 - int64_t(b[i]) * b[i];
      CHECK(r[i] == int32_t(want), "mac/msc");
    }
    for (unsigned i = 0; i < 16; ++i) {
      __int128 want = (__int128)2 * w[i] * h[i];
      CHECK(r64[i] == int32_t(want), "acc64 keeps 64 bits; srs to int32 wraps");
    }
  }
  // A scalar factor keeps its own type: int16 weights times uint8 data
  // (aie::accumulate's weighted sums of pixels).
  auto px = rvec<uint8_t, 32>();
  aie::vector<int16_t, 16> wt(int16_t(9798), int16_t(-300));
  auto ws = aie::accumulate<32>(wt, 0, px, px);
  auto ms = aie::mul(int16_t(-1000), px);
  static_assert(std::is_same_v<decltype(ms), aie::accum<acc32, 32>>,
                "int16 x uint8 accumulates in acc32");
  for (unsigned i = 0; i < 32; ++i) {
    CHECK(ws.to_vector<int32_t>()[i] == 9498 * px[i], "accumulate: int16 weights");
    CHECK(ms.to_vector<int32_t>()[i] == -1000 * px[i], "int16 scalar x uint8 vector");
  }
  // acc32 wraps at 32 bits.
  aie::accum<acc32, 16> big;
  big.from_vector(aie::broadcast<int32_t, 16>(INT32_MAX));
  big = aie::add(big, aie::broadcast<int32_t, 16>(1));
  CHECK(big.to_vector<int32_t>()[0] == INT32_MIN, "acc32 wraps");
}

// ---------------------------------------------------------- mmul
template <unsigned M, unsigned K, unsigned N, typename TA, typename TB,
          typename TC>
static void test_mmul_int() {
  using MM = aie::mmul<M, K, N, TA, TB>;
  for (int rep = 0; rep < 50; ++rep) {
    auto a = rvec<TA, M * K>();
    auto b = rvec<TB, K * N>();
    MM m;
    m.mul(a, b);
    m.mac(a, b);
    auto c = m.template to_vector<TC>(0);
    for (unsigned i = 0; i < M; ++i)
      for (unsigned j = 0; j < N; ++j) {
        int64_t s = 0;
        for (unsigned k = 0; k < K; ++k)
          s += int64_t(a[i * K + k]) * b[k * N + j];
        // The accumulator wraps at its width (int16 x int16 is acc32).
        if (MM::accum_bits == 32)
          s = int64_t(int32_t(uint32_t(2 * s)));
        else
          s = 2 * s;
        long double want = saturate_ref<TC>((long double)s, aie::saturation_mode::none);
        CHECK((long double)c[i * N + j] == want, "mmul %ux%ux%u [%u][%u]", M, K, N, i, j);
      }
  }
}
static void test_mmul() {
  test_mmul_int<4, 8, 8, int8_t, int8_t, int16_t>();
  test_mmul_int<4, 8, 8, uint8_t, int8_t, int32_t>();
  test_mmul_int<4, 4, 4, int16_t, int16_t, int32_t>();
  test_mmul_int<4, 4, 8, int16_t, int16_t, int16_t>();
  test_mmul_int<8, 8, 8, int8_t, int8_t, int8_t>();
  // bfloat16: products exact, sums in float; within 2 bf16 ulp of exact.
  for (int rep = 0; rep < 50; ++rep) {
    auto a = rvec<bfloat16, 32>(), b = rvec<bfloat16, 32>();
    aie::mmul<4, 8, 4, bfloat16, bfloat16> m;
    m.mul(a, b);
    auto c = m.to_vector<bfloat16>();
    for (unsigned i = 0; i < 4; ++i)
      for (unsigned j = 0; j < 4; ++j) {
        double s = 0;
        for (unsigned k = 0; k < 8; ++k)
          s += double(float(a[i * 8 + k])) * double(float(b[k * 4 + j]));
        double got = float(c[i * 4 + j]);
        double ulp = std::ldexp(1.0, std::ilogb(s == 0 ? 1e-30 : s) - 7);
        CHECK(std::fabs(got - s) <= 2 * ulp + 1e-6, "bf16 mmul %g vs %g", got, s);
      }
  }
}

// ----------------------------------------------------------- reshaping
static void test_reshape() {
  auto v = rvec<int16_t, 32>(), w = rvec<int16_t, 32>();
  for (unsigned c : {1u, 2u, 4u}) {
    auto e = aie::filter_even(v, c), o = aie::filter_odd(v, c);
    for (unsigned i = 0; i < 16; ++i) {
      CHECK(e[i] == v[(i / c) * 2 * c + i % c], "filter_even %u", c);
      CHECK(o[i] == v[(i / c) * 2 * c + c + i % c], "filter_odd %u", c);
    }
    auto [z0, z1] = aie::interleave_zip(v, w, c);
    for (unsigned i = 0; i < 64; ++i) {
      unsigned blk = i / c, off = i % c;
      int16_t want = (blk & 1) ? w[(blk / 2) * c + off] : v[(blk / 2) * c + off];
      CHECK((i < 32 ? z0[i] : z1[i - 32]) == want, "interleave_zip %u", c);
    }
    auto [u0, u1] = aie::interleave_unzip(z0, z1, c);
    CHECK(aie::equal(u0, v) && aie::equal(u1, w), "unzip undoes zip (%u)", c);
  }
  auto fill = rvec<int16_t, 32>();
  auto up = aie::shuffle_up_fill(v, fill, 5), dn = aie::shuffle_down_fill(v, fill, 5);
  auto ur = aie::shuffle_up_replicate(v, 3), dr = aie::shuffle_down_replicate(v, 3);
  for (unsigned i = 0; i < 32; ++i) {
    CHECK(up[i] == (i >= 5 ? v[i - 5] : fill[i + 27]), "shuffle_up_fill");
    CHECK(dn[i] == (i + 5 < 32 ? v[i + 5] : fill[i - 27]), "shuffle_down_fill");
    CHECK(ur[i] == (i >= 3 ? v[i - 3] : v[0]), "shuffle_up_replicate");
    CHECK(dr[i] == (i + 3 < 32 ? v[i + 3] : v[31]), "shuffle_down_replicate");
  }
  auto t = aie::transpose(v, 4, 8);
  for (unsigned i = 0; i < 4; ++i)
    for (unsigned j = 0; j < 8; ++j)
      CHECK(t[j * 4 + i] == v[i * 8 + j], "transpose");
  CHECK(aie::equal((aie::detail::transpose<decltype(v)::value_type, 32>::run(v, 4, 8)), t),
        "detail::transpose");
  auto cat = aie::concat(v, w);
  CHECK(aie::equal(cat.extract<32>(1), w) && aie::equal(cat.extract<32>(0), v), "concat");
  auto ins = v;
  ins.insert(1, w.extract<16>(0));
  CHECK(ins[16] == w[0] && ins[0] == v[0], "insert");
  auto c32 = v.cast_to<int32_t>();
  CHECK(c32[0] == int32_t(uint16_t(v[0]) | (uint32_t(uint16_t(v[1])) << 16)), "cast_to");
  CHECK(aie::reduce_add(v) == [&] {
    int16_t s = 0;
    for (unsigned i = 0; i < 32; ++i)
      s = int16_t(s + v[i]);
    return s;
  }(), "reduce_add wraps like the elements");
  CHECK(aie::reduce_max(v) == *std::max_element(v.begin(), v.end()) &&
            aie::reduce_min(v) == *std::min_element(v.begin(), v.end()),
        "reduce_min/max");
}

// ------------------------------------------------------------- intrinsics
static void test_intrinsics() {
  auto v = rvec<int32_t, 16>();
  // The reduction mlir-aie's reduce_add kernel does with shift_bytes.
  v16int32 x = v;
  for (unsigned s = 32; s >= 4; s /= 2)
    x = add(x, shift_bytes(x, x, s));
  int32_t sum = 0;
  for (unsigned i = 0; i < 16; ++i)
    sum = int32_t(uint32_t(sum) + uint32_t(v[i]));
  CHECK(ext_elem(x, 0) == sum, "shift_bytes reduction");
  v16acc64 acc = lups(v, 4);
  CHECK(aie::equal(lsrs(acc, 4, 1), v), "lups then lsrs");
  CHECK(upd_elem(v, 3, 99)[3] == 99, "upd_elem");
  // T8_2x64_lo on (a, a): each byte twice.
  auto g = rvec<uint8_t, 64>();
  auto z = shuffle(g, g, T8_2x64_lo);
  for (unsigned i = 0; i < 64; ++i)
    CHECK(z[i] == g[i / 2], "T8_2x64_lo");
  auto h = shuffle(g, g, T8_2x64_hi);
  CHECK(h[0] == g[32] && h[63] == g[63], "T8_2x64_hi");
  // mac_8x8_8x8T: C += A * transpose(B).
  auto a = rvec<int8_t, 64>(), b = rvec<int8_t, 64>();
  auto c = mac_8x8_8x8T(a, b, v64acc32());
  for (unsigned i = 0; i < 8; ++i)
    for (unsigned j = 0; j < 8; ++j) {
      int64_t s = 0;
      for (unsigned k = 0; k < 8; ++k)
        s += int64_t(a[i * 8 + k]) * b[j * 8 + k];
      CHECK(c.a[i * 8 + j] == s, "mac_8x8_8x8T");
    }
  auto e = mul_elem_16_2(rvec<int16_t, 32>(), rvec<int16_t, 32>());
  static_assert(std::is_same_v<decltype(e), aie::accum<acc32, 16>>, "mul_elem_16_2 lanes");
  CHECK(to_v16bfloat16(ups_to_v16accfloat(aie::broadcast<bfloat16, 16>(1.5f)))[0] ==
            bfloat16(1.5f),
        "to_v16bfloat16");
  {
    aie::scoped_mode s(aie::saturation_mode::none);
    set_sat();
    CHECK(aie::get_saturation() == aie::saturation_mode::saturate, "set_sat");
  }
  CHECK(aie::get_saturation() == aie::saturation_mode::none, "scoped_mode restores");
}

// --------------------------------------------------- block floating point
static void test_bfp() {
  float in[64];
  for (unsigned i = 0; i < 64; ++i)
    in[i] = std::ldexp(float(int(rng() % 255) - 127), int(rng() % 5) - 8);
  auto bv = aie::block_vector<bfp16ebs8, 64>::from_floats(in);
  uint8_t mem[72];
  bv.to_memory(mem);
  for (unsigned k = 0; k < 8; ++k) {
    int maxe = 0;
    for (unsigned j = 0; j < 8; ++j) {
      uint32_t u;
      std::memcpy(&u, &in[k * 8 + j], 4);
      maxe = std::max(maxe, int((u >> 23) & 0xff));
    }
    CHECK(mem[k * 9] == maxe, "the block's exponent is its largest");
    for (unsigned j = 0; j < 8; ++j) {
      float got = std::ldexp(float(int8_t(mem[k * 9 + 1 + j])), maxe - 127 - 6);
      float step = std::ldexp(1.f, maxe - 127 - 6);
      CHECK(got <= in[k * 8 + j] && in[k * 8 + j] - got < step,
            "mantissas truncate toward -inf: %g of %g", got, in[k * 8 + j]);
    }
  }
  auto back = aie::block_vector<bfp16ebs8, 64>::from_memory(mem);
  CHECK(back.get(5) == bv.get(5), "block memory layout round-trips");
}

// ------------------------------------------------------- lookup tables
static void test_lut() {
  // 64 uint16 values, laid out for 4 parallel accesses: each 128-bit bank
  // of 8 values stored twice in a row.
  uint16_t values[64], ab[128];
  for (unsigned i = 0; i < 64; ++i)
    values[i] = uint16_t(rng());
  for (unsigned i = 0; i < 64; ++i) {
    unsigned at = (i / 8) * 16 + i % 8;
    ab[at] = ab[at + 8] = values[i];
  }
  aie::lut<4, uint16_t> table(64, ab, ab);
  aie::parallel_lookup<uint8_t, aie::lut<4, uint16_t>, aie::lut_oor_policy::truncate>
      look(table, 1);
  auto idx = rvec<uint8_t, 32>();
  auto got = look.fetch(idx);
  for (unsigned i = 0; i < 32; ++i)
    CHECK(got[i] == values[(idx[i] >> 1) % 64], "parallel_lookup");
  aie::parallel_lookup<uint8_t, aie::lut<4, uint16_t>> sat(table, 0);
  auto s = sat.fetch(aie::broadcast<uint8_t, 32>(200));
  CHECK(s[0] == values[63], "out of range saturates");
  // linear_approx, int16: slope/offset pairs.
  int16_t pairs[2 * 16 * 2];
  int16_t slope[16], off[16];
  for (unsigned i = 0; i < 16; ++i) {
    slope[i] = int16_t(rng() % 200) - 100;
    off[i] = int16_t(rng() % 2000) - 1000;
    unsigned at = (i / 4) * 8 + i % 4;
    for (unsigned copy : {0u, 4u}) {
      pairs[2 * (at + copy)] = slope[i];
      pairs[2 * (at + copy) + 1] = off[i];
    }
  }
  aie::lut<4, int16_t, int16_t> lt(16, pairs, pairs);
  aie::linear_approx<int16_t, aie::lut<4, int16_t, int16_t>> la(lt, 4, 0, 2);
  aie::vector<int16_t, 16> in;
  for (unsigned i = 0; i < 16; ++i)
    in[i] = int16_t(rng() % 256);
  auto out = la.compute(in).to_vector<int32_t>();
  for (unsigned i = 0; i < 16; ++i) {
    unsigned k = unsigned(in[i]) >> 4;
    CHECK(out[i] == slope[k] * (in[i] & 15) + (off[k] << 2), "linear_approx");
  }
}

// ------------------------------------------------ elementary functions
static bool within_bf16(float got, double want, double ulps) {
  if (std::isinf(want))
    return std::isinf(got);
  double ulp = std::ldexp(1.0, std::ilogb(want == 0 ? 1e-30 : want) - 7);
  return std::fabs(double(got) - want) <= ulps * ulp;
}
static void test_elementary() {
  auto x = rvec<float, 16>();
  auto e = aie::exp2<bfloat16>(x), t = aie::tanh<bfloat16>(x);
  auto iv = aie::inv(aie::abs(x)), is = aie::invsqrt(aie::abs(x));
  for (unsigned i = 0; i < 16; ++i) {
    CHECK(within_bf16(e[i], std::exp2(double(x[i])), 2), "exp2");
    CHECK(within_bf16(t[i], std::tanh(double(x[i])), 2), "tanh");
    CHECK(std::fabs(iv[i] - 1.0 / std::fabs(x[i])) <= 1e-6 / std::fabs(x[i]), "inv");
    CHECK(std::fabs(is[i] - 1.0 / std::sqrt(std::fabs(x[i]))) <= 1e-5, "invsqrt");
  }
  // exp2 to bfloat16 reads its input to 2^-11, the bits below dropped (the
  // AIE-ML v2 intrinsics guide, exp2): 2^(11.75/2048) = 1.00398... rounds
  // up to 1.0078125 but 2^(11/2048) down to 1; 2^(-17.5/2048) is
  // 2^(-17/2048) = 0.99628..., which rounds to 0.99609375, not 0.9921875.
  aie::vector<float, 16> q;
  for (unsigned i = 0; i < 16; ++i)
    q[i] = (i % 2 ? -17.5f : 11.75f) / 2048;
  auto eq = aie::exp2<bfloat16>(q);
  for (unsigned i = 0; i < 16; ++i)
    CHECK(float(eq[i]) == (i % 2 ? 0.99609375f : 1.0f), "exp2 drops input bits below 2^-11");
  CHECK(aie::to_fixed<int8_t>(200.0f) == 127 && aie::to_fixed<int8_t>(2.5f) == 2 &&
            aie::to_fixed<int8_t>(3.5f) == 4 && aie::to_fixed<int16_t>(1.25f, 2) == 5,
        "to_fixed rounds to even and saturates");
  CHECK(aie::to_float(5, 1) == 2.5f, "to_float");
}

// ----------------------------------------------------------- iterators
static void test_iterators() {
  int32_t buf[64];
  for (int i = 0; i < 64; ++i)
    buf[i] = i;
  auto it = aie::begin_restrict_vector<16>(buf);
  auto v = *it++;
  *it++ = aie::add(v, 100);
  CHECK(buf[16] == 100 && buf[31] == 115 && buf[32] == 32, "vector iterator");
  auto c = aie::begin_vector_circular<16>(buf, 48);
  c += 3;
  CHECK((*c)[0] == buf[0], "circular iterator wraps");
  int32_t out[16];
  aie::store_v(out, aie::load_unaligned_v<16>(buf + 3));
  CHECK(out[0] == 3 && out[15] == buf[18], "unaligned load");
}

// ------------------------------------------------------ memory and bits
static void test_memory_and_bits() {
  int8_t b8[64], o8[64];
  for (auto &x : b8)
    x = int8_t(rng());
  aie::store_v(o8, aie::load_v<64>(b8));
  CHECK(std::memcmp(b8, o8, 64) == 0, "load_v/store_v of int8");
  bfloat16 bb[32], ob[32];
  for (auto &x : bb)
    x = rnd<bfloat16>();
  aie::store_v(ob, aie::load_v<32>(bb));
  bool same = true;
  for (unsigned i = 0; i < 32; ++i)
    same &= bb[i].bits == ob[i].bits;
  CHECK(same, "load_v/store_v of bfloat16");
  auto z = aie::zeros<int32_t, 16>();
  CHECK(aie::equal(z, aie::broadcast<int32_t, 16>(0)), "zeros");
  auto a = rvec<int16_t, 32>(), b = rvec<int16_t, 32>();
  auto o = aie::bit_or(a, b), an = aie::bit_and(a, b), x = aie::bit_xor(a, b),
       n = aie::bit_not(a), r = aie::reverse(a);
  for (unsigned i = 0; i < 32; ++i) {
    CHECK(o[i] == int16_t(a[i] | b[i]), "bit_or");
    CHECK(an[i] == int16_t(a[i] & b[i]), "bit_and");
    CHECK(x[i] == int16_t(a[i] ^ b[i]), "bit_xor");
    CHECK(n[i] == int16_t(~a[i]), "bit_not");
    CHECK(r[i] == a[31 - i], "reverse");
  }
  for (unsigned s : {0u, 1u, 7u, 15u}) {
    auto up = aie::upshift(a, s), dn = aie::downshift(a, s),
         ld = aie::logical_downshift(a, s);
    for (unsigned i = 0; i < 32; ++i) {
      CHECK(up[i] == int16_t(uint16_t(uint16_t(a[i]) << s)), "upshift %u", s);
      CHECK(dn[i] == int16_t(a[i] >> s), "downshift %u (arithmetic)", s);
      CHECK(ld[i] == int16_t(uint16_t(a[i]) >> s), "logical_downshift %u", s);
    }
  }
}

// ------------------------------------ products: negmul, squares, windows
static void test_products() {
  auto a = rvec<int16_t, 32>(), b = rvec<int16_t, 32>();
  auto nm = aie::negmul(a, b).to_vector<int32_t>(0);
  auto sq = aie::mul_square(a).to_vector<int32_t>(0);
  aie::accum<acc32, 32> acc;
  acc.from_vector(rvec<int16_t, 32>(), 0);
  auto base = acc.to_vector<int32_t>(0);
  auto ms = aie::msc(acc, a, b).to_vector<int32_t>(0);
  for (unsigned i = 0; i < 32; ++i) {
    int64_t p = int64_t(a[i]) * b[i];
    CHECK(nm[i] == int32_t(-p), "negmul");
    CHECK(sq[i] == int32_t(int64_t(a[i]) * a[i]), "mul_square");
    CHECK(ms[i] == int32_t(uint32_t(base[i]) - uint32_t(p)), "msc");
  }
  // mac_elem_16_2: lane i adds a[2i] b[2i] + a[2i+1] b[2i+1].
  aie::accum<acc32, 16> start;
  start.from_vector(rvec<int16_t, 16>(), 0);
  auto s0 = start.to_vector<int32_t>(0);
  auto me = mac_elem_16_2(a, b, start).to_vector<int32_t>(0);
  for (unsigned i = 0; i < 16; ++i) {
    int64_t want = int64_t(s0[i]) + int64_t(a[2 * i]) * b[2 * i] +
                   int64_t(a[2 * i + 1]) * b[2 * i + 1];
    CHECK(me[i] == int32_t(want), "mac_elem_16_2");
  }
  // sliding_mul_ops, as its documentation states it: out[l] = sum over p of
  // coeff[cs + p CS] data[ds + l DSY + p DSX], indices wrapping.
  auto coeff = rvec<int16_t, 16>();
  auto data = rvec<int16_t, 32>();
  using W = aie::sliding_mul_ops<8, 4, 1, 2, 2, int16_t, int16_t>;
  auto sm = W::mul(coeff, 3, data, 5).to_vector<int32_t>(0);
  for (unsigned l = 0; l < 8; ++l) {
    int64_t want = 0;
    for (unsigned p = 0; p < 4; ++p)
      want += int64_t(coeff[(3 + p) % 16]) * data[(5 + 2 * l + 2 * p) % 32];
    CHECK(sm[l] == int32_t(want), "sliding_mul lane %u", l);
  }
}

// ----------------------------------------- intrinsics: vector parts
static void test_intrinsic_parts() {
  CHECK(ext_elem(upd_elem(undef_v32int32(), 0, 14), 0) == 14, "undef_v32int32");
  CHECK(broadcast_to_v64uint8(200)[63] == 200 && broadcast_one_to_v8float()[7] == 1.0f,
        "broadcast_to_v64uint8, broadcast_one_to_v8float");
  v16int32 seven = broadcast_to_v16int32(7);
  CHECK(aie::equal(seven, aie::broadcast<int32_t, 16>(7)), "broadcast_to_v16int32");
  v32int32 w = rvec<int32_t, 32>();
  v8int32 e = extract_v8int32(w, 2);
  v16int32 hi = extract_v16int32(w, 1);
  v16int32 s = set_v16int32(1, e);
  v16int32 u = upd_v16int32(seven, 0, e);
  v8int32 f = rvec<int32_t, 8>();
  v16int32 c = concat(e, f);
  for (unsigned i = 0; i < 8; ++i) {
    CHECK(e[i] == w[16 + i], "extract_v8int32");
    CHECK(s[8 + i] == e[i], "set_v16int32");
    CHECK(u[i] == e[i] && u[8 + i] == 7, "upd_v16int32");
    CHECK(c[i] == e[i] && c[8 + i] == f[i], "concat");
  }
  for (unsigned i = 0; i < 16; ++i)
    CHECK(hi[i] == w[16 + i], "extract_v16int32");
  // mul_4x8_8x8: A (4 x 8) times B (8 x 8), both row-major, int8.
  auto ma = rvec<int8_t, 32>();
  auto mb = rvec<int8_t, 64>();
  auto mc = mul_4x8_8x8(ma, mb).to_vector<int32_t>(0);
  for (unsigned i = 0; i < 4; ++i)
    for (unsigned j = 0; j < 8; ++j) {
      int32_t want = 0;
      for (unsigned k = 0; k < 8; ++k)
        want += int32_t(ma[i * 8 + k]) * mb[k * 8 + j];
      CHECK(mc[i * 8 + j] == want, "mul_4x8_8x8");
    }
}

// ----------------------------------- elementary: sqrt, sin, cos, div
static void test_elementary_more() {
  auto x = rvec<float, 16>(), y = rvec<float, 16>();
  auto ax = aie::abs(x);
  auto r = aie::sqrt(ax), sn = aie::sin(x), cs = aie::cos(x), q = aie::div(x, y);
  for (unsigned i = 0; i < 16; ++i) {
    CHECK(r[i] == std::sqrt(ax[i]), "sqrt");
    CHECK(std::fabs(sn[i] - std::sin(double(x[i]))) <= 1e-6, "sin");
    CHECK(std::fabs(cs[i] - std::cos(double(x[i]))) <= 1e-6, "cos");
    CHECK(q[i] == x[i] / y[i], "div");
  }
}

// ------------------------------------------------------------------ masks
static void test_masks() {
  auto a = rvec<int32_t, 64>(), b = rvec<int32_t, 64>();
  auto m = aie::lt(a, b);
  unsigned want = 0;
  uint64_t bits = 0;
  for (unsigned i = 0; i < 64; ++i)
    if (a[i] < b[i]) {
      ++want;
      bits |= uint64_t(1) << i;
    }
  CHECK(m.count() == want && m.to_uint64() == bits, "lt mask and its count");
  CHECK(m.to_uint32(0) == uint32_t(bits) && m.to_uint32(1) == uint32_t(bits >> 32),
        "to_uint32 halves");
  auto f = aie::mask<64>::from_uint32(uint32_t(bits), uint32_t(bits >> 32));
  CHECK(f.to_uint64() == bits, "from_uint32");
  CHECK((~m).to_uint64() == ~bits && (m & ~m).empty() && (m | ~m).full(),
        "mask not, and, or");
  CHECK((m << 3).to_uint64() == bits << 3 && (m >> 5).to_uint64() == bits >> 5,
        "mask shifts");
  auto one = aie::mask<16>::from_uint32(0x0100);
  CHECK(one.test(8) && !one.test(7) && one.clz() == 7, "test, clz");
}

// ------------------------------------------------ modes and the tile
static void test_modes() {
  aie::vector<int32_t, 16> v;
  for (unsigned i = 0; i < 16; ++i)
    v[i] = int32_t(2 * i + 1) * (i % 2 ? -1 : 1); // odd: halves are ties
  aie::accum<acc64, 16> acc;
  acc.from_vector(v, 0);
  aie::set_rounding(aie::rounding_mode::conv_even);
  CHECK(aie::tile::current().get_rounding() == aie::rounding_mode::conv_even,
        "set_rounding is the tile's");
  auto h = acc.to_vector<int32_t>(1);
  for (unsigned i = 0; i < 16; ++i) {
    // v / 2 rounded to even: the nearest even of the two neighbours.
    int32_t lo = int32_t(std::floor(v[i] / 2.0)), want = lo % 2 == 0 ? lo : lo + 1;
    CHECK(h[i] == want, "conv_even tie %d", v[i]);
  }
  aie::accum<acc32, 16> big;
  big.from_vector(aie::broadcast<int32_t, 16>(300), 0);
  aie::tile::current().set_saturation(aie::saturation_mode::saturate);
  CHECK(big.to_vector<int8_t>(0)[0] == 127, "saturate at int8");
  aie::set_saturation(aie::saturation_mode::none);
  CHECK(big.to_vector<int8_t>(0)[0] == int8_t(300 & 0xff), "no saturation wraps");
  aie::set_rounding(aie::rounding_mode::floor);
}

int main() {
  test_bfloat16();
  test_srs();
  test_elementwise();
  test_mac();
  test_mmul();
  test_reshape();
  test_intrinsics();
  test_bfp();
  test_lut();
  test_elementary();
  test_iterators();
  test_memory_and_bits();
  test_products();
  test_intrinsic_parts();
  test_elementary_more();
  test_masks();
  test_modes();
  std::printf("%u passed, %u failed\n", passed, failed);
  return failed ? 1 : 0;
}
