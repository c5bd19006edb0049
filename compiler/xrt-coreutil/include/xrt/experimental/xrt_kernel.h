// xrt::runlist: runs of one hardware context executed in the order added
// (aie-sim's XRT-compatible runtime), with XRT's states: runs are added
// while the list is idle; execute() runs them all (a run that does not
// complete stops the list, and the ones after it are aborted); wait()
// throws the first failure; reset() empties an idle list. A run in a list
// cannot be started on its own.
#ifndef AIESIM_XRT_EXPERIMENTAL_KERNEL_H
#define AIESIM_XRT_EXPERIMENTAL_KERNEL_H

#include "xrt/xrt_hw_context.h"
#include "xrt/xrt_kernel.h"

#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace xrt {

class runlist {
public:
  // The first run of the list that did not complete (thrown by wait()).
  class command_error : public std::exception {
    xrt::run m_run;
    ert_cmd_state m_state;
    std::string m_what;

  public:
    command_error(const xrt::run &r, ert_cmd_state state, const std::string &what)
        : m_run(r), m_state(state), m_what(what) {}
    xrt::run get_run() const { return m_run; }
    ert_cmd_state get_command_state() const { return m_state; }
    const char *what() const noexcept override { return m_what.c_str(); }
  };
  // What a failure of an NPU run is thrown as.
  class aie_error : public command_error {
  public:
    aie_error(const xrt::run &r, ert_cmd_state state, const std::string &what) : command_error(r, state, what) {}
  };

private:
  enum class phase { idle, running };
  struct list {
    std::vector<xrt::run> runs;
    phase state = phase::idle;
    // The run that failed, when one did.
    xrt::run failed;

    ~list() {
      for (auto &r : runs)
        aiesim_run_runlists(r.get_handle(), -1);
    }
  };
  std::shared_ptr<list> m_list;
  xrt::hw_context m_context;

  list &get() const { return *detail::need(m_list, "xrt::runlist"); }
  static const char *name(phase p) { return p == phase::idle ? "idle" : "running"; }

public:
  runlist() = default;
  explicit runlist(const xrt::hw_context &context) : m_list(std::make_shared<list>()), m_context(context) {
    detail::need(context.get_handle(), "xrt::hw_context");
  }

  void add(const xrt::run &r) {
    list &l = get();
    if (l.state != phase::idle)
      throw std::runtime_error(std::string("runlist must be idle before adding run objects, current state: ") +
                               name(l.state));
    detail::check(aiesim_run_runlists(detail::need(r.get_handle(), "xrt::run"), 1));
    l.runs.push_back(r);
  }
  void add(xrt::run &&r) { add(static_cast<const xrt::run &>(r)); }

  // Runs each run in order; one that does not complete stops the list,
  // and the runs after it are aborted.
  void execute() {
    list &l = get();
    if (l.state != phase::idle)
      throw std::runtime_error(std::string("runlist must be idle before submitting for execution, current state: ") +
                               name(l.state));
    if (l.runs.empty())
      return;
    l.failed = xrt::run();
    l.state = phase::running;
    size_t i = 0;
    for (; i < l.runs.size(); i++) {
      detail::check(aiesim_run_start(l.runs[i].get_handle(), 1));
      if (l.runs[i].state() != ERT_CMD_STATE_COMPLETED) {
        l.failed = l.runs[i];
        break;
      }
    }
    for (i++; i < l.runs.size(); i++)
      detail::check(aiesim_run_abort(l.runs[i].get_handle()));
  }

  // The runs have ended when execute returns; the first that did not
  // complete throws aie_error, and the list is idle again.
  std::cv_status wait(const std::chrono::milliseconds &) const {
    list &l = get();
    if (l.state != phase::running)
      return std::cv_status::no_timeout;
    l.state = phase::idle;
    if (l.failed) {
      ert_cmd_state s = l.failed.state();
      throw aie_error(l.failed, s, "runlist failed execution (" + detail::state_name(s) + ")");
    }
    return std::cv_status::no_timeout;
  }
  void wait() const { wait(std::chrono::milliseconds(0)); }

  // ERT_CMD_STATE_COMPLETED for an idle or completed list, else the
  // state of the run that failed.
  ert_cmd_state state() const {
    list &l = get();
    return l.failed ? l.failed.state() : ERT_CMD_STATE_COMPLETED;
  }
  // 1: the list has ended (it has when execute returns).
  int poll() const {
    wait(std::chrono::milliseconds(0));
    return 1;
  }

  void reset() {
    list &l = get();
    if (l.state == phase::running)
      throw std::runtime_error("The runlist is submitted for execution and cannot be reset. "
                               "Please use wait() to ensure that all commands have completed "
                               "before calling reset().");
    for (auto &r : l.runs)
      aiesim_run_runlists(r.get_handle(), -1);
    l.runs.clear();
    l.failed = xrt::run();
  }

  explicit operator bool() const { return m_list != nullptr; }
};

} // namespace xrt

#endif
