// aie-sim's XRT-compatible runtime: what the C++ classes share. Each class
// holds a shared handle of the C interface (detail/aiesim.h); a failure of
// the runtime is thrown as std::runtime_error with its message.
#ifndef AIESIM_XRT_DETAIL_HANDLE_H
#define AIESIM_XRT_DETAIL_HANDLE_H

#include "xrt/detail/aiesim.h"

#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace xrt {
namespace detail {

// Throws the runtime's message when a call failed, as the exception XRT
// throws there (std::out_of_range for an index past a kernel's arguments).
inline void check(int rc) {
  if (rc == 0)
    return;
  if (aiesim_error_kind() == 1)
    throw std::out_of_range(aiesim_error());
  throw std::runtime_error(aiesim_error());
}

// A handle that frees itself with `release` when its last copy goes.
template <typename T> std::shared_ptr<T> own(T *raw, void (*release)(T *)) {
  return std::shared_ptr<T>(raw, release);
}

// A handle whose object must exist, or a runtime_error naming the class.
template <typename T> T *need(T *raw, const char *what) {
  if (!raw)
    throw std::runtime_error(std::string("an empty ") + what + " handle");
  return raw;
}
template <typename T> T *need(const std::shared_ptr<T> &h, const char *what) { return need(h.get(), what); }

} // namespace detail
} // namespace xrt

#endif
