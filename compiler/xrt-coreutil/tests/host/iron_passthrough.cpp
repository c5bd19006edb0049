// The host program of examples/iron_passthrough (IRON's passthrough, all
// tiles logical), as mlir-aie's IRON tests drive it: three buffer objects
// (in, out and an unused third), the output equal to the input.
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iostream>
#include <vector>

#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_kernel.h"

int main(int argc, const char *argv[]) {
  if (argc != 3) {
    std::cerr << "usage: iron_passthrough aie.xclbin insts.bin\n";
    return 2;
  }
  const int n = 1024;
  std::ifstream file(argv[2], std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> instr(bytes.size() / 4);
  std::memcpy(instr.data(), bytes.data(), instr.size() * 4);

  xrt::device device(0);
  xrt::xclbin xclbin(argv[1]);
  device.register_xclbin(xclbin);
  xrt::hw_context context(device, xclbin.get_uuid());
  xrt::kernel kernel(context, "MLIR_AIE");

  xrt::bo bo_instr(device, instr.size() * 4, XCL_BO_FLAGS_CACHEABLE, kernel.group_id(1));
  xrt::bo bo_in(device, n * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(3));
  xrt::bo bo_out(device, n * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(4));
  xrt::bo bo_unused(device, n * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(5));
  bo_instr.write(instr.data());
  bo_instr.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  int32_t *in = bo_in.map<int32_t *>();
  for (int i = 0; i < n; i++)
    in[i] = 3 * i - 500;
  bo_in.sync(XCL_BO_SYNC_BO_TO_DEVICE);

  auto run = kernel(3u, bo_instr, instr.size(), bo_in, bo_out, bo_unused);
  if (run.wait() != ERT_CMD_STATE_COMPLETED) {
    std::cout << "the kernel did not complete\n";
    return 1;
  }
  bo_out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  std::vector<int32_t> out(n);
  bo_out.read(out.data());
  int errors = 0;
  for (int i = 0; i < n; i++)
    if (out[i] != in[i]) {
      if (errors < 8)
        std::cout << "out[" << i << "] = " << out[i] << ", expected " << in[i] << "\n";
      errors++;
    }
  std::cout << (errors ? "failed.\n" : "PASS!\n");
  return errors ? 1 : 0;
}
