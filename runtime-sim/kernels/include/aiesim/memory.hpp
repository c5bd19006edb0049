// aiesim: loads, stores and iterators over memory; the tile (rounding,
// saturation, the core's cycle count) and its scoped modes.
//
// Host memory has no alignment rule: every load and store is byte-wise, so
// an unaligned pointer works (AIE hardware would need vector alignment).
#pragma once


#include "io.h"
#include "mmul.hpp"

namespace aie {

static constexpr unsigned vector_decl_align = 32;

enum class aie_dm_resource { none, a, b, c, d, stack };

namespace detail {
template <typename T> using plain_t = std::remove_cv_t<T>;
template <typename T>
concept Memory = aiesim::is_elem_v<std::remove_cv_t<T>>;
} // namespace detail

template <unsigned N, aie_dm_resource R = aie_dm_resource::none, typename T>
  requires detail::Memory<T>
vector<detail::plain_t<T>, N> load_v(T *p) {
  aiesim::loaded(N * sizeof(T));
  return vector<detail::plain_t<T>, N>::from_memory(p);
}
template <aie_dm_resource R = aie_dm_resource::none, typename T>
  requires detail::Memory<T>
auto load_v(T *p) {
  constexpr unsigned n = native_vector_length_v<detail::plain_t<T>>;
  aiesim::loaded(n * sizeof(T));
  return vector<detail::plain_t<T>, n>::from_memory(p);
}
template <unsigned N, aie_dm_resource R = aie_dm_resource::none, typename T>
  requires detail::Memory<T>
vector<detail::plain_t<T>, N> load_unaligned_v(T *p, unsigned = 1) {
  aiesim::loaded(N * sizeof(T));
  return vector<detail::plain_t<T>, N>::from_memory(p);
}
template <aie_dm_resource R = aie_dm_resource::none, typename T>
  requires detail::Memory<T>
auto load_unaligned_v(T *p, unsigned = 1) {
  constexpr unsigned n = native_vector_length_v<detail::plain_t<T>>;
  aiesim::loaded(n * sizeof(T));
  return vector<detail::plain_t<T>, n>::from_memory(p);
}
// The vector of the aligned block holding p (alignment: the vector's size).
template <unsigned N, aie_dm_resource R = aie_dm_resource::none, typename T>
  requires detail::Memory<T>
vector<detail::plain_t<T>, N> load_floor_v(T *p, unsigned n = N) {
  using V = vector<detail::plain_t<T>, N>;
  aiesim::loaded(N * sizeof(T));
  uintptr_t a = reinterpret_cast<uintptr_t>(p);
  uintptr_t bytes = n * sizeof(T);
  return V::from_memory(reinterpret_cast<T *>(a - a % bytes));
}
template <aie_dm_resource R = aie_dm_resource::none, typename T, typename U,
          unsigned N>
  requires detail::Memory<T>
T *store_v(T *p, const vector<U, N> &v) {
  static_assert(std::is_same_v<detail::plain_t<T>, U>,
                "store_v: the pointer's and the vector's element types differ");
  aiesim::stored(N * sizeof(T));
  v.to_memory(p);
  return p;
}
template <aie_dm_resource R = aie_dm_resource::none, typename T, typename U,
          unsigned N>
  requires detail::Memory<T>
T *store_unaligned_v(T *p, const vector<U, N> &v, unsigned = 1) {
  return store_v(p, v);
}
// Block vectors (XDNA2) from and to their memory layout.
template <unsigned N, typename T>
  requires(detail::is_block<std::remove_cv_t<T>>::value)
block_vector<std::remove_cv_t<T>, N> load_v(T *p) {
  return block_vector<std::remove_cv_t<T>, N>::from_memory(p);
}
template <typename T, unsigned N>
  requires(detail::is_block<T>::value)
T *store_v(T *p, const block_vector<T, N> &v) {
  v.to_memory(p);
  return p;
}

// ---------------------------------------------------------------- iterators
// *it is the vector at the iterator's position, in place: a vector of T
// has T's layout, so reads and writes go straight to memory.
template <typename T, unsigned N> class vector_iterator {
  static_assert(!aiesim::is_int4_v<std::remove_cv_t<T>>,
                AIESIM_NOT_SIMULATED_INT4_ITERATOR);
  using V = vector<std::remove_cv_t<T>, N>;
  using R = std::conditional_t<std::is_const_v<T>, const V, V>;
  T *p;

public:
  using value_type = V;
  using difference_type = std::ptrdiff_t;
  using reference = R &;
  using pointer = R *;
  vector_iterator() : p(nullptr) {}
  explicit vector_iterator(T *ptr) : p(ptr) {}
  R &operator*() const { return *reinterpret_cast<R *>(p); }
  R *operator->() const { return reinterpret_cast<R *>(p); }
  R &operator[](std::ptrdiff_t i) const {
    return *reinterpret_cast<R *>(p + i * N);
  }
  vector_iterator &operator++() {
    p += N;
    return *this;
  }
  vector_iterator operator++(int) {
    auto t = *this;
    p += N;
    return t;
  }
  vector_iterator &operator--() {
    p -= N;
    return *this;
  }
  vector_iterator operator--(int) {
    auto t = *this;
    p -= N;
    return t;
  }
  vector_iterator &operator+=(std::ptrdiff_t n) {
    p += n * std::ptrdiff_t(N);
    return *this;
  }
  vector_iterator &operator-=(std::ptrdiff_t n) {
    p -= n * std::ptrdiff_t(N);
    return *this;
  }
  vector_iterator operator+(std::ptrdiff_t n) const {
    auto t = *this;
    return t += n;
  }
  vector_iterator operator-(std::ptrdiff_t n) const {
    auto t = *this;
    return t -= n;
  }
  std::ptrdiff_t operator-(const vector_iterator &o) const {
    return (p - o.p) / std::ptrdiff_t(N);
  }
  bool operator==(const vector_iterator &o) const { return p == o.p; }
  bool operator!=(const vector_iterator &o) const { return p != o.p; }
  T *ptr() const { return p; }
};

template <unsigned N, aie_dm_resource R = aie_dm_resource::none, typename T>
vector_iterator<T, N> begin_vector(T *p) {
  return vector_iterator<T, N>(p);
}
template <unsigned N, aie_dm_resource R = aie_dm_resource::none, typename T>
vector_iterator<const T, N> cbegin_vector(const T *p) {
  return vector_iterator<const T, N>(p);
}
template <unsigned N, aie_dm_resource R = aie_dm_resource::none, typename T>
vector_iterator<T, N> begin_restrict_vector(T *p) {
  return vector_iterator<T, N>(p);
}
template <unsigned N, aie_dm_resource R = aie_dm_resource::none, typename T>
vector_iterator<const T, N> cbegin_restrict_vector(const T *p) {
  return vector_iterator<const T, N>(p);
}

// A circular buffer of `size` elements from `base`, walked N at a time
// from `start`; the position wraps to the start of the buffer.
template <typename T, unsigned N> class circular_vector_iterator {
  using V = vector<std::remove_cv_t<T>, N>;
  using R = std::conditional_t<std::is_const_v<T>, const V, V>;
  T *base;
  std::ptrdiff_t size, at;

public:
  circular_vector_iterator(T *b, std::ptrdiff_t n, T *start)
      : base(b), size(n), at(start - b) {
    if (size % N)
      AIESIM_UNSUPPORTED(CIRCULAR_PARTIAL);
  }
  R &operator*() const { return *reinterpret_cast<R *>(base + at); }
  circular_vector_iterator &operator+=(std::ptrdiff_t n) {
    at = ((at + n * std::ptrdiff_t(N)) % size + size) % size;
    return *this;
  }
  circular_vector_iterator &operator-=(std::ptrdiff_t n) { return *this += -n; }
  circular_vector_iterator &operator++() { return *this += 1; }
  circular_vector_iterator operator++(int) {
    auto t = *this;
    *this += 1;
    return t;
  }
  circular_vector_iterator &operator--() { return *this += -1; }
  circular_vector_iterator operator--(int) {
    auto t = *this;
    *this += -1;
    return t;
  }
};
template <unsigned N, size_t Size = 0, aie_dm_resource R = aie_dm_resource::none,
          typename T>
circular_vector_iterator<T, N> begin_vector_circular(T *base) {
  static_assert(Size != 0, "begin_vector_circular<N, Size>(ptr) or (ptr, size)");
  return circular_vector_iterator<T, N>(base, Size, base);
}
template <unsigned N, size_t Size = 0, aie_dm_resource R = aie_dm_resource::none,
          typename T>
circular_vector_iterator<T, N> begin_vector_circular(T *base, size_t size) {
  return circular_vector_iterator<T, N>(base, std::ptrdiff_t(size), base);
}
template <unsigned N, size_t Size = 0, aie_dm_resource R = aie_dm_resource::none,
          typename T>
circular_vector_iterator<const T, N> cbegin_vector_circular(const T *base,
                                                             size_t size = Size) {
  return circular_vector_iterator<const T, N>(base, std::ptrdiff_t(size), base);
}
// Scalar circular iterator.
template <typename T> class circular_iterator {
  T *base;
  std::ptrdiff_t size, at;

public:
  circular_iterator(T *b, std::ptrdiff_t n) : base(b), size(n), at(0) {}
  T &operator*() const { return base[at]; }
  circular_iterator &operator++() {
    at = (at + 1) % size;
    return *this;
  }
  circular_iterator operator++(int) {
    auto t = *this;
    ++*this;
    return t;
  }
  circular_iterator &operator+=(std::ptrdiff_t n) {
    at = ((at + n) % size + size) % size;
    return *this;
  }
};
template <size_t Size = 0, typename T>
circular_iterator<T> begin_circular(T *base, size_t size = Size) {
  return circular_iterator<T>(base, std::ptrdiff_t(size));
}
template <size_t Size = 0, typename T>
circular_iterator<const T> cbegin_circular(const T *base, size_t size = Size) {
  return circular_iterator<const T>(base, std::ptrdiff_t(size));
}

// A pattern iterator: each step moves by the next of the given element
// offsets, cyclically.
template <typename T, unsigned N, unsigned Steps>
class pattern_vector_iterator {
  using V = vector<std::remove_cv_t<T>, N>;
  using R = std::conditional_t<std::is_const_v<T>, const V, V>;
  T *p;
  std::ptrdiff_t steps[Steps];
  unsigned k = 0;

public:
  template <typename... O>
  pattern_vector_iterator(T *ptr, O... offsets) : p(ptr), steps{std::ptrdiff_t(offsets)...} {}
  R &operator*() const { return *reinterpret_cast<R *>(p); }
  pattern_vector_iterator &operator++() {
    p += steps[k];
    k = (k + 1) % Steps;
    return *this;
  }
  pattern_vector_iterator operator++(int) {
    auto t = *this;
    ++*this;
    return t;
  }
};
template <unsigned N, typename T, typename... O>
pattern_vector_iterator<T, N, sizeof...(O)> begin_vector_pattern(T *p, O... offsets) {
  return pattern_vector_iterator<T, N, sizeof...(O)>(p, offsets...);
}
template <unsigned N, typename T, typename... O>
pattern_vector_iterator<const T, N, sizeof...(O)> cbegin_vector_pattern(const T *p,
                                                                       O... offsets) {
  return pattern_vector_iterator<const T, N, sizeof...(O)>(p, offsets...);
}

// --------------------------------------------------------------- the tile
struct tile_id {
  uint16_t row, col;
};
class tile {
public:
  static tile current() { return tile(); }
  // The host has no tile position. The cycle count is the simulated core's
  // when it called the kernel (aiesim/io.h), 0 outside aie-sim.
  tile_id id() const { return {0, 0}; }
  tile_id global_id() const { return {0, 0}; }
  uint64_t cycles() const {
    return aiesim_io_table.version == AIESIM_IO_VERSION && aiesim_io_table.cycles
               ? uint64_t(aiesim_io_table.cycles())
               : 0;
  }
  void set_rounding(rounding_mode m) { aiesim::state().rnd = m; }
  rounding_mode get_rounding() const { return aiesim::state().rnd; }
  void set_saturation(saturation_mode m) { aiesim::state().sat = m; }
  saturation_mode get_saturation() const { return aiesim::state().sat; }
};
static inline void set_rounding(rounding_mode m) { aiesim::state().rnd = m; }
static inline rounding_mode get_rounding() { return aiesim::state().rnd; }
static inline rounding_mode swap_rounding(rounding_mode m) {
  auto old = aiesim::state().rnd;
  aiesim::state().rnd = m;
  return old;
}
static inline void set_saturation(saturation_mode m) { aiesim::state().sat = m; }
static inline saturation_mode get_saturation() { return aiesim::state().sat; }
static inline saturation_mode swap_saturation(saturation_mode m) {
  auto old = aiesim::state().sat;
  aiesim::state().sat = m;
  return old;
}
// Sets a mode for the life of the object, then restores the previous one.
template <typename T>
  requires(std::is_same_v<T, rounding_mode> || std::is_same_v<T, saturation_mode>)
class scoped_mode {
  T saved;

public:
  explicit scoped_mode(const T &m) noexcept {
    if constexpr (std::is_same_v<T, rounding_mode>)
      saved = swap_rounding(m);
    else
      saved = swap_saturation(m);
  }
  scoped_mode(const scoped_mode &) = delete;
  scoped_mode &operator=(const scoped_mode &) = delete;
  ~scoped_mode() {
    if constexpr (std::is_same_v<T, rounding_mode>)
      set_rounding(saved);
    else
      set_saturation(saved);
  }
};
scoped_mode(saturation_mode) -> scoped_mode<saturation_mode>;
scoped_mode(rounding_mode) -> scoped_mode<rounding_mode>;

} // namespace aie
