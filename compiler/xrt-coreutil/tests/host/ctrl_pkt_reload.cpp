// A full ELF whose kernel loads its design by control packets
// (ctrl_pkt_reload.mlir, compiled by aiecc --get-full-elf
// --load-pdi-to-ctrl-pkt): the context is made from the ELF alone, kernel
// "main:sequence" takes one buffer, which the design's core adds `add` to
// in place.
// argv: aie.elf add

#include <xrt/experimental/xrt_elf.h>
#include <xrt/experimental/xrt_ext.h>
#include <xrt/xrt_bo.h>
#include <xrt/xrt_device.h>
#include <xrt/xrt_kernel.h>

#include <cstdint>
#include <cstdlib>
#include <iostream>

int main(int argc, const char *argv[]) {
  if (argc != 3) {
    std::cerr << "usage: ctrl_pkt_reload aie.elf add\n";
    return 2;
  }
  const int32_t add = std::atoi(argv[2]);
  xrt::device device(0);
  xrt::elf elf{argv[1]};
  xrt::hw_context context(device, elf);
  auto kernel = xrt::ext::kernel(context, "main:sequence");
  xrt::bo buf = xrt::ext::bo{device, 16 * sizeof(int32_t)};
  auto *x = buf.map<int32_t *>();
  for (int i = 0; i < 16; ++i)
    x[i] = 100 * i;
  buf.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  xrt::run run(kernel);
  run.set_arg(0, buf);
  run.start();
  auto state = run.wait();
  if (state != ERT_CMD_STATE_COMPLETED) {
    std::cout << "the run ended in state " << state << "\nFAIL.\n";
    return 1;
  }
  buf.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  bool ok = true;
  for (int i = 0; i < 16; ++i) {
    if (x[i] != 100 * i + add) {
      std::cout << "out[" << i << "] = " << x[i] << ", expected " << 100 * i + add << "\n";
      ok = false;
    }
  }
  std::cout << (ok ? "PASS!" : "FAIL.") << "\n";
  return ok ? 0 : 1;
}
