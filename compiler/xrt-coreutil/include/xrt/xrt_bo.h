// xrt::bo: a buffer object (aie-sim's XRT-compatible runtime). It has a
// host copy, which map(), write() and read() reach, and a device copy,
// which runs read and write; sync() copies one to the other. A run sees
// only what was synced to the device, and the host sees what a run wrote
// only after a sync from the device, as on the NPU.
#ifndef AIESIM_XRT_BO_H
#define AIESIM_XRT_BO_H

#include "xrt/detail/handle.h"
#include "xrt/detail/xrt_mem.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_hw_context.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace xrt {

using memory_group = xrtMemoryGroup;

class bo {
  std::shared_ptr<aiesim_bo> m_handle;

  void open(const xrt::device &device, size_t size, xrtBufferFlags flags, xrtMemoryGroup group) {
    aiesim_bo *raw = nullptr;
    detail::check(aiesim_bo_open(device.get_handle(), size, flags, group, &raw));
    m_handle = detail::own(raw, aiesim_bo_free);
  }
  aiesim_bo *handle() const { return detail::need(m_handle, "xrt::bo"); }

public:
  enum class flags : uint32_t {
    normal = 0,
    cacheable = XRT_BO_FLAGS_CACHEABLE,
    device_only = XRT_BO_FLAGS_DEV_ONLY,
    host_only = XRT_BO_FLAGS_HOST_ONLY,
    p2p = XRT_BO_FLAGS_P2P,
    svm = XRT_BO_FLAGS_SVM,
    carveout = XRT_BO_FLAGS_CARVEOUT,
  };

  bo() = default;
  // Takes ownership of a handle the runtime gave out (a run's scratchpad).
  explicit bo(aiesim_bo *owned) { m_handle = detail::own(owned, aiesim_bo_free); }
  bo(const xrt::device &device, size_t size, xrtBufferFlags flags, xrtMemoryGroup group) {
    open(device, size, flags, group);
  }
  bo(const xrt::device &device, size_t size, xrtMemoryGroup group) { open(device, size, 0, group); }
  bo(const xrt::device &device, size_t size, flags f, xrtMemoryGroup group) {
    open(device, size, static_cast<xrtBufferFlags>(f), group);
  }
  bo(const xrt::hw_context &context, size_t size, xrtBufferFlags flags, xrtMemoryGroup group) {
    open(context.get_device(), size, flags, group);
  }
  bo(const xrt::hw_context &context, size_t size, xrtMemoryGroup group) {
    open(context.get_device(), size, 0, group);
  }
  bo(const xrt::hw_context &context, size_t size, flags f, xrtMemoryGroup group) {
    open(context.get_device(), size, static_cast<xrtBufferFlags>(f), group);
  }

  size_t size() const { return aiesim_bo_size(handle()); }
  uint64_t address() const { return aiesim_bo_address(handle()); }
  flags get_flags() const { return static_cast<flags>(aiesim_bo_flags(handle()) & ~XRT_BO_FLAGS_MEMIDX_MASK); }

  void *map() { return aiesim_bo_map(handle()); }
  template <typename MapType> MapType map() { return reinterpret_cast<MapType>(map()); }

  void sync(xclBOSyncDirection dir, size_t size, size_t offset) {
    detail::check(aiesim_bo_sync(handle(), static_cast<int>(dir), size, offset));
  }
  void sync(xclBOSyncDirection dir) { sync(dir, size(), 0); }

  void write(const void *src, size_t size, size_t seek) { detail::check(aiesim_bo_write(handle(), src, size, seek)); }
  void write(const void *src) { write(src, size(), 0); }
  void read(void *dst, size_t size, size_t skip) { detail::check(aiesim_bo_read(handle(), dst, size, skip)); }
  void read(void *dst) { read(dst, size(), 0); }

  // The device copy of src's bytes [src_offset, +size) to this one's at dst_offset.
  void copy(const bo &src, size_t size, size_t src_offset = 0, size_t dst_offset = 0) {
    detail::check(aiesim_bo_copy(handle(), src.handle(), size, dst_offset, src_offset));
  }

  aiesim_bo *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

} // namespace xrt

#endif
