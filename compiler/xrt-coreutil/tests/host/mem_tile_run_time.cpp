// A host program that builds its instruction stream when it runs, with the
// C++ aiec generates from the design's runtime sequence
// (`aiec mem_tile_run_time.mlir --aie-npu-to-cpp`, included as
// "generated.h"): the design moves N words, N from the command line,
// through a mem tile whose BDs the stream reprograms with N and with K, the
// lock values they take and give, and the mem tile sends them
// de-interleaved. It runs the xclbin's kernel on the stream and checks that
// out[i] = in[2 i] and out[N / 2 + i] = in[2 i + 1] for i < N / 2, and that
// the rest of out is untouched.
//
//   mem_tile_run_time XCLBIN N K
//
// Prints PASS and exits 0 when every check holds.
#include <cstdint>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_kernel.h"

#include "generated.h"

int main(int argc, char **argv) {
  if (argc != 4) {
    std::cerr << "usage: mem_tile_run_time XCLBIN N K\n";
    return 2;
  }
  constexpr int WORDS = 64;
  const int n = std::stoi(argv[2]);
  const int k = std::stoi(argv[3]);
  std::optional<std::vector<uint32_t>> stream = generate_txn_main_sequence(n, k);
  if (!stream) {
    std::cout << "FAILED: no instruction stream for N = " << n << ", K = " << k << "\n";
    return 1;
  }
  xrt::device device(0u);
  xrt::xclbin xclbin(argv[1]);
  device.register_xclbin(xclbin);
  xrt::hw_context context(device, xclbin.get_uuid());
  xrt::kernel kernel(context, xclbin.get_kernels().at(0).get_name());
  const size_t count = stream->size();
  xrt::bo instr(device, count * 4, XCL_BO_FLAGS_CACHEABLE, kernel.group_id(1));
  xrt::bo in(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(3));
  xrt::bo spare(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(4));
  xrt::bo out(device, WORDS * 4, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(5));
  std::memcpy(instr.map<void *>(), stream->data(), count * 4);
  int32_t *src = in.map<int32_t *>();
  int32_t *dst = out.map<int32_t *>();
  for (int i = 0; i < WORDS; i++) {
    src[i] = 3 * i + 1;
    dst[i] = -1;
  }
  instr.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  out.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  auto run = kernel(3u, instr, static_cast<uint32_t>(count), in, spare, out);
  if (run.wait() != ERT_CMD_STATE_COMPLETED) {
    std::cout << "FAILED: the run did not complete\n";
    return 1;
  }
  out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  int failures = 0;
  for (int i = 0; i < WORDS; i++) {
    int32_t want = i >= n ? -1 : i < n / 2 ? src[2 * i] : src[2 * (i - n / 2) + 1];
    if (dst[i] != want) {
      if (failures++ < 8)
        std::cout << "FAILED: out[" << i << "] = " << dst[i] << ", expected " << want << "\n";
    }
  }
  if (failures) {
    std::cout << failures << " word(s) differ\n";
    return 1;
  }
  std::cout << "PASS!\n";
  return 0;
}
