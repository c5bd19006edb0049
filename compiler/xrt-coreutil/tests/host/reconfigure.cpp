// A kernel run, a transaction that reconfigures the array, and a run of
// the new design, in one runlist (as mlir-aie's add_one_two_txn test runs
// them): `reconfigure X I0 CFG I1 N0 N1` runs instructions I0, the
// configuration words CFG (a kernel run without buffers) and I1 on 64
// words of xclbin X's kernel MLIR_AIE, and checks that the first run adds
// N0 and the last N1. Prints what it checks and PASS!.
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "checks.h"
#include "xrt/experimental/xrt_kernel.h"
#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_kernel.h"

namespace {

constexpr int WORDS = 64;

struct Program {
  xrt::bo words;
  uint32_t count;
};

Program load(xrt::device &device, xrt::kernel &kernel, const std::string &path) {
  std::vector<uint32_t> w = checks::words_of(path);
  xrt::bo b(device, w.size() * 4, XCL_BO_FLAGS_CACHEABLE, kernel.group_id(1));
  b.write(w.data());
  b.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  return {b, static_cast<uint32_t>(w.size())};
}

// Whether `out` holds in[i] + n for in[i] = 5 i.
bool adds(xrt::bo &out, int32_t n) {
  out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  const int32_t *p = out.map<const int32_t *>();
  for (int i = 0; i < WORDS; i++)
    if (p[i] != 5 * i + n) {
      std::cout << "  out[" << i << "] = " << p[i] << ", expected " << 5 * i + n << "\n";
      return false;
    }
  return true;
}

} // namespace

int main(int argc, const char *argv[]) {
  if (argc != 7) {
    std::cerr << "usage: reconfigure X I0 CFG I1 N0 N1\n";
    return 2;
  }
  xrt::device device(0);
  xrt::xclbin xclbin(argv[1]);
  device.register_xclbin(xclbin);
  xrt::hw_context context(device, xclbin.get_uuid());
  xrt::kernel kernel(context, "MLIR_AIE");
  Program first = load(device, kernel, argv[2]), cfg = load(device, kernel, argv[3]),
          second = load(device, kernel, argv[4]);
  xrt::bo in(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(3));
  xrt::bo out0(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(4));
  xrt::bo out1(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(4));
  int32_t *p = in.map<int32_t *>();
  for (int i = 0; i < WORDS; i++)
    p[i] = 5 * i;
  in.sync(XCL_BO_SYNC_BO_TO_DEVICE);

  auto run = [&](Program &prog) {
    xrt::run r(kernel);
    r.set_arg(0, 3u);
    r.set_arg(1, prog.words);
    r.set_arg(2, prog.count);
    return r;
  };
  xrt::run r0 = run(first), rc = run(cfg), r1 = run(second);
  r0.set_arg(3, in);
  r0.set_arg(4, out0);
  // The configuration takes no buffers: its buffer arguments are 0.
  rc.set_arg(3, 0);
  rc.set_arg(4, 0);
  r1.set_arg(3, in);
  r1.set_arg(4, out1);
  xrt::runlist list(context);
  list.add(r0);
  list.add(rc);
  list.add(r1);
  list.execute();
  list.wait();
  checks::expect(r0.state() == ERT_CMD_STATE_COMPLETED && rc.state() == ERT_CMD_STATE_COMPLETED &&
                     r1.state() == ERT_CMD_STATE_COMPLETED,
                 "the three runs complete");
  checks::expect(adds(out0, std::stoi(argv[5])), "the first run adds N0");
  checks::expect(adds(out1, std::stoi(argv[6])), "the run after the configuration adds N1");
  if (checks::failures)
    return 1;
  std::cout << "PASS!\n";
  return 0;
}
