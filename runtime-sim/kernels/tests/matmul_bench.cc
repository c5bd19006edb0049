// Speed of the int8 matrix product of examples/vector_kernels/kernels.cc
// (matmul_i8: 16 x 32 x 16 through aie::mmul<4, 8, 8>, blocks gathered from
// row-major matrices) on the host implementation of the AIE API, against
// the same product in plain scalar C++. Run by runtime-sim/tests/aie_api.rs
// (`matmul_benchmark`, ignored by default; docs/performance.md has the
// command). Prints one line per version.
#include <aie_api/aie.hpp>

#include <chrono>
#include <cstdio>
#include <vector>

#define restrict __restrict
#include "../../../examples/vector_kernels/kernels.cc"

constexpr unsigned M = 16, K = 32, N = 16;

__attribute__((noinline)) void matmul_scalar(const int8_t *a, const int8_t *b, int32_t *c) {
  for (unsigned i = 0; i < M; ++i)
    for (unsigned j = 0; j < N; ++j) {
      int32_t s = 0;
      for (unsigned k = 0; k < K; ++k)
        s += int32_t(a[i * K + k]) * b[k * N + j];
      c[i * N + j] = s;
    }
}

template <typename F> double seconds_per_call(F f) {
  using clock = std::chrono::steady_clock;
  unsigned reps = 1;
  for (;;) {
    auto t0 = clock::now();
    for (unsigned r = 0; r < reps; ++r)
      f();
    double s = std::chrono::duration<double>(clock::now() - t0).count();
    if (s > 0.5)
      return s / reps;
    reps *= 2;
  }
}

int main() {
  std::vector<int8_t> ab(M * K + K * N);
  int8_t *a = ab.data(), *b = a + M * K;
  std::vector<int32_t> c1(M * N), c2(M * N);
  for (unsigned i = 0; i < M * K; ++i)
    a[i] = int8_t(i * 37 + 11);
  for (unsigned i = 0; i < K * N; ++i)
    b[i] = int8_t(i * 53 + 7);
  matmul_i8(ab.data(), c1.data());
  matmul_scalar(a, b, c2.data());
  if (c1 != c2) {
    std::printf("the AIE API product differs from the scalar one\n");
    return 1;
  }
  double api = seconds_per_call([&] { matmul_i8(ab.data(), c1.data()); });
  double scalar = seconds_per_call([&] { matmul_scalar(a, b, c2.data()); });
  double macs = double(M) * K * N, outs = double(M) * N;
  std::printf("int8 %ux%ux%u, matmul_i8 (aie::mmul<4, 8, 8>): %.3g output elements/s, %.3g MACs/s\n",
              M, K, N, outs / api, macs / api);
  std::printf("int8 %ux%ux%u, scalar C++:                     %.3g output elements/s, %.3g MACs/s\n",
              M, K, N, outs / scalar, macs / scalar);
  std::printf("AIE API / scalar: %.2f\n", scalar / api);
  return 0;
}
