// xrt::kernel and xrt::run: a kernel of a hardware context and its runs
// (aie-sim's XRT-compatible runtime). A run executes on the simulated
// array when it starts: an xclbin kernel runs the instruction buffer it is
// given (NPU transaction words), an ELF kernel its control code. wait()
// then returns ERT_CMD_STATE_COMPLETED, or ERT_CMD_STATE_ERROR /
// ERT_CMD_STATE_TIMEOUT (a deadlock) with the simulator's report on
// standard error.
//
// Arguments are set as XRT sets them: index n must be one of the kernel's
// (else std::out_of_range); a scalar's bytes fill as much of the argument
// as it holds; a buffer object puts its address in the argument.
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
#include <exception>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace xrt {

namespace detail {
// An ert_cmd_state's name, as XRT's messages spell it.
inline std::string state_name(ert_cmd_state s) {
  static const char *const names[] = {"ERT_CMD_STATE_NEW",       "ERT_CMD_STATE_QUEUED",    "ERT_CMD_STATE_RUNNING",
                                      "ERT_CMD_STATE_COMPLETED", "ERT_CMD_STATE_ERROR",     "ERT_CMD_STATE_ABORT",
                                      "ERT_CMD_STATE_SUBMITTED", "ERT_CMD_STATE_TIMEOUT",   "ERT_CMD_STATE_NORESPONSE",
                                      "ERT_CMD_STATE_SKERROR",   "ERT_CMD_STATE_SKCRASHED"};
  int i = static_cast<int>(s);
  return i >= 1 && i <= 11 ? names[i - 1] : "out of range";
}
} // namespace detail

class run;

class kernel {
protected:
  std::shared_ptr<aiesim_kernel> m_handle;
  xrt::hw_context m_context;

  // how: 0 xrt::kernel(context, name), 1 ext::kernel(context, module,
  // name), 2 ext::kernel(context, name) (detail/aiesim.h).
  void open(const xrt::hw_context &context, aiesim_elf *module, const std::string &name, int how) {
    aiesim_kernel *raw = nullptr;
    detail::check(
        aiesim_kernel_open(detail::need(context.get_handle(), "xrt::hw_context"), module, name.c_str(), how, &raw));
    m_handle = detail::own(raw, aiesim_kernel_free);
    m_context = context;
  }
  aiesim_kernel *handle() const { return detail::need(m_handle, "xrt::kernel"); }

public:
  enum class cu_access_mode : uint8_t { exclusive = 0, shared = 1, none = 2 };

  kernel() = default;
  // A kernel of the xclbin the context was made from: "name", or
  // "name:instance" / "name:{instance,...}".
  kernel(const xrt::hw_context &context, const std::string &name) { open(context, nullptr, name, 0); }
  // The legacy form: a context on the xclbin registered with this UUID.
  kernel(const xrt::device &device, const xrt::uuid &xclbin_id, const std::string &name,
         cu_access_mode = cu_access_mode::shared) {
    open(xrt::hw_context(device, xclbin_id), nullptr, name, 0);
  }

  // The memory group (bank) argument argno is connected to: XRT's
  // encoding, 0xFFFF for an argument connected to none (a scalar).
  int group_id(int argno) const { return aiesim_kernel_group_id(handle(), argno); }
  // Argument argno's offset in the argument block.
  uint32_t offset(int argno) const {
    uint32_t out = 0;
    detail::check(aiesim_kernel_arg_offset(handle(), argno, &out));
    return out;
  }
  std::string get_name() const { return aiesim_kernel_name(handle()); }
  // The xclbin holding the kernel (empty for a kernel of a full ELF).
  xrt::xclbin get_xclbin() const {
    handle();
    return m_context.get_xclbin();
  }

  // Starts a run with these arguments.
  template <typename... Args> xrt::run operator()(Args &&...args) const;

  bool operator<(const kernel &other) const { return m_handle < other.m_handle; }
  aiesim_kernel *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

class run {
  std::shared_ptr<aiesim_run> m_handle;

  aiesim_run *handle() const { return detail::need(m_handle, "xrt::run"); }

  void set_arg(int) {}
  template <typename ArgType, typename... Args> void set_arg(int argno, ArgType &&arg, Args &&...args) {
    set_arg(argno, std::forward<ArgType>(arg));
    set_arg(argno + 1, std::forward<Args>(args)...);
  }

public:
  // A run that ended in a state other than ERT_CMD_STATE_COMPLETED
  // (thrown by wait2()).
  class command_error : public std::exception {
    ert_cmd_state m_state;
    std::string m_what;

  public:
    command_error(ert_cmd_state state, const std::string &what) : m_state(state), m_what(what) {}
    command_error(const xrt::run &r, const std::string &what) : m_state(r.state()), m_what(what) {}
    ert_cmd_state get_command_state() const { return m_state; }
    const char *what() const noexcept override { return m_what.c_str(); }
  };
  // What an NPU run's failure is thrown as.
  class aie_error : public command_error {
  public:
    aie_error(const xrt::run &r, const std::string &what) : command_error(r, what) {}
  };

  run() = default;
  explicit run(const xrt::kernel &k) {
    aiesim_run *raw = nullptr;
    detail::check(aiesim_run_open(detail::need(k.get_handle(), "xrt::kernel"), &raw));
    m_handle = detail::own(raw, aiesim_run_free);
  }

  // A buffer argument: the argument holds the buffer's address.
  void set_arg(int index, const xrt::bo &bo) {
    detail::check(aiesim_run_set_bo(handle(), index, detail::need(bo.get_handle(), "xrt::bo")));
  }
  void set_arg(int index, xrt::bo &bo) { set_arg(index, static_cast<const xrt::bo &>(bo)); }
  void set_arg(int index, xrt::bo &&bo) { set_arg(index, static_cast<const xrt::bo &>(bo)); }
  // A scalar argument: its bytes, as many as the argument holds.
  template <typename ArgType, typename = std::enable_if_t<!std::is_base_of_v<xrt::bo, std::decay_t<ArgType>>>>
  void set_arg(int index, ArgType &&arg) {
    detail::check(aiesim_run_set_scalar(handle(), index, &arg, sizeof(arg)));
  }
  void set_arg(int index, const void *value, size_t bytes) {
    detail::check(aiesim_run_set_scalar(handle(), index, value, bytes));
  }
  // The argument the kernel names argnm.
  template <typename ArgType> void set_arg(const std::string &argnm, ArgType &&value) {
    int index = -1;
    detail::check(aiesim_run_arg_index(handle(), argnm.c_str(), &index));
    set_arg(index, std::forward<ArgType>(value));
  }

  // XRT updates arguments of a running kernel on Edge devices only; an
  // NPU's runs (and aie-sim's) take their arguments when they start.
  template <typename ArgType> void update_arg(int, ArgType &&) {
    throw std::runtime_error("xrt::run::update_arg: XRT supports it on Edge devices only; aie-sim simulates an NPU, "
                             "whose runs take their arguments when they start (use set_arg, then start)");
  }

  // Sets every argument from index 0 on and starts the run.
  template <typename... Args> void operator()(Args &&...args) {
    set_arg(0, std::forward<Args>(args)...);
    start();
  }

  // Runs the kernel on the simulated array; it has ended when start returns.
  void start() { detail::check(aiesim_run_start(handle(), 0)); }

  ert_cmd_state state() const { return static_cast<ert_cmd_state>(aiesim_run_state(handle())); }
  // The run has ended when start returned: its state, at once. A run that
  // cannot finish is ERT_CMD_STATE_TIMEOUT (a deadlock or the cycle
  // limit), whatever the timeout.
  ert_cmd_state wait(const std::chrono::milliseconds & = std::chrono::milliseconds(0)) const { return state(); }
  ert_cmd_state wait(unsigned int) const { return state(); }
  // As wait, but a run that did not complete throws aie_error (a
  // command_error) with XRT's message.
  std::cv_status wait2(const std::chrono::milliseconds &) const {
    ert_cmd_state s = state();
    if (s != ERT_CMD_STATE_COMPLETED)
      throw aie_error(*this, "Command failed to complete successfully (" + detail::state_name(s) + ")");
    return std::cv_status::no_timeout;
  }
  void wait2() const { wait2(std::chrono::milliseconds(0)); }
  // A run that was started has ended: aborting it leaves its state.
  ert_cmd_state abort() {
    if (state() == ERT_CMD_STATE_NEW)
      throw std::runtime_error("Cannot abort command that wasn't started");
    return state();
  }
  // A PS kernel's return code; 0 for the NPU's.
  uint32_t return_code() const {
    handle();
    return 0;
  }
  // The buffer object of the run's control-code scratchpad (the host side of
  // aiex.npu.create_scratchpad): write it and sync it to the device before start.
  xrt::bo get_ctrl_scratchpad_bo() const {
    aiesim_bo *raw = nullptr;
    detail::check(aiesim_run_scratchpad_bo(handle(), &raw));
    return xrt::bo(raw);
  }

  bool operator<(const run &other) const { return m_handle < other.m_handle; }
  aiesim_run *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

template <typename... Args> xrt::run kernel::operator()(Args &&...args) const {
  xrt::run r(*this);
  r(std::forward<Args>(args)...);
  return r;
}

} // namespace xrt

#endif
