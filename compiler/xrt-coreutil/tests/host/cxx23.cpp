// What the XRT prefix's <ranges> and <stdfloat> give a host program built
// with an older C++ library, as mlir-aie's host programs use them: zip and
// enumerate over vectors; std::bfloat16_t arithmetic (an integer operand
// keeps the type, a float one gives float; results rounded to nearest
// even). Prints each failed check; exits 1 if any.
#include <cstdio>
#include <cstring>
#include <ranges>
#include <stdfloat>
#include <type_traits>
#include <vector>

static int failed = 0;
static void check(bool ok, const char *what) {
  if (!ok) {
    std::printf("failed: %s\n", what);
    failed = 1;
  }
}

int main() {
  std::vector<int> a{1, 2, 3}, b{10, 20};
  int sum = 0, count = 0;
  for (auto [x, y] : std::views::zip(a, b)) {
    sum += x * y;
    count++;
  }
  check(count == 2 && sum == 50, "zip stops at the shorter range");
  std::size_t weighted = 0;
  for (auto [i, x] : std::views::enumerate(a))
    weighted += i * x;
  check(weighted == 8, "enumerate counts from 0");

#if defined(__STDCPP_BFLOAT16_T__)
  using bf16 = std::bfloat16_t;
  bf16 pi(3.14159f);
  check(float(pi) == 3.140625f, "a float rounds to the nearest bfloat16");
  check(float(bf16(1.00390625f)) == 1.0f, "a tie rounds to even");
  bf16 tripled = pi * 3;
  static_assert(std::is_same_v<decltype(pi * 3), bf16>);
  static_assert(std::is_same_v<decltype(pi * 2.0f), float>);
  check(float(tripled) == 9.4375f, "bfloat16 times an integer is a bfloat16");
  check(pi * 2.0f == 6.28125f, "bfloat16 times a float is a float");
  std::vector<bf16> v(2);
  v[0] = 2;
  v[0] += pi;
  check(float(v[0]) == 5.125f, "compound assignment rounds");
  check(pi < v[0] && -pi < pi && v[0] == 5.125f, "comparisons");
  unsigned short bits;
  std::memcpy(&bits, &pi, sizeof bits);
  check(sizeof(bf16) == 2 && bits == 0x4049, "two bytes: binary32's upper half");
#else
  check(false, "__STDCPP_BFLOAT16_T__ is set");
#endif
  return failed;
}
