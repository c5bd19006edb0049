// xrt::module: the control code of an ELF, whose kernels run on a hardware
// context made from an xclbin (aie-sim's XRT-compatible runtime).
#ifndef AIESIM_XRT_MODULE_H
#define AIESIM_XRT_MODULE_H

#include "xrt/experimental/xrt_elf.h"

namespace xrt {

class module {
  xrt::elf m_elf;

public:
  module() = default;
  explicit module(const xrt::elf &elf) : m_elf(elf) {}

  xrt::elf get_elf() const { return m_elf; }
  explicit operator bool() const { return static_cast<bool>(m_elf); }
};

} // namespace xrt

#endif
