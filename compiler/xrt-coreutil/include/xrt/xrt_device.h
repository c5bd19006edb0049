// xrt::device: the simulated NPU (aie-sim's XRT-compatible runtime).
#ifndef AIESIM_XRT_DEVICE_H
#define AIESIM_XRT_DEVICE_H

#include "xrt/detail/handle.h"
#include "xrt/experimental/xrt_xclbin.h"
#include "xrt/xrt_uuid.h"

#include <memory>
#include <string>

// The device handle of XRT's C API: an opaque pointer.
typedef void *xclDeviceHandle;

namespace xrt {

class device {
  std::shared_ptr<aiesim_device> m_handle;

public:
  device() = default;
  // Device 0 is aie-sim's simulated NPU; there is no other.
  explicit device(unsigned int index) {
    aiesim_device *raw = nullptr;
    detail::check(aiesim_device_open(index, &raw));
    m_handle = detail::own(raw, aiesim_device_free);
  }

  uuid register_xclbin(const xrt::xclbin &xclbin) {
    unsigned char bytes[16];
    detail::check(aiesim_device_register(detail::need(m_handle, "xrt::device"), xclbin.get_handle(), bytes));
    return uuid(bytes);
  }
  uuid load_xclbin(const xrt::xclbin &xclbin) { return register_xclbin(xclbin); }
  uuid load_xclbin(const std::string &filename) { return register_xclbin(xrt::xclbin(filename)); }

  aiesim_device *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
  // XRT's implicit conversion to the C API's handle (so `std::cout <<
  // device` prints a pointer, as mlir-aie's softmax example does).
  operator xclDeviceHandle() const { return m_handle.get(); }
};

} // namespace xrt

#endif
