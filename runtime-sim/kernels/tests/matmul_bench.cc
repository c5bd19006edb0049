// Speed of an int8 matrix product written with the AIE API (aie::mmul
// <4, 8, 8>, blocks gathered from row-major matrices as
// examples/vector_kernels/kernels.cc does) on the host implementation,
// against the same product in plain scalar C++. Run by
// runtime-sim/tests/aie_api.rs (`matmul_benchmark`, ignored by default;
// docs/performance.md has the command). Prints one line per version.
#include <aie_api/aie.hpp>

#include <chrono>
#include <cstdio>
#include <vector>

constexpr unsigned M = 64, K = 64, N = 64;

__attribute__((noinline)) void matmul_api(const int8_t *a, const int8_t *b, int32_t *c) {
  using MMUL = aie::mmul<4, 8, 8, int8_t, int8_t>;
  for (unsigned bi = 0; bi < M / 4; ++bi)
    for (unsigned bj = 0; bj < N / 8; ++bj) {
      MMUL m(true);
      for (unsigned bk = 0; bk < K / 8; ++bk) {
        const int8_t *pa = a + bi * 4 * K + bk * 8;
        const int8_t *pb = b + bk * 8 * N + bj * 8;
        auto va = aie::concat(aie::load_v<8>(pa), aie::load_v<8>(pa + K),
                              aie::load_v<8>(pa + 2 * K), aie::load_v<8>(pa + 3 * K));
        aie::vector<int8_t, 64> vb;
        for (unsigned r = 0; r < 8; ++r)
          vb.insert(r, aie::load_v<8>(pb + r * N));
        m.mac(va, vb);
      }
      auto cv = m.to_vector<int32_t>();
      for (unsigned r = 0; r < 4; ++r)
        aie::store_v(c + (bi * 4 + r) * N + bj * 8, cv.extract<8>(r));
    }
}

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
  std::vector<int8_t> a(M * K), b(K * N);
  std::vector<int32_t> c1(M * N), c2(M * N);
  for (unsigned i = 0; i < a.size(); ++i)
    a[i] = int8_t(i * 37 + 11);
  for (unsigned i = 0; i < b.size(); ++i)
    b[i] = int8_t(i * 53 + 7);
  matmul_api(a.data(), b.data(), c1.data());
  matmul_scalar(a.data(), b.data(), c2.data());
  if (c1 != c2) {
    std::printf("the AIE API product differs from the scalar one\n");
    return 1;
  }
  double api = seconds_per_call([&] { matmul_api(a.data(), b.data(), c1.data()); });
  double scalar = seconds_per_call([&] { matmul_scalar(a.data(), b.data(), c2.data()); });
  double macs = double(M) * K * N, outs = double(M) * N;
  std::printf("int8 %ux%ux%u, AIE API (aie::mmul<4, 8, 8>): %.3g output elements/s, %.3g MACs/s\n",
              M, K, N, outs / api, macs / api);
  std::printf("int8 %ux%ux%u, scalar C++:                   %.3g output elements/s, %.3g MACs/s\n",
              M, K, N, outs / scalar, macs / scalar);
  std::printf("AIE API / scalar: %.2f\n", scalar / api);
  return 0;
}
