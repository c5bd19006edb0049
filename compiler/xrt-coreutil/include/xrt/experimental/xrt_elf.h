// xrt::elf: a control-code ELF (aie-sim's XRT-compatible runtime). A full
// ELF (aiecc --generate-full-elf) also carries its design, so a hardware
// context can be made from it.
#ifndef AIESIM_XRT_ELF_H
#define AIESIM_XRT_ELF_H

#include "xrt/detail/handle.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_hw_context.h"

#include <memory>
#include <string>

namespace xrt {

class elf {
  std::shared_ptr<aiesim_elf> m_handle;

public:
  elf() = default;
  explicit elf(const std::string &filename) {
    aiesim_elf *raw = nullptr;
    detail::check(aiesim_elf_load(filename.c_str(), &raw));
    m_handle = detail::own(raw, aiesim_elf_free);
  }

  aiesim_elf *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

inline hw_context::hw_context(const xrt::device &device, const xrt::elf &elf) : m_device(device) {
  aiesim_context *raw = nullptr;
  detail::check(aiesim_context_open_elf(detail::need(device.get_handle(), "xrt::device"),
                                        detail::need(elf.get_handle(), "xrt::elf"), &raw));
  m_handle = detail::own(raw, aiesim_context_free);
}

} // namespace xrt

#endif
