// bit_width.h: the element type a kernel built with -DBIT_WIDTH=8|16|32
// works on (IRON's factories pass it): uint8_t, int16_t or int32_t (the
// default).
#ifndef AIE_KERNELS_BIT_WIDTH_H
#define AIE_KERNELS_BIT_WIDTH_H

#include <stdint.h>

#if defined(BIT_WIDTH) && BIT_WIDTH == 8
using bit_width_t = uint8_t;
#elif defined(BIT_WIDTH) && BIT_WIDTH == 16
using bit_width_t = int16_t;
#else
using bit_width_t = int32_t;
#endif

#endif
