// The Makefile example's C++ host, on XRT's API as mlir-aie's hosts use it:
//   scale -x build/final.xclbin -i build/insts.bin -k MLIR_AIE [-t TRACE_BYTES]
// Runs the design once on (0..99, ...) with factor 3, checks the output and,
// with -t, writes the trace buffer to trace.txt (a hexadecimal word a line).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_hw_context.h"
#include "xrt/xrt_kernel.h"

constexpr int LENGTH = 4096;

static std::vector<uint32_t> read_words(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                          std::istreambuf_iterator<char>());
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

int main(int argc, char **argv) {
  std::string xclbin_path, insts_path, kernel_name = "MLIR_AIE";
  int trace_size = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "-x")
      xclbin_path = argv[i + 1];
    else if (flag == "-i")
      insts_path = argv[i + 1];
    else if (flag == "-k")
      kernel_name = argv[i + 1];
    else if (flag == "-t")
      trace_size = std::stoi(argv[i + 1]);
  }
  if (xclbin_path.empty() || insts_path.empty()) {
    std::fprintf(stderr, "usage: %s -x XCLBIN -i INSTS [-k KERNEL] [-t BYTES]\n",
                 argv[0]);
    return 2;
  }
  std::vector<uint32_t> insts = read_words(insts_path);

  xrt::device device(0);
  xrt::xclbin xclbin(xclbin_path);
  device.register_xclbin(xclbin);
  xrt::hw_context context(device, xclbin.get_uuid());
  xrt::kernel kernel(context, kernel_name);

  auto bo_insts = xrt::bo(device, insts.size() * 4, XCL_BO_FLAGS_CACHEABLE,
                          kernel.group_id(1));
  auto bo_a = xrt::bo(device, LENGTH * 2, XRT_BO_FLAGS_HOST_ONLY,
                      kernel.group_id(3));
  auto bo_c = xrt::bo(device, LENGTH * 2, XRT_BO_FLAGS_HOST_ONLY,
                      kernel.group_id(4));
  auto bo_f = xrt::bo(device, 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(5));
  // The trace buffer follows the design's own arguments.
  auto bo_trace = xrt::bo(device, trace_size > 0 ? trace_size : 4,
                          XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(6));

  std::memcpy(bo_insts.map<void *>(), insts.data(), insts.size() * 4);
  auto *a = bo_a.map<int16_t *>();
  for (int i = 0; i < LENGTH; i++)
    a[i] = i % 100;
  *bo_f.map<int32_t *>() = 3;
  std::memset(bo_c.map<void *>(), 0, LENGTH * 2);
  std::memset(bo_trace.map<void *>(), 0, trace_size > 0 ? trace_size : 4);
  for (auto *bo : {&bo_insts, &bo_a, &bo_c, &bo_f, &bo_trace})
    bo->sync(XCL_BO_SYNC_BO_TO_DEVICE);

  unsigned int opcode = 3;
  auto run = kernel(opcode, bo_insts, insts.size(), bo_a, bo_c, bo_f, bo_trace);
  if (run.wait() != ERT_CMD_STATE_COMPLETED) {
    std::fprintf(stderr, "the kernel did not complete\n");
    return 1;
  }
  bo_c.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  const auto *c = bo_c.map<int16_t *>();
  int errors = 0;
  for (int i = 0; i < LENGTH; i++)
    if (c[i] != a[i] * 3)
      errors++;
  if (trace_size > 0) {
    bo_trace.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    const auto *words = bo_trace.map<uint32_t *>();
    std::ofstream out("trace.txt");
    char line[16];
    for (int i = 0; i < trace_size / 4; i++) {
      std::snprintf(line, sizeof line, "%08x\n", words[i]);
      out << line;
    }
  }
  if (errors) {
    std::printf("FAIL: %d of %d elements differ\n", errors, LENGTH);
    return 1;
  }
  std::printf("PASS!\n");
  return 0;
}
