// A run-time length from the host (scratchpad_length.mlir, compiled by
// aiecc --get-full-elf --get-scratchpad-parameters): each run sets @n and
// must find 16 + 4n words looped back, the rest of the output untouched;
// a value past the parameter's bounds (params.txt) is refused.
// argv: aie.elf params.txt

#include <parameter_scratchpad.h>

#include <xrt/experimental/xrt_elf.h>
#include <xrt/experimental/xrt_ext.h>
#include <xrt/xrt_bo.h>
#include <xrt/xrt_device.h>
#include <xrt/xrt_kernel.h>

#include <cstdint>
#include <iostream>
#include <stdexcept>

int main(int argc, const char *argv[]) {
  if (argc != 3) {
    std::cerr << "usage: scratchpad_length aie.elf params.txt\n";
    return 2;
  }
  xrt::device device(0);
  xrt::elf elf{argv[1]};
  xrt::hw_context context(device, elf);
  auto kernel = xrt::ext::kernel(context, "main:seq");
  xrt::bo in = xrt::ext::bo{device, 64 * sizeof(int32_t)};
  xrt::bo out = xrt::ext::bo{device, 64 * sizeof(int32_t)};
  auto *x = in.map<int32_t *>();
  for (int i = 0; i < 64; ++i)
    x[i] = 100 + i;
  in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  xrt::run run(kernel);
  run.set_arg(0, in);
  run.set_arg(1, out);
  test_utils::ParameterScratchpad params(run, argv[2]);
  bool ok = true;
  for (int n : {0, 3, 12}) {
    auto *y = out.map<int32_t *>();
    for (int i = 0; i < 64; ++i)
      y[i] = -1;
    out.sync(XCL_BO_SYNC_BO_TO_DEVICE);
    params.write("n", n);
    params.sync();
    run.start();
    run.wait2();
    out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    for (int i = 0; i < 64; ++i) {
      int32_t want = i < 16 + 4 * n ? 100 + i : -1;
      if (y[i] != want) {
        std::cout << "n = " << n << ": out[" << i << "] = " << y[i] << ", expected " << want << "\n";
        ok = false;
        break;
      }
    }
  }
  try {
    params.write("n", 13);
    std::cout << "n = 13 (past the 64-word buffers) was not refused\n";
    ok = false;
  } catch (const std::runtime_error &e) {
    std::cout << e.what() << "\n";
  }
  std::cout << (ok ? "PASS!" : "FAIL.") << "\n";
  return ok ? 0 : 1;
}
