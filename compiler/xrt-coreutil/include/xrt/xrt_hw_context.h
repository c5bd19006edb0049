// xrt::hw_context: the array configured with an xclbin's design (or a full
// ELF's), on which kernels run (aie-sim's XRT-compatible runtime).
#ifndef AIESIM_XRT_HW_CONTEXT_H
#define AIESIM_XRT_HW_CONTEXT_H

#include "xrt/detail/handle.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_uuid.h"

#include <memory>

namespace xrt {

class elf;

class hw_context {
  std::shared_ptr<aiesim_context> m_handle;
  xrt::device m_device;
  xrt::uuid m_uuid;

public:
  enum class access_mode : uint8_t { exclusive = 0, shared = 1 };

  hw_context() = default;
  hw_context(const xrt::device &device, const xrt::uuid &xclbin_id) : m_device(device), m_uuid(xclbin_id) {
    aiesim_context *raw = nullptr;
    detail::check(aiesim_context_open(device.get_handle(), xclbin_id.get(), &raw));
    m_handle = detail::own(raw, aiesim_context_free);
  }
  hw_context(const xrt::device &device, const xrt::uuid &xclbin_id, access_mode)
      : hw_context(device, xclbin_id) {}
  // Defined in xrt/experimental/xrt_elf.h.
  hw_context(const xrt::device &device, const xrt::elf &elf);

  xrt::device get_device() const { return m_device; }
  xrt::uuid get_xclbin_uuid() const { return m_uuid; }
  aiesim_context *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

} // namespace xrt

#endif
