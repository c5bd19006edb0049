// reduce_max.cc: the greatest element of a tile of int32 or bfloat16
// (starting from the type's lowest finite value, so NaN never wins and an
// all -inf tile gives the lowest finite bfloat16), and compute_max, the
// greater of two scalars (in1 > in2 ? in1 : in2). The vector path takes
// 512-bit vectors (input_size a multiple of their lanes), then the
// greatest lane.
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

template <typename T>
static void reduce_max_scalar(const T *restrict in, T *restrict out,
                              int32_t input_size) {
  event0();
  T greatest = std::numeric_limits<T>::lowest();
  for (int32_t i = 0; i < input_size; i++)
    if (in[i] > greatest)
      greatest = in[i];
  *out = greatest;
  event1();
}

template <typename T>
static void reduce_max_vector(const T *restrict in, T *restrict out,
                              int32_t input_size) {
  constexpr int lanes = aie::native_vector_length_v<T>;
  event0();
  auto greatest = aie::broadcast<T, lanes>(std::numeric_limits<T>::lowest());
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i < input_size; i += lanes)
    greatest = aie::max(greatest, aie::load_v<lanes>(in + i));
  *out = aie::reduce_max(greatest);
  event1();
}

template <typename T>
static void compute_max_of(const T *in1, const T *in2, T *out) {
  event0();
  *out = *in1 > *in2 ? *in1 : *in2;
  event1();
}

extern "C" {
void reduce_max_vector(int32_t *a_in, int32_t *c_out, int32_t input_size) {
  reduce_max_vector<int32_t>(a_in, c_out, input_size);
}
void reduce_max_scalar(int32_t *a_in, int32_t *c_out, int32_t input_size) {
  reduce_max_scalar<int32_t>(a_in, c_out, input_size);
}
void compute_max(int32_t *a_in, int32_t *b_in, int32_t *c_out) {
  compute_max_of<int32_t>(a_in, b_in, c_out);
}
void reduce_max_vector_bfloat16(bfloat16 *a_in, bfloat16 *c_out,
                                int32_t input_size) {
  reduce_max_vector<bfloat16>(a_in, c_out, input_size);
}
void reduce_max_scalar_bfloat16(bfloat16 *a_in, bfloat16 *c_out,
                                int32_t input_size) {
  reduce_max_scalar<bfloat16>(a_in, c_out, input_size);
}
void compute_max_bfloat16(bfloat16 *a_in, bfloat16 *b_in, bfloat16 *c_out) {
  compute_max_of<bfloat16>(a_in, b_in, c_out);
}
}
