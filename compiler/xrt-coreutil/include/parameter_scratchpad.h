// aiec's implementation of the host side of mlir-aie's scratchpad
// parameters (`test_utils::ParameterScratchpad`, the API of mlir-aie's
// runtime_lib/test_lib/parameter_scratchpad.h), over this prefix's XRT:
// the parameter file `aiecc --get-scratchpad-parameters` writes names each
// parameter's state-table word and kind; `write` puts a value in the run's
// scratchpad (`xrt::run::get_ctrl_scratchpad_bo()`), `sync` sends it to the
// device before `run.start()`. A core parameter is stored shifted left by 2
// (the firmware's UPDATE_REG clears bits 1:0; the core shifts back), an
// address parameter as it is. A parameter a DMA offsets or lengthens by
// carries the bounds that keep its transfers in their buffers (each line's
// `min max`): a value outside them is refused. docs/host-programs.md, "Scratchpad parameters".

#ifndef AIESIM_PARAMETER_SCRATCHPAD_H
#define AIESIM_PARAMETER_SCRATCHPAD_H

#include "xrt/xrt_bo.h"
#include "xrt/xrt_kernel.h"

#include <cstdint>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>

namespace test_utils {

class ParameterScratchpad {
  struct Slot {
    unsigned word;
    bool core;
    bool bounded;
    int64_t min, max;
  };

  xrt::bo m_bo;
  uint32_t *m_words = nullptr;
  size_t m_bytes = 0;
  std::map<std::string, Slot> m_slots;

  [[noreturn]] static void fail(const std::string &what) {
    throw std::runtime_error("ParameterScratchpad: " + what);
  }

  void load(const std::string &path) {
    std::ifstream in(path);
    if (!in)
      fail("cannot open '" + path + "'");
    std::string line;
    unsigned count = 0;
    if (!std::getline(in, line) || !(std::istringstream(line) >> count))
      fail("'" + path + "' does not start with the parameter count");
    for (unsigned i = 0; i < count; ++i) {
      std::string name, type, kind, lo, hi;
      unsigned word = 0;
      if (!std::getline(in, line))
        fail("'" + path + "' lists fewer than " + std::to_string(count) + " parameters");
      std::istringstream fields(line);
      if (!(fields >> name >> word >> type >> kind))
        fail("'" + path + "' lists fewer than " + std::to_string(count) + " parameters");
      if (word > 255)
        fail("state_table_idx " + std::to_string(word) + " of '" + name + "' is not a byte");
      if (kind != "core" && kind != "addr")
        fail("parameter '" + name + "' has kind '" + kind + "' (core or addr)");
      Slot slot{word, kind == "core", false, 0, 0};
      if (fields >> lo >> hi && lo != "-") {
        slot.bounded = true;
        slot.min = std::stoll(lo);
        slot.max = std::stoll(hi);
      }
      if (!m_slots.emplace(name, slot).second)
        fail("parameter '" + name + "' is listed twice");
    }
    m_bytes = 4 * static_cast<size_t>(count);
  }

  void clear() {
    for (size_t i = 0; i < m_bytes / 4; ++i)
      m_words[i] = 0;
  }

  const Slot &slot(const std::string &name) const {
    auto it = m_slots.find(name);
    if (it == m_slots.end())
      throw std::runtime_error("ParameterScratchpad: unknown parameter '" + name + "'");
    return it->second;
  }

public:
  // The scratchpad of `run`, laid out as the parameter file at `path` says.
  ParameterScratchpad(xrt::run &run, const std::string &path) {
    load(path);
    m_bo = run.get_ctrl_scratchpad_bo();
    if (m_bo.size() < m_bytes)
      throw std::runtime_error("ParameterScratchpad: the scratchpad holds " + std::to_string(m_bo.size()) +
                               " bytes, the parameters need " + std::to_string(m_bytes));
    m_words = m_bo.map<uint32_t *>();
    clear();
  }

  // Over memory the caller owns (at least 4 bytes per parameter).
  ParameterScratchpad(uint32_t *words, const std::string &path) : m_words(words) {
    load(path);
    clear();
  }

  // The 32 bits of parameter `name`, encoded for its kind.
  void writeBits(const std::string &name, uint32_t bits) {
    const Slot &s = slot(name);
    int64_t v = static_cast<int32_t>(bits);
    if (s.bounded && (v < s.min || v > s.max))
      fail("parameter '" + name + "' = " + std::to_string(v) + " is outside [" + std::to_string(s.min) + ", " +
           std::to_string(s.max) + "], the values that keep its transfers within their buffers");
    m_words[s.word] = s.core ? bits << 2 : bits;
  }

  // Up to 4 bytes, little-endian.
  void writeBytes(const std::string &name, const void *data, size_t len) {
    uint32_t bits = 0;
    std::memcpy(&bits, data, len < sizeof bits ? len : sizeof bits);
    writeBits(name, bits);
  }

  // A value of at most 32 bits (a core parameter keeps its low 30).
  template <typename T> void write(const std::string &name, T value) {
    static_assert(sizeof(T) <= 4, "a scratchpad parameter holds at most 32 bits");
    writeBytes(name, &value, sizeof value);
  }

  // The word of parameter `name` as stored (encoded).
  uint32_t read(const std::string &name) const { return m_words[slot(name).word]; }

  // Sends the values to the device; call before the run starts.
  void sync() { m_bo.sync(XCL_BO_SYNC_BO_TO_DEVICE); }
};

} // namespace test_utils

#endif
