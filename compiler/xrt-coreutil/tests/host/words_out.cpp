// Runs a design whose runtime sequence takes one output buffer of N words
// and prints them in hex: `words_out aie.xclbin insts.bin N`.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_kernel.h"

int main(int argc, const char *argv[]) {
  if (argc != 4) {
    std::cerr << "usage: words_out aie.xclbin insts.bin N\n";
    return 2;
  }
  const int n = std::stoi(argv[3]);
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
  xrt::bo bo_out(device, n * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(3));
  bo_instr.write(instr.data());
  bo_instr.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  auto run = kernel(3u, bo_instr, instr.size(), bo_out);
  if (run.wait() != ERT_CMD_STATE_COMPLETED) {
    std::cout << "the kernel did not complete\n";
    return 1;
  }
  bo_out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  const uint32_t *out = bo_out.map<const uint32_t *>();
  for (int i = 0; i < n; i++)
    std::printf("%08x\n", out[i]);
  return 0;
}
