// xrt::bo: a buffer object (aie-sim's XRT-compatible runtime). It has a
// host copy, which map(), write() and read() reach, and a device copy,
// which runs read and write; sync() copies one to the other. A run sees
// only what was synced to the device, and the host sees what a run wrote
// only after a sync from the device, as on the NPU. A sub-buffer
// (bo(parent, size, offset)) is a window on its parent's memory; an
// address (address()) names its buffer wherever a run is given it.
#ifndef AIESIM_XRT_BO_H
#define AIESIM_XRT_BO_H

#include "xrt/detail/handle.h"
#include "xrt/detail/xrt_mem.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_hw_context.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>

namespace xrt {

using memory_group = xrtMemoryGroup;

class bo {
  std::shared_ptr<aiesim_bo> m_handle;

protected:
  void open(const xrt::device &device, void *userptr, size_t size, xrtBufferFlags flags, xrtMemoryGroup group) {
    aiesim_bo *raw = nullptr;
    detail::check(aiesim_bo_open(detail::need(device.get_handle(), "xrt::device"), userptr, size, flags, group, &raw));
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
    open(device, nullptr, size, flags, group);
  }
  bo(const xrt::device &device, size_t size, flags f, xrtMemoryGroup group) {
    open(device, nullptr, size, static_cast<xrtBufferFlags>(f), group);
  }
  bo(const xrt::device &device, size_t size, xrtMemoryGroup group) { open(device, nullptr, size, 0, group); }
  // The host copy is the program's memory at userptr (page-aligned).
  bo(const xrt::device &device, void *userptr, size_t size, xrtBufferFlags flags, xrtMemoryGroup group) {
    open(device, userptr, size, flags, group);
  }
  bo(const xrt::device &device, void *userptr, size_t size, flags f, xrtMemoryGroup group) {
    open(device, userptr, size, static_cast<xrtBufferFlags>(f), group);
  }
  bo(const xrt::device &device, void *userptr, size_t size, xrtMemoryGroup group) {
    open(device, userptr, size, 0, group);
  }
  bo(const xrt::hw_context &context, size_t size, xrtBufferFlags flags, xrtMemoryGroup group) {
    open(context.get_device(), nullptr, size, flags, group);
  }
  bo(const xrt::hw_context &context, size_t size, flags f, xrtMemoryGroup group) {
    open(context.get_device(), nullptr, size, static_cast<xrtBufferFlags>(f), group);
  }
  bo(const xrt::hw_context &context, size_t size, xrtMemoryGroup group) {
    open(context.get_device(), nullptr, size, 0, group);
  }
  bo(const xrt::hw_context &context, void *userptr, size_t size, flags f, xrtMemoryGroup group) {
    open(context.get_device(), userptr, size, static_cast<xrtBufferFlags>(f), group);
  }
  bo(const xrt::hw_context &context, void *userptr, size_t size, xrtMemoryGroup group) {
    open(context.get_device(), userptr, size, 0, group);
  }
  // A sub-buffer: bytes [offset, offset + size) of parent.
  bo(const bo &parent, size_t size, size_t offset) {
    aiesim_bo *raw = nullptr;
    detail::check(aiesim_bo_open_sub(parent.handle(), size, offset, &raw));
    m_handle = detail::own(raw, aiesim_bo_free);
  }

  size_t size() const { return aiesim_bo_size(handle()); }
  uint64_t address() const { return aiesim_bo_address(handle()); }
  memory_group get_memory_group() const { return aiesim_bo_group(handle()); }
  flags get_flags() const {
    return static_cast<flags>(static_cast<uint32_t>(aiesim_bo_flags(handle())) & ~XRT_BO_FLAGS_MEMIDX_MASK);
  }

  // The host copy; a device-only buffer has none (throws).
  void *map() {
    void *p = nullptr;
    detail::check(aiesim_bo_map(handle(), &p));
    return p;
  }
  const void *map() const {
    void *p = nullptr;
    detail::check(aiesim_bo_map(handle(), &p));
    return p;
  }
  template <typename MapType> MapType map() { return reinterpret_cast<MapType>(map()); }
  template <typename MapType> MapType map() const {
    static_assert(std::is_pointer<MapType>::value && std::is_const<std::remove_pointer_t<MapType>>::value,
                  "MapType must be a pointer and const-qualified type");
    return reinterpret_cast<MapType>(map());
  }

  // Bytes [offset, offset + size) of the host copy to the device copy
  // (XCL_BO_SYNC_BO_TO_DEVICE) or back (XCL_BO_SYNC_BO_FROM_DEVICE).
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
  void copy(const bo &src) { copy(src, src.size()); }

  bool operator==(const bo &other) const { return m_handle == other.m_handle; }
  bool operator<(const bo &other) const { return m_handle < other.m_handle; }
  aiesim_bo *get_handle() const { return m_handle.get(); }
  explicit operator bool() const { return m_handle != nullptr; }
};

} // namespace xrt

#endif
