// aiesim: cascade streams and the processor bus from C++ kernels, over
// aie-sim's simulated array (aiesim/io.h). Semantics from AMD's AIE-ML
// intrinsics guide (UG1583): the cascade moves 512-bit words, a put_mcd of
// a wider value moves its 512-bit parts low part first and a get_scd of a
// wider type takes as many; a put into a full cascade and a get from an
// empty one stall the core.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>

#include "io.h"
#include "vector.hpp"

namespace aiesim {

// The table, checked to be filled: a library not loaded by aie-sim has no
// array to reach.
inline const aiesim_io &io(const char *what) {
  const aiesim_io *t = ::aiesim_blocking_io();
  if (!t->cascade_put || t->version != AIESIM_IO_VERSION) {
    std::fprintf(stderr,
                 "aie-sim kernel: %s needs the simulated array (the kernel "
                 "library was not loaded by aie-sim)\n",
                 what);
    std::abort();
  }
  return *t;
}

constexpr unsigned cascade_bytes = 64;

// ---------------------------------------------------------- cascade words
// A value as the cascade moves it: its bits as AIE registers hold them,
// lane 0 in the lowest bytes.
template <typename T, unsigned N>
void to_cascade(const ::aie::vector<T, N> &v, uint8_t *out) {
  v.to_memory(out);
}
template <typename T, unsigned N>
void from_cascade(::aie::vector<T, N> &v, const uint8_t *in) {
  v = ::aie::vector<T, N>::from_memory(in);
}
template <typename Tag, unsigned N>
void to_cascade(const ::aie::accum<Tag, N> &a, uint8_t *out) {
  using info = acc_info<Tag>;
  static_assert(info::klass == AccClass::Int || info::klass == AccClass::FP,
                AIESIM_NOT_SIMULATED_COMPLEX_CASCADE_PUT);
  constexpr unsigned nb = info::bits / 8;
  for (unsigned i = 0; i < N; ++i) {
    if constexpr (info::klass == AccClass::FP) {
      std::memcpy(out + i * nb, &a.a[i], nb);
    } else {
      uint64_t u = uint64_t(a.a[i]);
      for (unsigned k = 0; k < nb; ++k)
        out[i * nb + k] = uint8_t(u >> (8 * k));
    }
  }
}
template <typename Tag, unsigned N>
void from_cascade(::aie::accum<Tag, N> &a, const uint8_t *in) {
  using info = acc_info<Tag>;
  static_assert(info::klass == AccClass::Int || info::klass == AccClass::FP,
                AIESIM_NOT_SIMULATED_COMPLEX_CASCADE_GET);
  constexpr unsigned nb = info::bits / 8;
  for (unsigned i = 0; i < N; ++i) {
    if constexpr (info::klass == AccClass::FP) {
      std::memcpy(&a.a[i], in + i * nb, nb);
    } else {
      uint64_t u = 0;
      for (unsigned k = 0; k < nb; ++k)
        u |= uint64_t(in[i * nb + k]) << (8 * k);
      // A lane of fewer than 64 bits holds its value sign-extended.
      unsigned s = 64 - info::bits;
      a.a[i] = s ? int64_t(u << s) >> s : int64_t(u);
    }
  }
}

template <typename V>
concept CascadeValue = (::aie::Vector<V> || ::aie::Accum<V>) &&
                       V::bits() % (cascade_bytes * 8) == 0;

template <CascadeValue V> void put_cascade(const V &v, int en, const char *name) {
  if (!en)
    AIESIM_UNSUPPORTED(CASCADE_PUT_DISABLED);
  const aiesim_io &t = io(name);
  alignas(64) uint8_t b[V::bits() / 8];
  to_cascade(v, b);
  for (unsigned k = 0; k < sizeof(b); k += cascade_bytes)
    t.cascade_put(b + k);
}

template <CascadeValue V> V get_cascade(int en, const char *name) {
  V v{};
  if (!en)
    AIESIM_UNSUPPORTED(CASCADE_GET_DISABLED);
  const aiesim_io &t = io(name);
  alignas(64) uint8_t b[V::bits() / 8];
  for (unsigned k = 0; k < sizeof(b); k += cascade_bytes)
    t.cascade_get(b + k);
  from_cascade(v, b);
  return v;
}

// ------------------------------------------------------- processor bus
// A variable declared `chess_storage(TM : address)` lives on the core's
// processor bus: aiec's kernel compilers turn the declaration into a
// tm_var, whose reads and writes (also through pointers taken from it) are
// 32-bit accesses of the tile's registers at core address 0x80000 and up.
template <typename T> T tm_load(uint32_t address) {
  static_assert(std::is_trivially_copyable_v<T>, "a register word");
  if constexpr (sizeof(T) != 4) {
    AIESIM_UNSUPPORTED(BUS_WORD);
  } else {
    unsigned w = io("a processor-bus read").bus_read(address);
    T v;
    std::memcpy(&v, &w, 4);
    return v;
  }
}
template <typename T> void tm_store(uint32_t address, T v) {
  if constexpr (sizeof(T) != 4) {
    AIESIM_UNSUPPORTED(BUS_WORD);
  } else {
    unsigned w;
    std::memcpy(&w, &v, 4);
    io("a processor-bus write").bus_write(address, w);
  }
}

template <typename T> struct tm_ref {
  uint32_t address;
  operator T() const { return tm_load<T>(address); }
  const tm_ref &operator=(T v) const {
    tm_store<T>(address, v);
    return *this;
  }
  const tm_ref &operator=(const tm_ref &o) const { return *this = T(o); }
  const tm_ref &operator|=(T v) const { return *this = T(T(*this) | v); }
  const tm_ref &operator&=(T v) const { return *this = T(T(*this) & v); }
  const tm_ref &operator^=(T v) const { return *this = T(T(*this) ^ v); }
  const tm_ref &operator+=(T v) const { return *this = T(T(*this) + v); }
  const tm_ref &operator-=(T v) const { return *this = T(T(*this) - v); }
};

template <typename T> struct tm_ptr {
  uint32_t address;
  tm_ref<T> operator*() const { return {address}; }
  tm_ref<T> operator[](std::ptrdiff_t i) const { return *(*this + i); }
  tm_ptr operator+(std::ptrdiff_t i) const {
    return {uint32_t(address + i * std::ptrdiff_t(sizeof(T)))};
  }
  friend tm_ptr operator+(std::ptrdiff_t i, tm_ptr p) { return p + i; }
  tm_ptr operator-(std::ptrdiff_t i) const { return *this + -i; }
  std::ptrdiff_t operator-(tm_ptr o) const {
    return (std::ptrdiff_t(address) - std::ptrdiff_t(o.address)) /
           std::ptrdiff_t(sizeof(T));
  }
  tm_ptr &operator+=(std::ptrdiff_t i) { return *this = *this + i; }
  tm_ptr &operator-=(std::ptrdiff_t i) { return *this = *this - i; }
  tm_ptr &operator++() { return *this += 1; }
  tm_ptr &operator--() { return *this -= 1; }
  tm_ptr operator++(int) {
    tm_ptr p = *this;
    ++*this;
    return p;
  }
  tm_ptr operator--(int) {
    tm_ptr p = *this;
    --*this;
    return p;
  }
  bool operator==(const tm_ptr &) const = default;
  auto operator<=>(const tm_ptr &) const = default;
};

template <typename T> struct tm_var {
  using value_type = std::remove_cv_t<T>;
  uint32_t address;
  constexpr tm_var(uint32_t a) : address(a) {}
  tm_var(const tm_var &) = delete;
  tm_ptr<value_type> operator&() const { return {address}; }
  operator value_type() const { return tm_load<value_type>(address); }
  const tm_var &operator=(value_type v) const {
    tm_store<value_type>(address, v);
    return *this;
  }
};

// `chess_storage(...)` outside what the kernel compilers map: an address
// hint (`% chess_alignof(T)`, a bank) means nothing on the host; a
// `TM : address` declaration they did not see (in a header) must not
// silently become a plain variable.
void chess_storage_TM_is_mapped_only_in_the_kernel_source_file();
consteval unsigned chess_storage_check(const char *s) {
  while (*s == ' ' || *s == '\t')
    ++s;
  if (s[0] == 'T' && s[1] == 'M' && (s[2] == ' ' || s[2] == ':'))
    chess_storage_TM_is_mapped_only_in_the_kernel_source_file();
  return 1;
}

} // namespace aiesim

// ------------------------------------------------------- cascade intrinsics
template <aiesim::CascadeValue V> inline void put_mcd(const V &v, int en = 1) {
  aiesim::put_cascade(v, en, "put_mcd");
}

#define AIESIM_GET_SCD(V)                                                      \
  inline V get_scd_##V(int en = 1) {                                           \
    return aiesim::get_cascade<V>(en, "get_scd_" #V);                          \
  }
AIESIM_GET_SCD(v16acc32)
AIESIM_GET_SCD(v8acc64)
AIESIM_GET_SCD(v16accfloat)
AIESIM_GET_SCD(v128int4)
AIESIM_GET_SCD(v128uint4)
AIESIM_GET_SCD(v64int8)
AIESIM_GET_SCD(v64uint8)
AIESIM_GET_SCD(v32int16)
AIESIM_GET_SCD(v32uint16)
AIESIM_GET_SCD(v16int32)
AIESIM_GET_SCD(v16uint32)
AIESIM_GET_SCD(v32bfloat16)
AIESIM_GET_SCD(v16float)
AIESIM_GET_SCD(v16cint16)
AIESIM_GET_SCD(v8cint32)
AIESIM_GET_SCD(v32acc32)
AIESIM_GET_SCD(v16acc64)
AIESIM_GET_SCD(v32accfloat)
AIESIM_GET_SCD(v256int4)
AIESIM_GET_SCD(v256uint4)
AIESIM_GET_SCD(v128int8)
AIESIM_GET_SCD(v128uint8)
AIESIM_GET_SCD(v64int16)
AIESIM_GET_SCD(v64uint16)
AIESIM_GET_SCD(v32int32)
AIESIM_GET_SCD(v32uint32)
AIESIM_GET_SCD(v32float)
AIESIM_GET_SCD(v64bfloat16)
AIESIM_GET_SCD(v64acc32)
AIESIM_GET_SCD(v32acc64)
AIESIM_GET_SCD(v64accfloat)
#undef AIESIM_GET_SCD
// The deprecated names of UG1583.
inline v16acc32 get_scd(int en = 1) { return get_scd_v16acc32(en); }
inline v8acc64 getl_scd(int en = 1) { return get_scd_v8acc64(en); }
inline v16accfloat getf_scd(int en = 1) { return get_scd_v16accfloat(en); }
