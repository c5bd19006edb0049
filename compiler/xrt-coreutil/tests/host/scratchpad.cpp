// Scratchpad parameters from the host (scratchpad.mlir, compiled by
// aiecc --get-full-elf --get-scratchpad-parameters): three runs of one
// kernel, each with other values written through ParameterScratchpad into
// the run's scratchpad; out[i] must be (start + i) * gain.
// argv: aie.elf params.txt

#include <parameter_scratchpad.h>

#include <xrt/experimental/xrt_elf.h>
#include <xrt/experimental/xrt_ext.h>
#include <xrt/xrt_bo.h>
#include <xrt/xrt_device.h>
#include <xrt/xrt_kernel.h>

#include <cstdint>
#include <iostream>

int main(int argc, const char *argv[]) {
  if (argc != 3) {
    std::cerr << "usage: scratchpad aie.elf params.txt\n";
    return 2;
  }
  xrt::device device(0);
  xrt::elf elf{argv[1]};
  xrt::hw_context context(device, elf);
  auto kernel = xrt::ext::kernel(context, "main:seq");
  xrt::bo in = xrt::ext::bo{device, 32 * sizeof(int32_t)};
  xrt::bo out = xrt::ext::bo{device, 8 * sizeof(int32_t)};
  auto *x = in.map<int32_t *>();
  for (int i = 0; i < 32; ++i)
    x[i] = i;
  in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  xrt::run run(kernel);
  run.set_arg(0, in);
  run.set_arg(1, out);
  test_utils::ParameterScratchpad params(run, argv[2]);
  bool ok = true;
  const int32_t cases[][2] = {{3, 0}, {5, 8}, {7, 24}};
  for (const auto &c : cases) {
    params.write("gain", c[0]);
    params.write("start", c[1]);
    // A core parameter is stored shifted left by 2, an address one as it is.
    if (params.read("gain") != static_cast<uint32_t>(c[0]) << 2 ||
        params.read("start") != static_cast<uint32_t>(c[1])) {
      std::cout << "the scratchpad words are not encoded by kind\n";
      ok = false;
    }
    params.sync();
    run.start();
    run.wait2();
    out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    auto *y = out.map<int32_t *>();
    for (int i = 0; i < 8; ++i) {
      int32_t want = (c[1] + i) * c[0];
      if (y[i] != want) {
        std::cout << "gain " << c[0] << ", start " << c[1] << ": out[" << i << "] = " << y[i] << ", expected "
                  << want << "\n";
        ok = false;
      }
    }
  }
  std::cout << (ok ? "PASS!" : "FAIL.") << "\n";
  return ok ? 0 : 1;
}
