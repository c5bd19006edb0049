// xrt::elf: a control-code ELF (aie-sim's XRT-compatible runtime). A full
// ELF (aiecc --generate-full-elf) also carries its design, so a hardware
// context can be made from it.
#ifndef AIESIM_XRT_ELF_H
#define AIESIM_XRT_ELF_H

#include "xrt/detail/handle.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_hw_context.h"

#include <cstddef>
#include <istream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace xrt {

class elf {
  std::shared_ptr<aiesim_elf> m_handle;

  void load(const void *data, size_t size) {
    aiesim_elf *raw = nullptr;
    detail::check(aiesim_elf_load_data(data, size, &raw));
    m_handle = detail::own(raw, aiesim_elf_free);
  }

public:
  elf() = default;
  explicit elf(const std::string &filename) {
    aiesim_elf *raw = nullptr;
    detail::check(aiesim_elf_load(filename.c_str(), &raw));
    m_handle = detail::own(raw, aiesim_elf_free);
  }
  explicit elf(const char *filename) : elf(std::string(filename)) {}
  // An ELF in memory.
  explicit elf(const std::string_view &data) { load(data.data(), data.size()); }
  elf(const void *data, size_t size) { load(data, size); }
  explicit elf(std::istream &stream) {
    std::vector<char> bytes((std::istreambuf_iterator<char>(stream)), std::istreambuf_iterator<char>());
    load(bytes.data(), bytes.size());
  }

  // Whether it carries its design (a hardware context can be made from it).
  bool is_full_elf() const { return aiesim_elf_is_full(detail::need(m_handle, "xrt::elf")) != 0; }

  bool operator<(const elf &other) const { return m_handle < other.m_handle; }
  aiesim_elf *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

inline hw_context::hw_context(const xrt::device &device, const xrt::elf &elf) : m_device(device) {
  aiesim_context *raw = nullptr;
  detail::check(aiesim_context_open_elf(detail::need(device.get_handle(), "xrt::device"),
                                        detail::need(elf.get_handle(), "xrt::elf"), &raw));
  m_handle = detail::own(raw, aiesim_context_free);
}
inline hw_context::hw_context(const xrt::device &device, const xrt::elf &elf, const cfg_param_type &cfg_param,
                              access_mode mode)
    : hw_context(device, elf) {
  m_qos = cfg_param;
  m_mode = mode;
}
inline hw_context::hw_context(const xrt::device &device, const xrt::elf &elf, const cfg_param_type &cfg_param)
    : hw_context(device, elf, cfg_param, access_mode::shared) {}

} // namespace xrt

#endif
