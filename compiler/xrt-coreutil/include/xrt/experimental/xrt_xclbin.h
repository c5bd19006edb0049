// xrt::xclbin: an xclbin file and the kernels it declares (aie-sim's
// XRT-compatible runtime).
#ifndef AIESIM_XRT_XCLBIN_H
#define AIESIM_XRT_XCLBIN_H

#include "xrt/detail/handle.h"
#include "xrt/xrt_uuid.h"

#include <memory>
#include <string>
#include <vector>

namespace xrt {

class xclbin {
  std::shared_ptr<aiesim_xclbin> m_handle;

public:
  // An argument of a kernel.
  class arg {
    std::shared_ptr<aiesim_xclbin> m_handle;
    size_t m_kernel = 0, m_index = 0;

  public:
    arg() = default;
    arg(std::shared_ptr<aiesim_xclbin> h, size_t kernel, size_t index)
        : m_handle(std::move(h)), m_kernel(kernel), m_index(index) {}
    std::string get_name() const { return aiesim_xclbin_arg_name(m_handle.get(), m_kernel, m_index); }
    size_t get_index() const { return m_index; }
    uint64_t get_offset() const { return aiesim_xclbin_arg_offset(m_handle.get(), m_kernel, m_index); }
    uint64_t get_size() const { return aiesim_xclbin_arg_size(m_handle.get(), m_kernel, m_index); }
    std::string get_host_type() const { return aiesim_xclbin_arg_type(m_handle.get(), m_kernel, m_index); }
    explicit operator bool() const { return m_handle != nullptr; }
  };

  // A kernel the xclbin declares.
  class kernel {
    std::shared_ptr<aiesim_xclbin> m_handle;
    size_t m_index = 0;

  public:
    kernel() = default;
    kernel(std::shared_ptr<aiesim_xclbin> h, size_t index) : m_handle(std::move(h)), m_index(index) {}
    std::string get_name() const {
      return aiesim_xclbin_kernel_name(detail::need(m_handle, "xrt::xclbin::kernel"), m_index);
    }
    size_t get_num_args() const { return aiesim_xclbin_args(m_handle.get(), m_index); }
    arg get_arg(int index) const {
      if (index < 0 || static_cast<size_t>(index) >= get_num_args())
        throw std::out_of_range("no argument " + std::to_string(index) + " of kernel " + get_name());
      return arg(m_handle, m_index, index);
    }
    std::vector<arg> get_args() const {
      std::vector<arg> out;
      for (size_t i = 0; i < get_num_args(); i++)
        out.emplace_back(m_handle, m_index, i);
      return out;
    }
    explicit operator bool() const { return m_handle != nullptr; }
  };

  xclbin() = default;
  explicit xclbin(std::shared_ptr<aiesim_xclbin> handle) : m_handle(std::move(handle)) {}
  explicit xclbin(const std::string &filename) {
    aiesim_xclbin *raw = nullptr;
    detail::check(aiesim_xclbin_load(filename.c_str(), &raw));
    m_handle = detail::own(raw, aiesim_xclbin_free);
  }

  std::vector<kernel> get_kernels() const {
    std::vector<kernel> out;
    size_t n = aiesim_xclbin_kernels(detail::need(m_handle, "xrt::xclbin"));
    for (size_t i = 0; i < n; i++)
      out.emplace_back(m_handle, i);
    return out;
  }

  kernel get_kernel(const std::string &name) const {
    for (auto &k : get_kernels())
      if (k.get_name() == name)
        return k;
    return kernel();
  }

  uuid get_uuid() const {
    unsigned char bytes[16];
    aiesim_xclbin_uuid(detail::need(m_handle, "xrt::xclbin"), bytes);
    return uuid(bytes);
  }

  // The platform the xclbin names (its VBNV).
  std::string get_xsa_name() const { return aiesim_xclbin_xsa(detail::need(m_handle, "xrt::xclbin")); }

  aiesim_xclbin *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

} // namespace xrt

#endif
