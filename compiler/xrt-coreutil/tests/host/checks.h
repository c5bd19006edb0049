// What the host programs of these tests share: checks that print what
// they check, and reading a file of 32-bit words.
#ifndef AIESIM_TEST_CHECKS_H
#define AIESIM_TEST_CHECKS_H

#include <cstdint>
#include <cstring>
#include <exception>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace checks {

inline int failures = 0;

// Prints "ok: what" or "FAILED: what" (counted).
inline void expect(bool ok, const std::string &what) {
  std::cout << (ok ? "ok: " : "FAILED: ") << what << "\n";
  failures += !ok;
}

// Whether f throws an E whose message holds `text` (printing it).
template <typename E, typename F> bool throws(F f, const std::string &text) {
  try {
    f();
  } catch (const E &e) {
    std::cout << "  threw: " << e.what() << "\n";
    return std::string(e.what()).find(text) != std::string::npos;
  } catch (const std::exception &e) {
    std::cout << "  threw another exception: " << e.what() << "\n";
    return false;
  }
  return false;
}

// The little-endian 32-bit words of file `path`.
inline std::vector<uint32_t> words_of(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

} // namespace checks

#endif
