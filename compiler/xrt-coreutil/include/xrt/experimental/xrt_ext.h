// xrt::ext::bo and xrt::ext::kernel (aie-sim's XRT-compatible runtime): a
// host-only buffer object in memory group 0 with an access mode, and
// kernels named by an ELF: of a context made from a full ELF
// ("device:sequence"), or an xclbin's kernel whose instructions a module
// (an ELF) holds.
#ifndef AIESIM_XRT_EXT_H
#define AIESIM_XRT_EXT_H

#include "xrt/experimental/xrt_module.h"
#include "xrt/xrt_bo.h"
#include "xrt/xrt_kernel.h"

#include <cstdint>
#include <stdexcept>
#include <string>

namespace xrt {
namespace ext {

class bo : public xrt::bo {
public:
  enum class access_mode : uint64_t {
    none = 0,
    read = 1 << 0,
    write = 1 << 1,
    read_write = read | write,
    local = 0,
    shared = 1 << 2,
    process = 1 << 3,
    hybrid = 1 << 4,
  };
  friend constexpr access_mode operator&(access_mode a, access_mode b) {
    return static_cast<access_mode>(static_cast<uint64_t>(a) & static_cast<uint64_t>(b));
  }
  friend constexpr access_mode operator|(access_mode a, access_mode b) {
    return static_cast<access_mode>(static_cast<uint64_t>(a) | static_cast<uint64_t>(b));
  }

private:
  // XRT's flags of such a buffer: host only, the access in the extension
  // bits (32-33: local, shared, process, hybrid; 34-35: the direction).
  static xrtBufferFlags flags_of(access_mode am) {
    uint64_t m = static_cast<uint64_t>(am);
    uint64_t access = 0;
    switch (m & ~uint64_t(3)) {
    case 0: access = 0; break;
    case 1 << 2: access = 1; break;
    case 1 << 3: access = 2; break;
    case 1 << 4: access = 3; break;
    default: throw std::runtime_error("xrt::ext::bo: invalid access mode");
    }
    uint64_t dir = (m & 3) == 0 ? 3 : (m & 3);
    return XRT_BO_FLAGS_HOST_ONLY | (access << 32) | (dir << 34);
  }

public:
  bo() = default;
  bo(const xrt::device &device, size_t size, access_mode am) { open(device, nullptr, size, flags_of(am), 0); }
  bo(const xrt::device &device, size_t size) : bo(device, size, access_mode::local) {}
  bo(const xrt::device &device, void *userptr, size_t size, access_mode am) {
    open(device, userptr, size, flags_of(am), 0);
  }
  bo(const xrt::device &device, void *userptr, size_t size) : bo(device, userptr, size, access_mode::local) {}
  bo(const xrt::hw_context &context, size_t size, access_mode am) {
    open(context.get_device(), nullptr, size, flags_of(am), 0);
  }
  bo(const xrt::hw_context &context, size_t size) : bo(context, size, access_mode::local) {}
};

class kernel : public xrt::kernel {
public:
  kernel() = default;
  // A kernel of a context made from a full ELF: "device:sequence", or
  // "device" when the device has one runtime sequence.
  kernel(const xrt::hw_context &context, const std::string &name) { open(context, nullptr, name, 2); }
  // The xclbin's kernel `name` (of a context made from an xclbin), run
  // with the instructions of the module's ELF (not a full ELF).
  kernel(const xrt::hw_context &context, const xrt::module &module, const std::string &name) {
    open(context, detail::need(module.get_elf().get_handle(), "xrt::module"), name, 1);
  }
};

} // namespace ext
} // namespace xrt

#endif
