// aiec's host implementation of the AIE API: operators on vectors and
// accumulators (namespace aie::operators), each the API function it names.
#pragma once
#include "aie.hpp"

namespace aie::operators {
#define AIESIM_OP(op, fn)                                                      \
  template <typename X, typename Y>                                            \
    requires(::aie::Vector<X> || ::aie::Vector<Y> || ::aie::Accum<X>)          \
  auto operator op(const X &x, const Y &y) {                                   \
    return ::aie::fn(x, y);                                                    \
  }
AIESIM_OP(+, add)
AIESIM_OP(-, sub)
AIESIM_OP(*, mul)
AIESIM_OP(&, bit_and)
AIESIM_OP(|, bit_or)
AIESIM_OP(^, bit_xor)
AIESIM_OP(<, lt)
AIESIM_OP(<=, le)
AIESIM_OP(>, gt)
AIESIM_OP(>=, ge)
AIESIM_OP(==, eq)
AIESIM_OP(!=, neq)
#undef AIESIM_OP
template <typename T, unsigned N> vector<T, N> operator-(const vector<T, N> &v) {
  return ::aie::neg(v);
}
template <typename T, unsigned N> vector<T, N> operator~(const vector<T, N> &v) {
  return ::aie::bit_not(v);
}
template <typename T, unsigned N> vector<T, N> operator<<(const vector<T, N> &v, unsigned s) {
  return ::aie::upshift(v, s);
}
template <typename T, unsigned N> vector<T, N> operator>>(const vector<T, N> &v, unsigned s) {
  return ::aie::downshift(v, s);
}
template <typename A, typename Y>
  requires(::aie::Vector<A> || ::aie::Accum<A>)
A &operator+=(A &a, const Y &y) {
  return a = ::aie::add(a, y);
}
template <typename A, typename Y>
  requires(::aie::Vector<A> || ::aie::Accum<A>)
A &operator-=(A &a, const Y &y) {
  return a = ::aie::sub(a, y);
}
} // namespace aie::operators
