// An instruction ELF from `aiecc --aie-generate-elf` run as the xclbin's
// kernel, the way mlir-aie's ELF host programs do: the hardware context
// comes from the xclbin, the kernel from xrt::ext::kernel(context,
// xrt::module(xrt::elf(file)), NAME), NAME the xclbin's kernel (MLIR_AIE:
// the ELF holds its instructions, the call passes the kernel's arguments).
// add.mlir: out[i] = in[i] + 7.
#include <cstdint>
#include <cstring>
#include <iostream>
#include <string>

#include "xrt/experimental/xrt_elf.h"
#include "xrt/experimental/xrt_ext.h"
#include "xrt/experimental/xrt_module.h"
#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_kernel.h"

int main(int argc, const char *argv[]) {
  if (argc != 4) {
    std::cerr << "usage: elf_module aie.xclbin insts.elf NAME\n";
    return 2;
  }
  xrt::device device(0);
  xrt::xclbin xclbin(argv[1]);
  device.register_xclbin(xclbin);
  xrt::elf elf(argv[2]);
  xrt::module mod{elf};
  xrt::hw_context context(device, xclbin.get_uuid());
  auto kernel = xrt::ext::kernel(context, mod, argv[3]);

  xrt::bo bo_in = xrt::ext::bo{device, 64 * sizeof(int32_t)};
  xrt::bo bo_spare = xrt::ext::bo{device, 64 * sizeof(int32_t)};
  xrt::bo bo_out = xrt::ext::bo{device, 64 * sizeof(int32_t)};
  int32_t *in = bo_in.map<int32_t *>();
  for (int i = 0; i < 64; i++)
    in[i] = 11 * i - 300;
  bo_in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  auto run = kernel(3u, 0, 0, bo_in, bo_spare, bo_out);
  if (run.wait() != ERT_CMD_STATE_COMPLETED) {
    std::cout << "the kernel did not complete\n";
    return 1;
  }
  bo_out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  const int32_t *out = bo_out.map<const int32_t *>();
  int errors = 0;
  for (int i = 0; i < 64; i++)
    if (out[i] != in[i] + 7)
      errors++;
  std::cout << (errors ? "failed.\n" : "PASS!\n");
  return errors ? 1 : 0;
}
