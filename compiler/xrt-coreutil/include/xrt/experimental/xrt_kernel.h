// xrt::runlist: runs of one hardware context executed in the order added
// (aie-sim's XRT-compatible runtime).
#ifndef AIESIM_XRT_EXPERIMENTAL_KERNEL_H
#define AIESIM_XRT_EXPERIMENTAL_KERNEL_H

#include "xrt/xrt_hw_context.h"
#include "xrt/xrt_kernel.h"

#include <chrono>
#include <condition_variable>
#include <stdexcept>
#include <string>
#include <vector>

namespace xrt {

class runlist {
  std::vector<xrt::run> m_runs;
  bool m_failed = false;

public:
  runlist() = default;
  explicit runlist(const xrt::hw_context &) {}

  void add(const xrt::run &r) { m_runs.push_back(r); }
  void add(xrt::run &&r) { m_runs.push_back(std::move(r)); }

  // Runs each run in order; one that does not complete stops the list.
  void execute() {
    m_failed = false;
    for (auto &r : m_runs) {
      r.start();
      if (r.state() != ERT_CMD_STATE_COMPLETED) {
        m_failed = true;
        return;
      }
    }
  }
  // The runs have ended when execute returns; a run that did not complete throws.
  void wait() const {
    if (m_failed)
      throw std::runtime_error("a run of the runlist did not complete");
  }
  std::cv_status wait(const std::chrono::milliseconds &) const {
    wait();
    return std::cv_status::no_timeout;
  }
  void reset() { m_runs.clear(); m_failed = false; }
};

} // namespace xrt

#endif
