// aiesim: what the host implementation of the AIE API and the AIE2
// intrinsics does not simulate, as a kernel is told: AIESIM_UNSUPPORTED(ID)
// stops the run with AIESIM_NOT_SIMULATED_ID (aiesim/base.hpp), a
// static_assert the build.
// Generated from UNSIMULATED (runtime-sim/src/kernels/unsimulated.rs); a test
// keeps it current: UPDATE_HEADER=1 cargo test -p runtime-sim unsimulated.
#pragma once

#define AIESIM_NOT_SIMULATED_SHUFFLE_MODE \
  "`shuffle` is not simulated: a mode whose elements are not whole bytes or whose matrices do not fit its two vectors"
#define AIESIM_NOT_SIMULATED_TRANSPOSE_SHAPE \
  "`aie::transpose` is not simulated: rows x cols other than the vector's size"
#define AIESIM_NOT_SIMULATED_CIRCULAR_PARTIAL \
  "`aie::begin_vector_circular` is not simulated: a buffer that does not hold whole vectors (also `cbegin_vector_circular`)"
#define AIESIM_NOT_SIMULATED_CASCADE_PUT_DISABLED \
  "`put_mcd` is not simulated: an enable argument of 0 (its effect is not documented)"
#define AIESIM_NOT_SIMULATED_CASCADE_GET_DISABLED \
  "`get_scd_*` is not simulated: an enable argument of 0 (its effect is not documented)"
#define AIESIM_NOT_SIMULATED_BUS_WORD \
  "`chess_storage(TM : address)` is not simulated: a variable that is not a 32-bit word (the registers are words)"
#define AIESIM_NOT_SIMULATED_INT4_ITERATOR \
  "`aie::begin_vector` is not simulated: over 4-bit elements (any vector iterator)"
#define AIESIM_NOT_SIMULATED_COMPLEX_CASCADE_PUT \
  "`put_mcd` is not simulated: of a complex accumulator"
#define AIESIM_NOT_SIMULATED_COMPLEX_CASCADE_GET \
  "`get_scd_*` is not simulated: into a complex accumulator"
