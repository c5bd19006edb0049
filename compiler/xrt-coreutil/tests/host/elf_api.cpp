// XRT's ELF flows as its documentation describes them:
//
//   elf_api full E            a full ELF of two_sequences.mlir (device @dev,
//                             sequences @plus and @stall): a context made
//                             from it, kernels "device:sequence", XRT's
//                             lookup errors, argv0.. arguments, an ELF read
//                             from memory
//   elf_api module X L E      a legacy (instruction) ELF L run as xclbin X's
//                             kernel through xrt::module, and the full ELF E
//                             refused there
//   elf_api scalar E          a full ELF of scalar.mlir: a kernel whose
//                             arguments are a buffer, an i32 and a buffer
//   elf_api guard E           a full ELF of guard.mlir: a kernel whose i32
//                             argument the deadlock check guards (>= 4)
//
// out[i] = in[i] + 7 in the first two; + the scalar in the third. Prints what it checks, PASS and exits 0 when
// every check holds.
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "checks.h"
#include "xrt/experimental/xrt_elf.h"
#include "xrt/experimental/xrt_ext.h"
#include "xrt/experimental/xrt_module.h"
#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_kernel.h"

namespace {

constexpr int WORDS = 64;
constexpr size_t BYTES = WORDS * 4;
using checks::expect;
using checks::throws;

void fill(xrt::bo &in, int32_t first) {
  int32_t *p = in.map<int32_t *>();
  for (int i = 0; i < WORDS; i++)
    p[i] = first + 5 * i;
  in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
}

bool holds(xrt::bo &out, int32_t first) {
  out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  const int32_t *p = out.map<const int32_t *>();
  for (int i = 0; i < WORDS; i++)
    if (p[i] != first + 5 * i + 7) {
      std::cout << "  out[" << i << "] = " << p[i] << ", expected " << first + 5 * i + 7 << "\n";
      return false;
    }
  return true;
}

void full(const std::string &path) {
  xrt::device device(0);
  xrt::elf elf(path);
  expect(elf.is_full_elf(), "aiecc's full ELF is a full ELF");
  xrt::hw_context context(device, elf);
  xrt::ext::kernel plus(context, "dev:plus");
  xrt::bo in = xrt::ext::bo{device, BYTES};
  xrt::bo out = xrt::ext::bo{device, BYTES};
  fill(in, 1);
  auto r = plus(in, out);
  expect(r.wait() == ERT_CMD_STATE_COMPLETED && holds(out, 1), "dev:plus runs with its two buffers");
  expect(plus.group_id(0) == 0 && plus.group_id(2) == 0xFFFF, "an ELF kernel's buffers are in group 0");

  // Its arguments are XRT's argv0, argv1.
  fill(in, 2);
  xrt::run named(plus);
  named.set_arg("argv0", in);
  named.set_arg("argv1", out);
  named.start();
  expect(named.wait() == ERT_CMD_STATE_COMPLETED && holds(out, 2), "arguments argv0 and argv1 by name");
  expect(throws<std::out_of_range>([&] { plus(in, out, out); },
                                   "vector::_M_range_check: __n (which is 2) >= this->size() (which is 2)"),
         "a third argument of a two-buffer kernel is std::out_of_range");

  // XRT's lookup: device[:sequence].
  expect(throws<std::runtime_error>([&] { xrt::ext::kernel(context, "dev"); },
                                    "Multiple sub kernels present for given kernel, cannot choose sub kernel"),
         "a device with two sequences needs one named");
  expect(throws<std::runtime_error>([&] { xrt::ext::kernel(context, "dev:nope"); },
                                    "Unable to find group idx for given kernel: dev:nope"),
         "an unknown sequence is XRT's error");
  expect(throws<std::runtime_error>([&] { xrt::ext::kernel(context, "other:plus"); },
                                    "no ELF found with given kernel name in ctx"),
         "an unknown device is XRT's error");
  expect(throws<std::runtime_error>([&] { xrt::kernel(context, "dev:plus"); },
                                    "xrt::hw_context passed is not created using XCLBIN"),
         "xrt::kernel needs a context made from an xclbin");

  // The same ELF read from memory, in a context of its own.
  std::ifstream file(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  xrt::elf from_memory(bytes.data(), bytes.size());
  xrt::hw_context other(device, from_memory);
  xrt::ext::kernel plus2(other, "dev:plus");
  fill(in, 3);
  auto r2 = plus2(in, out);
  expect(r2.wait() == ERT_CMD_STATE_COMPLETED && holds(out, 3), "an ELF from memory runs");
  std::istringstream stream(std::string(bytes.begin(), bytes.end()));
  expect(xrt::elf(stream).is_full_elf(), "an ELF from a stream");

  // A sequence that cannot finish.
  xrt::ext::kernel stall(context, "dev:stall");
  auto s = stall(in, out);
  expect(s.wait() == ERT_CMD_STATE_TIMEOUT, "dev:stall times out");
  expect(throws<std::runtime_error>([&] { s.get_ctrl_scratchpad_bo(); }, "Control scratchpad memory is not present"),
         "a sequence that creates no scratchpad has no control scratchpad");
}

void module(const std::string &xclbin_path, const std::string &legacy, const std::string &full_path) {
  xrt::device device(0);
  xrt::xclbin xclbin(xclbin_path);
  device.register_xclbin(xclbin);
  xrt::hw_context context(device, xclbin.get_uuid());
  xrt::elf elf(legacy);
  expect(!elf.is_full_elf(), "aiecc's instruction ELF is not a full ELF");
  xrt::module mod{elf};
  xrt::ext::kernel k(context, mod, "MLIR_AIE");
  xrt::bo in = xrt::ext::bo{device, BYTES}, spare = xrt::ext::bo{device, BYTES}, out = xrt::ext::bo{device, BYTES};
  fill(in, 4);
  auto r = k(3u, 0, 0, in, spare, out);
  expect(r.wait() == ERT_CMD_STATE_COMPLETED && holds(out, 4), "the xclbin's kernel runs the module's instructions");
  expect(throws<std::runtime_error>([&] { xrt::ext::kernel(context, mod, "dev:plus"); }, "No such kernel 'dev'"),
         "a module's kernel is named by the xclbin");
  xrt::module full_module{xrt::elf(full_path)};
  expect(throws<std::runtime_error>([&] { xrt::ext::kernel(context, full_module, "MLIR_AIE"); },
                                    "xrt::module passed is created using full ELF"),
         "a full ELF is no module of an xclbin's context");
  expect(throws<std::runtime_error>([&] { xrt::hw_context(device, elf); }, "carries no design"),
         "a context cannot be made from an instruction ELF");
}

// A kernel with a scalar argument: out[i] = in[i] + k for the k given.
void scalar(const std::string &path) {
  xrt::device device(0);
  xrt::hw_context context(device, xrt::elf(path));
  xrt::ext::kernel k(context, "main:sequence");
  xrt::bo in = xrt::ext::bo{device, BYTES};
  xrt::bo out = xrt::ext::bo{device, BYTES};
  expect(k.group_id(0) == 0 && k.group_id(1) == 0xFFFF && k.group_id(2) == 0,
         "the buffers are in group 0, the scalar in none");
  fill(in, 0);
  auto adds = [&](int32_t n) {
    out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    const int32_t *p = out.map<const int32_t *>();
    for (int i = 0; i < WORDS; i++)
      if (p[i] != 5 * i + n) {
        std::cout << "  out[" << i << "] = " << p[i] << ", expected " << 5 * i + n << "\n";
        return false;
      }
    return true;
  };
  for (int32_t n : {7, 1000, -3}) {
    auto r = k(in, n, out);
    expect(r.wait() == ERT_CMD_STATE_COMPLETED && adds(n), "operator() with scalar " + std::to_string(n));
  }
  xrt::run r(k);
  r.set_arg("argv0", in);
  r.set_arg("argv1", 42);
  r.set_arg("argv2", out);
  r.start();
  expect(r.wait() == ERT_CMD_STATE_COMPLETED && adds(42), "the scalar set by name");
}

// A kernel whose scalar the deadlock check guards: 4 runs (out[i] =
// in[i] + 1), 3 is refused before the run (ERT_CMD_STATE_ERROR, the
// guard and the value on standard error) instead of hanging.
void guard(const std::string &path) {
  constexpr int N = 16;
  xrt::device device(0);
  xrt::hw_context context(device, xrt::elf(path));
  xrt::ext::kernel k(context, "main:sequence");
  xrt::bo in = xrt::ext::bo{device, N * 4};
  xrt::bo out = xrt::ext::bo{device, N * 4};
  int32_t *p = in.map<int32_t *>();
  for (int i = 0; i < N; i++)
    p[i] = 10 * i;
  in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  auto r = k(in, out, 4);
  expect(r.wait() == ERT_CMD_STATE_COMPLETED, "n = 4 satisfies the guard and runs");
  out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  const int32_t *q = out.map<const int32_t *>();
  bool added = true;
  for (int i = 0; i < N; i++)
    added = added && q[i] == 10 * i + 1;
  expect(added, "each word comes back plus 1");
  auto refused = k(in, out, 3);
  expect(refused.wait() == ERT_CMD_STATE_ERROR, "n = 3 violates the guard: the run is refused");
}

} // namespace

int main(int argc, const char *argv[]) {
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "full" && argc == 3)
    full(argv[2]);
  else if (mode == "module" && argc == 5)
    module(argv[2], argv[3], argv[4]);
  else if (mode == "scalar" && argc == 3)
    scalar(argv[2]);
  else if (mode == "guard" && argc == 3)
    guard(argv[2]);
  else {
    std::cerr << "usage: elf_api full E | elf_api module X L E | elf_api scalar E | elf_api guard E\n";
    return 2;
  }
  if (checks::failures)
    return 1;
  std::cout << "PASS!\n";
  return 0;
}
