// xrt::ext::bo and xrt::ext::kernel (aie-sim's XRT-compatible runtime): a
// host buffer object, and a kernel named by its ELF (`device:sequence`),
// of a context made from a full ELF or of a module.
#ifndef AIESIM_XRT_EXT_H
#define AIESIM_XRT_EXT_H

#include "xrt/experimental/xrt_module.h"
#include "xrt/xrt_bo.h"
#include "xrt/xrt_kernel.h"

#include <string>

namespace xrt {
namespace ext {

class bo : public xrt::bo {
public:
  enum class access_mode : uint64_t { none = 0, read = 1, write = 2, read_write = 3, local = 0, shared = 4, process = 8, hybrid = 12 };

  bo() = default;
  bo(const xrt::device &device, size_t size) : xrt::bo(device, size, XRT_BO_FLAGS_HOST_ONLY, 0) {}
  bo(const xrt::device &device, size_t size, access_mode) : bo(device, size) {}
  bo(const xrt::hw_context &context, size_t size) : xrt::bo(context, size, XRT_BO_FLAGS_HOST_ONLY, 0) {}
  bo(const xrt::hw_context &context, size_t size, access_mode) : bo(context, size) {}
};

class kernel : public xrt::kernel {
public:
  kernel() = default;
  kernel(const xrt::hw_context &context, const std::string &name) { open(context, nullptr, name); }
  kernel(const xrt::hw_context &context, const xrt::module &module, const std::string &name) {
    open(context, module.get_elf().get_handle(), name);
  }
};

} // namespace ext
} // namespace xrt

#endif
