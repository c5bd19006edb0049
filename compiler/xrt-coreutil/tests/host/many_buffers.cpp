// A kernel with as many host buffers as its runtime sequence has arguments
// (mlir-aie's aiecc declares one boN each, at least five): `many_buffers
// aie.xclbin insts.bin N` passes N buffers through xrt::run::set_arg, the
// first the input, the last the output of add.mlir (out[i] = in[i] + 7),
// the others spare; it also checks the kernel's argument count.
#include <cstdint>
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
    std::cerr << "usage: many_buffers aie.xclbin insts.bin N\n";
    return 2;
  }
  const int buffers = std::stoi(argv[3]);
  std::ifstream file(argv[2], std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> instr(bytes.size() / 4);
  std::memcpy(instr.data(), bytes.data(), instr.size() * 4);

  xrt::device device(0);
  xrt::xclbin xclbin(argv[1]);
  device.register_xclbin(xclbin);
  int declared = -1;
  for (auto &k : xclbin.get_kernels())
    if (k.get_name() == "MLIR_AIE")
      declared = static_cast<int>(k.get_num_args());
  std::cout << "MLIR_AIE takes " << declared << " arguments\n";
  xrt::hw_context context(device, xclbin.get_uuid());
  xrt::kernel kernel(context, "MLIR_AIE");

  xrt::bo bo_instr(device, instr.size() * 4, XCL_BO_FLAGS_CACHEABLE, kernel.group_id(1));
  bo_instr.write(instr.data());
  bo_instr.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  std::vector<xrt::bo> bos;
  for (int i = 0; i < buffers; i++)
    bos.emplace_back(device, 64 * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(3 + i));
  int32_t *in = bos.front().map<int32_t *>();
  for (int i = 0; i < 64; i++)
    in[i] = 5 * i - 100;
  bos.front().sync(XCL_BO_SYNC_BO_TO_DEVICE);

  xrt::run run(kernel);
  run.set_arg(0, 3u);
  run.set_arg(1, bo_instr);
  run.set_arg(2, static_cast<uint32_t>(instr.size()));
  for (int i = 0; i < buffers; i++)
    run.set_arg(3 + i, bos[i]);
  run.start();
  if (run.wait() != ERT_CMD_STATE_COMPLETED) {
    std::cout << "the kernel did not complete\n";
    return 1;
  }
  bos.back().sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  const int32_t *out = bos.back().map<const int32_t *>();
  int errors = 0;
  for (int i = 0; i < 64; i++)
    if (out[i] != in[i] + 7)
      errors++;
  std::cout << (errors ? "failed.\n" : "PASS!\n");
  return errors ? 1 : 0;
}
