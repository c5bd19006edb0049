// The host program of examples/add_one, as an mlir-aie hardware test would
// have it: 64 words in (argument 0), out[i] = in[i] + 41 (argument 1).
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
    std::cerr << "usage: add_one_example aie.xclbin insts.bin\n";
    return 2;
  }
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
  xrt::bo bo_in(device, 64 * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(3));
  xrt::bo bo_out(device, 64 * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(4));
  bo_instr.write(instr.data());
  bo_instr.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  int32_t *in = bo_in.map<int32_t *>();
  for (int i = 0; i < 64; i++)
    in[i] = 1000 - 7 * i;
  bo_in.sync(XCL_BO_SYNC_BO_TO_DEVICE);

  auto run = kernel(3u, bo_instr, instr.size(), bo_in, bo_out);
  if (run.wait() != ERT_CMD_STATE_COMPLETED) {
    std::cout << "the kernel did not complete\n";
    return 1;
  }
  bo_out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  std::vector<int32_t> out(64);
  bo_out.read(out.data());
  int errors = 0;
  for (int i = 0; i < 64; i++)
    if (out[i] != in[i] + 41) {
      std::cout << "out[" << i << "] = " << out[i] << ", expected " << in[i] + 41 << "\n";
      errors++;
    }
  std::cout << (errors ? "failed.\n" : "PASS!\n");
  return errors ? 1 : 0;
}
