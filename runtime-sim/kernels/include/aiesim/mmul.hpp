// aiesim: aie::mmul (blocked matrix multiplication) and the block floating
// point vectors of XDNA2 (bfp16ebs8, bfp16ebs16).
#pragma once

#include "ops.hpp"

namespace aiesim {
// The weight of one MAC of a TA x TB matrix multiplication (aiesim/work.hpp):
// the product of the operands' bits (8b x 8b: 64); bfloat16 x bfloat16 as
// 16b x 8b (AIE-ML multiplies as many of each a cycle), float as 32b x 16b.
template <typename TA, typename TB> constexpr unsigned long long mac_weight() {
  if constexpr (is_float_v<TA> && is_float_v<TB>)
    return type_bits<TA>() == 16 && type_bits<TB>() == 16 ? 16 * 8 : 32 * 16;
  else
    return (unsigned long long)type_bits<TA>() * type_bits<TB>();
}
} // namespace aiesim

namespace aie {

// ------------------------------------------------------------ block vectors
// Blocks of B signed 8-bit mantissas sharing an 8-bit biased exponent; in
// memory one exponent byte, then the B mantissas. An element's value is
// mantissa * 2^(exponent - 127 - 6).
template <typename T, unsigned N> class block_vector {
  static_assert(std::is_same_v<T, bfp16ebs8> || std::is_same_v<T, bfp16ebs16>,
                "aie::block_vector: bfp16ebs8 or bfp16ebs16");

public:
  static constexpr unsigned block_size() {
    return std::is_same_v<T, bfp16ebs8> ? 8 : 16;
  }
  static constexpr unsigned blocks() { return N / block_size(); }
  static constexpr unsigned size() { return N; }
  static constexpr unsigned mantissa_bits() { return 8; }
  static constexpr unsigned exponent_bits() { return 8; }
  static constexpr unsigned memory_bytes() { return blocks() * (block_size() + 1); }
  static constexpr unsigned bytes() { return memory_bytes(); }
  static constexpr unsigned bits() { return memory_bytes() * 8; }
  using value_type = T;
  static_assert(N % block_size() == 0, "block_vector: whole blocks");

  uint8_t exp[N / (std::is_same_v<T, bfp16ebs8> ? 8 : 16)]{};
  int8_t mant[N]{};

  float get(unsigned i) const {
    return std::ldexp(float(mant[i]), int(exp[i / block_size()]) - 127 - 6);
  }
  void to_memory(void *p) const {
    auto *b = static_cast<uint8_t *>(p);
    for (unsigned k = 0; k < blocks(); ++k) {
      b[k * (block_size() + 1)] = exp[k];
      std::memcpy(b + k * (block_size() + 1) + 1, mant + k * block_size(),
                  block_size());
    }
  }
  static block_vector from_memory(const void *p) {
    block_vector r;
    auto *b = static_cast<const uint8_t *>(p);
    for (unsigned k = 0; k < blocks(); ++k) {
      r.exp[k] = b[k * (block_size() + 1)];
      std::memcpy(r.mant + k * block_size(), b + k * (block_size() + 1) + 1,
                  block_size());
    }
    return r;
  }
  // float values to blocks: the largest exponent of each block is shared,
  // every mantissa shifted to it with the low bits dropped (as XDNA2's
  // conversion does).
  template <typename F> static block_vector from_floats(const F *v) {
    block_vector r;
    for (unsigned k = 0; k < blocks(); ++k) {
      int maxe = 0;
      for (unsigned j = 0; j < block_size(); ++j) {
        uint32_t u = aiesim::float_bits(float(v[k * block_size() + j]));
        int e = int((u >> 23) & 0xff);
        maxe = e > maxe ? e : maxe;
      }
      r.exp[k] = uint8_t(maxe);
      for (unsigned j = 0; j < block_size(); ++j) {
        uint32_t u = aiesim::float_bits(float(v[k * block_size() + j]));
        int e = int((u >> 23) & 0xff);
        int64_t m = (u & 0x7fffff) | (e ? 0x800000 : 0);
        if (u >> 31)
          m = -m;
        int sh = 17 + (maxe - e);
        int64_t q = sh >= 63 ? (m < 0 ? -1 : 0) : (m >> sh);
        r.mant[k * block_size() + j] = int8_t(q < -128 ? -128 : q > 127 ? 127 : q);
      }
    }
    return r;
  }
};

template <typename T, unsigned N, typename Tag>
  requires(std::is_same_v<T, bfp16ebs8> || std::is_same_v<T, bfp16ebs16>)
block_vector<T, N> to_block(const accum<Tag, N> &acc) {
  static_assert(accum<Tag, N>::value_class() == aiesim::AccClass::FP,
                "block vectors convert from float accumulators");
  return block_vector<T, N>::from_floats(acc.a);
}

// Streams of block vectors over memory (the API's buffer streams).
template <typename T, unsigned N> class block_vector_input_buffer_stream {
  const uint8_t *p;

public:
  using vector_type = block_vector<T, N>;
  template <typename P>
  explicit block_vector_input_buffer_stream(const P *ptr)
      : p(reinterpret_cast<const uint8_t *>(ptr)) {}
  vector_type pop() {
    auto v = vector_type::from_memory(p);
    p += vector_type::memory_bytes();
    return v;
  }
  // Moves by n block vectors.
  void seek(int n) { p += n * int(vector_type::memory_bytes()); }
  vector_type pop_seek(int n) {
    auto v = pop();
    seek(n);
    return v;
  }
  block_vector_input_buffer_stream &operator>>(vector_type &v) {
    v = pop();
    return *this;
  }
};
template <typename T, unsigned N> class block_vector_output_buffer_stream {
  uint8_t *p;

public:
  using vector_type = block_vector<T, N>;
  template <typename P>
  explicit block_vector_output_buffer_stream(P *ptr)
      : p(reinterpret_cast<uint8_t *>(ptr)) {}
  void push(const vector_type &v) {
    v.to_memory(p);
    p += vector_type::memory_bytes();
  }
  void seek(int n) { p += n * int(vector_type::memory_bytes()); }
  block_vector_output_buffer_stream &operator<<(const vector_type &v) {
    push(v);
    return *this;
  }
};

namespace detail {
template <typename T> struct is_block : std::false_type {};
template <> struct is_block<bfp16ebs8> : std::true_type {};
template <> struct is_block<bfp16ebs16> : std::true_type {};
template <typename TA, typename TB, typename Tag> auto mmul_tag() {
  if constexpr (is_block<TA>::value || is_block<TB>::value)
    return accfloat{};
  else if constexpr (std::is_same_v<Tag, accauto>)
    return default_acc<TA, TB>();
  else
    return Tag{};
}
template <typename X> float value_at(const X &x, unsigned i) {
  return float(x.get(i));
}
} // namespace detail

// ------------------------------------------------------------------- mmul
// C (M x N) = A (M x K) * B (K x N), every block row-major. Float products
// are summed in float, k in order; integer ones exactly, then wrapped to the
// accumulator's width.
template <unsigned M_, unsigned K_, unsigned N_, typename TA, typename TB = TA,
          typename Tag = accauto>
struct mmul {
  static constexpr unsigned M = M_, K = K_, N = N_;
  static constexpr unsigned size_A = M * K, size_B = K * N, size_C = M * N;
  static constexpr unsigned size() { return size_C; }
  using accum_tag = decltype(detail::mmul_tag<TA, TB, Tag>());
  using accum_type = accum<accum_tag, size_C>;
  static constexpr unsigned accum_bits = accum_type::accum_bits();
  accum_type c;

  mmul() = default;
  explicit mmul(bool to_zero) {
    (void)to_zero;
    c = accum_type();
  }
  mmul(const accum_type &acc) : c(acc) {}
  template <typename T>
  mmul(const vector<T, size_C> &v, int shift = 0) : c(v, shift) {}
  mmul &operator=(const accum_type &acc) {
    c = acc;
    return *this;
  }
  accum_type to_accum() const { return c; }
  operator accum_type() const { return c; }
  template <typename T> auto to_vector(int shift = 0) const {
    if constexpr (detail::is_block<T>::value)
      return to_block<T>(c);
    else
      return c.template to_vector<T>(shift);
  }

  template <typename VA, typename VB> mmul &mul(const VA &a, const VB &b) {
    c = accum_type();
    return mac(a, b);
  }
  template <typename VA, typename VB> mmul &mac(const VA &a, const VB &b) {
    static_assert(VA::size() == size_A && VB::size() == size_B,
                  "mmul: A has M*K elements and B K*N");
    aiesim::mmul_done(M * K * N, aiesim::mac_weight<TA, TB>());
    for (unsigned i = 0; i < M; ++i)
      for (unsigned j = 0; j < N; ++j) {
        auto &lane = c.a[i * N + j];
        if constexpr (accum_type::value_class() == aiesim::AccClass::Int &&
                      aiesim::type_bits<TA>() + aiesim::type_bits<TB>() <= 48) {
          // Products of up to 48 bits: K of them add up exactly in 64 bits.
          int64_t s = 0;
          for (unsigned k = 0; k < K; ++k)
            s += int64_t(a.e[i * K + k]) * int64_t(b.e[k * N + j]);
          lane = accum_type::fit((__int128)lane + s);
        } else if constexpr (accum_type::value_class() == aiesim::AccClass::Int) {
          __int128 s = lane;
          for (unsigned k = 0; k < K; ++k)
            s += (__int128)int64_t(a.e[i * K + k]) * int64_t(b.e[k * N + j]);
          lane = accum_type::fit(s);
        } else if constexpr (accum_type::value_class() ==
                             aiesim::AccClass::FP) {
          float s = 0.f;
          for (unsigned k = 0; k < K; ++k)
            s += detail::value_at(a, i * K + k) * detail::value_at(b, k * N + j);
          lane += s;
        } else {
          for (unsigned k = 0; k < K; ++k)
            lane = detail::lane_add<accum_type>(
                lane, detail::product<accum_type>(a.e[i * K + k], b.e[k * N + j]),
                false);
        }
      }
    return *this;
  }
};

// ------------------------------------------------------- sliding multiply
// out[l] = sum over p of coeff[cs + p * CoeffStep] * data[ds + l * DataStepY
// + p * DataStepX], the start indices wrapping around their vectors.
template <unsigned Lanes, unsigned Points, int CoeffStep, int DataStepX,
          int DataStepY, typename CoeffType, typename DataType,
          typename Tag = accauto>
struct sliding_mul_ops {
  using accum_tag = detail::acc_tag_t<Tag, CoeffType, DataType>;
  using accum_type = accum<accum_tag, Lanes>;
  template <unsigned NC, unsigned ND>
  static accum_type mac(const accum_type &acc, const vector<CoeffType, NC> &coeff,
                        unsigned cs, const vector<DataType, ND> &data, unsigned ds) {
    accum_type r = acc;
    for (unsigned l = 0; l < Lanes; ++l)
      for (unsigned p = 0; p < Points; ++p) {
        unsigned ci = unsigned(int(cs) + int(p) * CoeffStep) % NC;
        unsigned di = unsigned(int(ds) + int(l) * DataStepY + int(p) * DataStepX) % ND;
        r.a[l] = detail::lane_add<accum_type>(
            r.a[l], detail::product<accum_type>(coeff.e[ci], data.e[di]), false);
      }
    return r;
  }
  template <unsigned NC, unsigned ND>
  static accum_type mul(const vector<CoeffType, NC> &coeff, unsigned cs,
                        const vector<DataType, ND> &data, unsigned ds) {
    return mac(accum_type(), coeff, cs, data, ds);
  }
  template <unsigned NC, unsigned ND>
  static accum_type negmul(const vector<CoeffType, NC> &coeff, unsigned cs,
                           const vector<DataType, ND> &data, unsigned ds) {
    return neg(mul(coeff, cs, data, ds));
  }
  template <unsigned NC, unsigned ND>
  static accum_type msc(const accum_type &acc, const vector<CoeffType, NC> &coeff,
                        unsigned cs, const vector<DataType, ND> &data, unsigned ds) {
    return sub(acc, mul(coeff, cs, data, ds));
  }
};
template <unsigned Lanes, unsigned Points, int CoeffStep, int DataStepX,
          typename CoeffType, typename DataType, typename Tag = accauto>
using sliding_mul_x_ops = sliding_mul_ops<Lanes, Points, CoeffStep, DataStepX,
                                          1, CoeffType, DataType, Tag>;
template <unsigned Lanes, unsigned Points, int CoeffStep, int DataStepY,
          typename CoeffType, typename DataType, typename Tag = accauto>
using sliding_mul_y_ops = sliding_mul_ops<Lanes, Points, CoeffStep, 1,
                                          DataStepY, CoeffType, DataType, Tag>;
template <unsigned Lanes, unsigned Points, int CoeffStep, int DataStepXY,
          typename CoeffType, typename DataType, typename Tag = accauto>
using sliding_mul_xy_ops =
    sliding_mul_ops<Lanes, Points, CoeffStep, DataStepXY, DataStepXY, CoeffType,
                    DataType, Tag>;

} // namespace aie
