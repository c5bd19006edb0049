// xrt::kernel and xrt::run: a kernel of a hardware context and its runs
// (aie-sim's XRT-compatible runtime). A run executes on the simulated
// array when it starts: an xclbin kernel runs the instruction buffer it is
// given (NPU transaction words), an ELF kernel its control code. wait()
// then returns ERT_CMD_STATE_COMPLETED, or ERT_CMD_STATE_ERROR /
// ERT_CMD_STATE_TIMEOUT (a deadlock) with the simulator's report on
// standard error.
#ifndef AIESIM_XRT_KERNEL_H
#define AIESIM_XRT_KERNEL_H

#include "xrt/detail/ert.h"
#include "xrt/detail/handle.h"
#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_hw_context.h"
#include "xrt/xrt_uuid.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace xrt {

class run;

class kernel {
protected:
  std::shared_ptr<aiesim_kernel> m_handle;

  void open(const xrt::hw_context &context, aiesim_elf *module, const std::string &name) {
    aiesim_kernel *raw = nullptr;
    detail::check(aiesim_kernel_open(detail::need(context.get_handle(), "xrt::hw_context"), module, name.c_str(), &raw));
    m_handle = detail::own(raw, aiesim_kernel_free);
  }

public:
  enum class cu_access_mode : uint8_t { exclusive = 0, shared = 1, none = 2 };

  kernel() = default;
  kernel(const xrt::hw_context &context, const std::string &name) { open(context, nullptr, name); }
  // The legacy form: a context on the xclbin registered with this UUID.
  kernel(const xrt::device &device, const xrt::uuid &xclbin_id, const std::string &name,
         cu_access_mode = cu_access_mode::shared) {
    open(xrt::hw_context(device, xclbin_id), nullptr, name);
  }

  // The memory group (bank) argument argno is connected to; -1 for a scalar.
  int group_id(int argno) const { return aiesim_kernel_group_id(detail::need(m_handle, "xrt::kernel"), argno); }
  std::string get_name() const { return aiesim_kernel_name(detail::need(m_handle, "xrt::kernel")); }

  // Starts a run with these arguments.
  template <typename... Args> xrt::run operator()(Args &&...args) const;

  aiesim_kernel *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

class run {
  std::shared_ptr<aiesim_run> m_handle;

  aiesim_run *handle() const { return detail::need(m_handle, "xrt::run"); }

public:
  run() = default;
  explicit run(const xrt::kernel &k) {
    aiesim_run *raw = nullptr;
    detail::check(aiesim_run_open(detail::need(k.get_handle(), "xrt::kernel"), &raw));
    m_handle = detail::own(raw, aiesim_run_free);
  }

  void set_arg(int index, const xrt::bo &bo) { detail::check(aiesim_run_set_bo(handle(), index, bo.get_handle())); }
  void set_arg(int index, xrt::bo &bo) { set_arg(index, static_cast<const xrt::bo &>(bo)); }
  void set_arg(int index, xrt::bo &&bo) { set_arg(index, static_cast<const xrt::bo &>(bo)); }
  // A scalar: its bytes (at most 8).
  template <typename T, typename = std::enable_if_t<!std::is_base_of_v<xrt::bo, std::decay_t<T>>>>
  void set_arg(int index, T &&value) {
    using V = std::decay_t<T>;
    static_assert(std::is_trivially_copyable_v<V> && sizeof(V) <= 8, "a scalar kernel argument of at most 8 bytes");
    V copy = value;
    detail::check(aiesim_run_set_scalar(handle(), index, &copy, sizeof copy));
  }

  // Runs the kernel on the simulated array; it has ended when start returns.
  void start() { detail::check(aiesim_run_start(handle())); }

  ert_cmd_state state() const { return static_cast<ert_cmd_state>(aiesim_run_state(handle())); }
  ert_cmd_state wait(const std::chrono::milliseconds & = std::chrono::milliseconds(0)) const { return state(); }
  ert_cmd_state wait(unsigned int) const { return state(); }
  // A run that ended in a state other than ERT_CMD_STATE_COMPLETED.
  class command_error : public std::runtime_error {
    ert_cmd_state m_state;

  public:
    command_error(ert_cmd_state state, const std::string &what) : std::runtime_error(what), m_state(state) {}
    ert_cmd_state get_command_state() const { return m_state; }
  };

  // As wait, but a run that did not complete throws command_error. The run
  // has ended when start returns, so there is no timeout.
  std::cv_status wait2(const std::chrono::milliseconds &) const {
    ert_cmd_state s = state();
    if (s != ERT_CMD_STATE_COMPLETED)
      throw command_error(s, "the run did not complete: ert_cmd_state " + std::to_string(static_cast<int>(s)));
    return std::cv_status::no_timeout;
  }
  void wait2() const { wait2(std::chrono::milliseconds(0)); }

  // The buffer object of the run's control-code scratchpad (the host side of
  // aiex.npu.create_scratchpad): write it and sync it to the device before start.
  xrt::bo get_ctrl_scratchpad_bo() const {
    aiesim_bo *raw = nullptr;
    detail::check(aiesim_run_scratchpad_bo(handle(), &raw));
    return xrt::bo(raw);
  }

  aiesim_run *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

template <typename... Args> xrt::run kernel::operator()(Args &&...args) const {
  xrt::run r(*this);
  int index = 0;
  (r.set_arg(index++, std::forward<Args>(args)), ...);
  r.start();
  return r;
}

} // namespace xrt

#endif
