// A host program written against aie-sim's XRT-compatible runtime, as
// mlir-aie's host programs are: it loads an xclbin and an instruction
// buffer, fills buffer objects, runs the kernel MLIR_AIE and checks that
// out[i] = in[i] + N for a design that adds N to 64 words (argument 0 in,
// argument 1 out). Modes test one part of the API each:
//
//   api run X I N          sync in, run, sync out, check
//   api twice X I N        two runs in a row, new input each time
//   api nosync-in X I N    the input is not synced: the run sees zeros
//   api nosync-out X I N   the output is read before and after its sync
//   api groups X I N       print the kernel's argument groups
//   api timeout X I N      the run must not complete (ERT_CMD_STATE_TIMEOUT)
//   api two X1 I1 N1 X2 I2 N2  two xclbins, a context and kernel each
//   api pair X I N1 N2     an xclbin with two kernels (PDIs): one context,
//                          runs of the first, the second, the first
//   api ctrlpkt X I N P    the design configured by the control packets of
//                          file P, which the run gets as its last argument
//
// Prints PASS and exits 0 when every check holds.
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "checks.h"
#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_kernel.h"

namespace {

constexpr int WORDS = 64;
int failures = 0;

void expect(bool ok, const std::string &what) {
  if (!ok) {
    std::cout << "FAILED: " << what << "\n";
    failures++;
  }
}

using checks::words_of;

// A kernel of an xclbin with its instruction buffer, as mlir-aie's tests set it up.
struct Setup {
  xrt::device device;
  xrt::kernel kernel;
  xrt::bo instr, in, spare, out;
  size_t count;

  // Kernel `which` of the xclbin, on `context` if given (else a new one).
  Setup(xrt::device d, const std::string &xclbin_path, const std::string &insts, size_t which = 0,
        xrt::hw_context *context = nullptr)
      : device(d) {
    xrt::xclbin xclbin(xclbin_path);
    std::string name = xclbin.get_kernels().at(which).get_name();
    device.register_xclbin(xclbin);
    xrt::hw_context own(device, xclbin.get_uuid());
    kernel = xrt::kernel(context ? *context : own, name);
    std::vector<uint32_t> words = words_of(insts);
    count = words.size();
    instr = xrt::bo(device, count * 4, XCL_BO_FLAGS_CACHEABLE, kernel.group_id(1));
    in = xrt::bo(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(3));
    spare = xrt::bo(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(4));
    out = xrt::bo(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(5));
    std::memcpy(instr.map<void *>(), words.data(), count * 4);
    instr.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  }

  void fill(int32_t first) {
    int32_t *p = in.map<int32_t *>();
    for (int i = 0; i < WORDS; i++)
      p[i] = first + 3 * i;
  }

  ert_cmd_state run() {
    auto r = kernel(3u, instr, count, in, spare, out);
    return r.wait();
  }

  // A run with a fourth buffer argument (control packets) holding `words`.
  ert_cmd_state run_with(const std::vector<uint32_t> &words) {
    xrt::bo packets(device, words.size() * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(6));
    std::memcpy(packets.map<void *>(), words.data(), words.size() * 4);
    packets.sync(XCL_BO_SYNC_BO_TO_DEVICE);
    auto r = kernel(3u, instr, count, in, spare, out, packets);
    return r.wait();
  }

  // Whether out[i] = first + 3 i + add (in the host copy).
  bool holds(int32_t first, int32_t add) {
    int32_t *p = out.map<int32_t *>();
    for (int i = 0; i < WORDS; i++)
      if (p[i] != first + 3 * i + add) {
        std::cout << "out[" << i << "] = " << p[i] << ", expected " << first + 3 * i + add << "\n";
        return false;
      }
    return true;
  }

  // One whole run: fill, sync in, run, sync out, check.
  void round(int32_t first, int32_t add) {
    fill(first);
    in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
    expect(run() == ERT_CMD_STATE_COMPLETED, "the run completes");
    out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    expect(holds(first, add), "out = in + N");
  }
};

} // namespace

int main(int argc, const char *argv[]) {
  if (argc < 5) {
    std::cerr << "usage: api MODE XCLBIN INSTS N [XCLBIN2 INSTS2 N2]\n";
    return 2;
  }
  std::string mode = argv[1];
  int32_t add = std::stoi(argv[4]);
  xrt::device device(0);
  Setup s(device, argv[2], argv[3]);
  if (mode == "run") {
    s.round(10, add);
  } else if (mode == "twice") {
    s.round(10, add);
    s.round(-500, add);
  } else if (mode == "nosync-in") {
    s.fill(10);
    expect(s.run() == ERT_CMD_STATE_COMPLETED, "the run completes");
    s.out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    int32_t *p = s.out.map<int32_t *>();
    for (int i = 0; i < WORDS; i++)
      expect(p[i] == add, "an input not synced reads as zeros on the device");
  } else if (mode == "nosync-out") {
    int32_t *p = s.out.map<int32_t *>();
    for (int i = 0; i < WORDS; i++)
      p[i] = -1;
    s.fill(10);
    s.in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
    expect(s.run() == ERT_CMD_STATE_COMPLETED, "the run completes");
    for (int i = 0; i < WORDS; i++)
      expect(p[i] == -1, "the host copy is unchanged before the sync from the device");
    s.out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    expect(s.holds(10, add), "the sync brings the output");
  } else if (mode == "groups") {
    for (int i = 0; i < 9; i++)
      std::cout << (i ? " " : "") << s.kernel.group_id(i);
    std::cout << "\n";
  } else if (mode == "timeout") {
    s.fill(10);
    s.in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
    ert_cmd_state state = s.run();
    std::cout << "state " << state << "\n";
    expect(state == ERT_CMD_STATE_TIMEOUT, "a run that cannot finish times out");
  } else if (mode == "pair" && argc == 6) {
    xrt::xclbin xclbin(argv[2]);
    device.register_xclbin(xclbin);
    xrt::hw_context context(device, xclbin.get_uuid());
    Setup first(device, argv[2], argv[3], 0, &context), second(device, argv[2], argv[3], 1, &context);
    first.round(10, add);
    second.round(20, std::stoi(argv[5]));
    first.round(30, add);
  } else if (mode == "ctrlpkt" && argc == 6) {
    s.fill(10);
    s.in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
    expect(s.run_with(words_of(argv[5])) == ERT_CMD_STATE_COMPLETED, "the run completes");
    s.out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    expect(s.holds(10, add), "out = in + N");
  } else if (mode == "two" && argc == 8) {
    Setup t(device, argv[5], argv[6]);
    s.round(10, add);
    t.round(20, std::stoi(argv[7]));
    s.round(30, add);
  } else {
    std::cerr << "api: unknown mode " << mode << "\n";
    return 2;
  }
  if (failures)
    return 1;
  std::cout << "PASS!\n";
  return 0;
}
