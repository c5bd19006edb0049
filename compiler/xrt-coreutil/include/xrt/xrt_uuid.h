// xrt::uuid: the 16 bytes naming an xclbin (aie-sim's XRT-compatible runtime).
#ifndef AIESIM_XRT_UUID_H
#define AIESIM_XRT_UUID_H

#include <cstdio>
#include <cstring>
#include <string>

namespace xrt {

class uuid {
  unsigned char m_bytes[16];

public:
  uuid() { std::memset(m_bytes, 0, sizeof m_bytes); }
  explicit uuid(const unsigned char *bytes) { std::memcpy(m_bytes, bytes, sizeof m_bytes); }

  const unsigned char *get() const { return m_bytes; }

  // 8-4-4-4-12 lower-case hex digits.
  std::string to_string() const {
    char text[37];
    char *at = text;
    for (int i = 0; i < 16; i++) {
      if (i == 4 || i == 6 || i == 8 || i == 10)
        *at++ = '-';
      std::snprintf(at, 3, "%02x", m_bytes[i]);
      at += 2;
    }
    return std::string(text, 36);
  }

  explicit operator bool() const {
    for (unsigned char b : m_bytes)
      if (b)
        return true;
    return false;
  }
  bool operator==(const uuid &other) const { return std::memcmp(m_bytes, other.m_bytes, 16) == 0; }
  bool operator!=(const uuid &other) const { return !(*this == other); }
  bool operator<(const uuid &other) const { return std::memcmp(m_bytes, other.m_bytes, 16) < 0; }
};

} // namespace xrt

#endif
