// xrt/xrt_aie.h (aie-sim's XRT-compatible runtime): XRT's AIE-specific
// classes. The buffer, device and hardware-context classes work as their
// bases do; what reaches into the AIE array directly (GMIO syncs, array
// resets, clock frequency, profiling counters) is for AIE graphs on Edge
// devices and is not simulated: those calls throw, saying so.
#ifndef AIESIM_XRT_AIE_H
#define AIESIM_XRT_AIE_H

#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_hw_context.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

namespace xrt {
namespace aie {

namespace detail {
[[noreturn]] inline void not_simulated(const std::string &what) {
  throw std::runtime_error(what + ": aie-sim does not simulate this AIE-array access (it is for AIE graphs on "
                                  "Edge devices; an NPU's host program reaches the array through kernel runs)");
}
} // namespace detail

enum class access_mode : uint8_t { exclusive = 0, primary = 1, shared = 2, none = 3 };

class device : public xrt::device {
public:
  using access_mode = xrt::aie::access_mode;
  template <typename ArgType>
  device(ArgType &&arg, access_mode = access_mode::primary) : xrt::device(std::forward<ArgType>(arg)) {}

  void reset_array() { detail::not_simulated("xrt::aie::device::reset_array"); }
};

class bo : public xrt::bo {
public:
  template <typename... Args> bo(Args &&...args) : xrt::bo(std::forward<Args>(args)...) {}

  using xrt::bo::sync;
  // A sync through a GMIO port of an AIE graph.
  void sync(const std::string &port, xclBOSyncDirection, size_t, size_t) {
    detail::not_simulated("xrt::aie::bo::sync to GMIO port '" + port + "'");
  }
  void sync(const std::string &port, xclBOSyncDirection dir) { sync(port, dir, size(), 0); }
};

class hw_context : public xrt::hw_context {
public:
  template <typename... Args> hw_context(Args &&...args) : xrt::hw_context(std::forward<Args>(args)...) {}

  void reset_array() { detail::not_simulated("xrt::aie::hw_context::reset_array"); }
  double get_aie_freq() const { detail::not_simulated("xrt::aie::hw_context::get_aie_freq"); }
  void set_aie_freq(double) { detail::not_simulated("xrt::aie::hw_context::set_aie_freq"); }
};

// The AIE array's performance counters.
class profiling {
public:
  enum class profiling_option : int {
    io_total_stream_running_to_idle_cycles = 0,
    io_stream_start_to_bytes_transferred_cycles = 1,
    io_stream_start_difference_cycles = 2,
    io_stream_running_event_count = 3
  };
  profiling() = default;
  explicit profiling(const xrt::hw_context &) { detail::not_simulated("xrt::aie::profiling"); }
  explicit profiling(const xrt::device &) { detail::not_simulated("xrt::aie::profiling"); }
  int start(profiling_option, const std::string &, const std::string &, uint32_t) const {
    detail::not_simulated("xrt::aie::profiling::start");
  }
  uint64_t read() const { detail::not_simulated("xrt::aie::profiling::read"); }
  void stop() const { detail::not_simulated("xrt::aie::profiling::stop"); }
};

} // namespace aie
} // namespace xrt

#endif
