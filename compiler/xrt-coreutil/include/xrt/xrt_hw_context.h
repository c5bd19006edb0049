// xrt::hw_context: the array configured with an xclbin's design (or a full
// ELF's), on which kernels run (aie-sim's XRT-compatible runtime).
#ifndef AIESIM_XRT_HW_CONTEXT_H
#define AIESIM_XRT_HW_CONTEXT_H

#include "xrt/detail/handle.h"
#include "xrt/experimental/xrt_xclbin.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_uuid.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>

namespace xrt {

class elf;

class hw_context {
public:
  // Quality-of-service and configuration parameters ("gops", "fps",
  // "priority", ...): hints to the NPU's scheduler, which the simulator
  // has no use for; the context keeps them.
  using cfg_param_type = std::map<std::string, uint32_t>;
  using qos_type = cfg_param_type;
  using cfg_type = std::map<std::string, std::string>;
  enum class access_mode : uint8_t { exclusive = 0, shared = 1 };

private:
  std::shared_ptr<aiesim_context> m_handle;
  xrt::device m_device;
  xrt::uuid m_uuid;
  access_mode m_mode = access_mode::shared;
  cfg_param_type m_qos;

  void open(const xrt::device &device, const xrt::uuid &xclbin_id) {
    aiesim_context *raw = nullptr;
    detail::check(aiesim_context_open(detail::need(device.get_handle(), "xrt::device"), xclbin_id.get(), &raw));
    m_handle = detail::own(raw, aiesim_context_free);
  }

public:
  hw_context() = default;
  hw_context(const xrt::device &device, const xrt::uuid &xclbin_id, access_mode mode)
      : m_device(device), m_uuid(xclbin_id), m_mode(mode) {
    open(device, xclbin_id);
  }
  hw_context(const xrt::device &device, const xrt::uuid &xclbin_id)
      : hw_context(device, xclbin_id, access_mode::shared) {}
  hw_context(const xrt::device &device, const xrt::uuid &xclbin_id, const cfg_param_type &cfg_param)
      : hw_context(device, xclbin_id, access_mode::shared) {
    m_qos = cfg_param;
  }
  // Defined in xrt/experimental/xrt_elf.h.
  hw_context(const xrt::device &device, const xrt::elf &elf);
  hw_context(const xrt::device &device, const xrt::elf &elf, const cfg_param_type &cfg_param, access_mode mode);
  hw_context(const xrt::device &device, const xrt::elf &elf, const cfg_param_type &cfg_param);

  void update_qos(const qos_type &qos) {
    detail::need(m_handle, "xrt::hw_context");
    for (const auto &kv : qos)
      m_qos[kv.first] = kv.second;
  }

  xrt::device get_device() const { return m_device; }
  xrt::uuid get_xclbin_uuid() const { return m_uuid; }
  // The xclbin the context was made from; an empty one for a full ELF's.
  xrt::xclbin get_xclbin() const {
    aiesim_xclbin *raw = aiesim_context_xclbin(detail::need(m_handle, "xrt::hw_context"));
    return raw ? xrt::xclbin(detail::own(raw, aiesim_xclbin_free)) : xrt::xclbin();
  }
  access_mode get_mode() const { return m_mode; }

  aiesim_context *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

} // namespace xrt

#endif
