// XRT's API as its documentation describes it, one group per mode, on
// add.mlir (out[i] = in[i] + N over 64 words; arguments in, spare, out),
// whose kernel MLIR_AIE takes opcode, instr, ninstr and bo0..bo4:
//
//   xrt_api args X I N          set_arg and operator(): indices, scalars of
//                               other sizes, names, addresses
//   xrt_api subbuf X I N        sub-buffers: their memory, address and syncs
//   xrt_api flags X I N         buffer types, device-only and user memory,
//                               memory groups, ext::bo access modes
//   xrt_api runlist X I N S     runlists (S: instructions that stall)
//   xrt_api states X I N S      wait, wait2, abort and what cannot be done
//   xrt_api context X I N       hardware contexts, kernels' xclbin, xrt_aie.h
//   xrt_api one X I N           operator() with one buffer (one_buffer.mlir:
//                               words 0..63 in, 64..127 out)
//   xrt_api many X I N K        operator() with K buffers, 6 or 8 (add.mlir
//                               with K - 2 spare buffers between in and out)
//
// Prints what it checks ("ok: ..."), PASS and exits 0 when every check
// holds; a failed check prints "FAILED: ...".
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "checks.h"
#include "xrt/experimental/xrt_ext.h"
#include "xrt/experimental/xrt_kernel.h"
#include "xrt/xrt_aie.h"
#include "xrt/xrt_bo.h"
#include "xrt/xrt_device.h"
#include "xrt/xrt_kernel.h"

namespace {

constexpr int WORDS = 64;
constexpr size_t BYTES = WORDS * 4;
using checks::expect;
using checks::throws;
using checks::words_of;

struct Setup {
  xrt::device device{0};
  xrt::xclbin xclbin;
  xrt::hw_context context;
  xrt::kernel kernel;
  xrt::bo instr;
  uint32_t count = 0;
  int32_t add;

  Setup(const std::string &x, const std::string &insts, int32_t n) : xclbin(x), add(n) {
    device.register_xclbin(xclbin);
    context = xrt::hw_context(device, xclbin.get_uuid());
    kernel = xrt::kernel(context, "MLIR_AIE");
    instr = instructions(insts);
  }

  xrt::bo instructions(const std::string &path) {
    std::vector<uint32_t> words = words_of(path);
    count = static_cast<uint32_t>(words.size());
    xrt::bo b(device, words.size() * 4, XCL_BO_FLAGS_CACHEABLE, kernel.group_id(1));
    b.write(words.data());
    b.sync(XCL_BO_SYNC_BO_TO_DEVICE);
    return b;
  }

  xrt::bo buffer(int arg) { return xrt::bo(device, BYTES, XRT_BO_FLAGS_HOST_ONLY, kernel.group_id(arg)); }

  // Fills `in` (host copy) with first + 3 i and syncs it.
  static void fill(xrt::bo &in, int32_t first) {
    int32_t *p = in.map<int32_t *>();
    for (int i = 0; i < WORDS; i++)
      p[i] = first + 3 * i;
    in.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  }

  // Whether the host copy of `out` (after a sync from the device) holds in + N.
  bool holds(xrt::bo &out, int32_t first) const {
    out.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
    const int32_t *p = out.map<const int32_t *>();
    for (int i = 0; i < WORDS; i++)
      if (p[i] != first + 3 * i + add) {
        std::cout << "  out[" << i << "] = " << p[i] << ", expected " << first + 3 * i + add << "\n";
        return false;
      }
    return true;
  }
};

void args(Setup &s) {
  xrt::bo in = s.buffer(3), spare = s.buffer(4), out = s.buffer(5), extra = s.buffer(5);
  Setup::fill(in, 10);

  // One argument too many: XRT's argument vector is indexed with at().
  expect(throws<std::out_of_range>([&] { s.kernel(3u, s.instr, s.count, in, spare, out, out, out, extra); },
                                   "vector::_M_range_check: __n (which is 8) >= this->size() (which is 8)"),
         "a ninth argument of an eight-argument kernel is std::out_of_range");
  xrt::run r(s.kernel);
  expect(throws<std::out_of_range>([&] { r.set_arg(-1, 3u); }, ">= this->size() (which is 8)"),
         "a negative index is out of range");

  // Scalars wider or narrower than the argument: as many bytes as it holds.
  r.set_arg(0, uint64_t(3));
  r.set_arg(1, s.instr);
  r.set_arg(2, static_cast<size_t>(s.count));
  r.set_arg(3, in);
  r.set_arg(5, out);
  r.start();
  expect(r.wait() == ERT_CMD_STATE_COMPLETED && s.holds(out, 10), "64-bit opcode and ninstr values run");

  // Arguments by name.
  Setup::fill(in, 20);
  xrt::run named(s.kernel);
  named.set_arg("opcode", 3u);
  named.set_arg("instr", s.instr);
  named.set_arg("ninstr", s.count);
  named.set_arg("bo0", in);
  named.set_arg("bo2", out);
  named.start();
  expect(named.wait() == ERT_CMD_STATE_COMPLETED && s.holds(out, 20), "arguments set by their names run");
  expect(throws<std::runtime_error>([&] { named.set_arg("nope", 1); }, "No such kernel argument 'nope'"),
         "an unknown argument name is XRT's error");

  // A buffer passed by its address reaches that buffer.
  Setup::fill(in, 30);
  xrt::run by_address(s.kernel);
  by_address.set_arg(0, 3u);
  by_address.set_arg(1, s.instr.address());
  by_address.set_arg(2, s.count);
  by_address.set_arg(3, in.address());
  by_address.set_arg(5, out.address());
  by_address.start();
  expect(by_address.wait() == ERT_CMD_STATE_COMPLETED && s.holds(out, 30), "buffers passed by address run");

  // An address that is no buffer's: the run fails, as the firmware's would.
  xrt::run bad(s.kernel);
  bad.set_arg(0, 3u);
  bad.set_arg(1, s.instr);
  bad.set_arg(2, s.count);
  bad.set_arg(3, uint64_t(0x1234));
  bad.set_arg(5, out);
  bad.start();
  expect(bad.wait() == ERT_CMD_STATE_ERROR, "an address of no buffer is ERT_CMD_STATE_ERROR");

  // An output never set: the run's DMA reaches no memory.
  auto unset = s.kernel(3u, s.instr, s.count, in);
  expect(unset.wait() == ERT_CMD_STATE_ERROR, "an output buffer never set is ERT_CMD_STATE_ERROR");

  std::cout << "offsets";
  for (int i = 0; i < 8; i++)
    std::cout << " " << s.kernel.offset(i);
  std::cout << "\n";
  expect(throws<std::out_of_range>([&] { s.kernel.offset(8); }, "(which is 8)"), "offset(8) is out of range");
}

void subbuf(Setup &s) {
  xrt::bo parent = s.buffer(3);
  xrt::bo whole(s.device, 3 * BYTES, XRT_BO_FLAGS_HOST_ONLY, s.kernel.group_id(3));
  xrt::bo in(whole, BYTES, BYTES), out(whole, BYTES, 2 * BYTES);
  expect(in.size() == BYTES && in.address() == whole.address() + BYTES, "a sub-buffer's size and address");
  expect(in.map<char *>() == whole.map<char *>() + BYTES, "a sub-buffer maps its parent's memory");
  std::memset(whole.map(), 0x55, 3 * BYTES);
  whole.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  Setup::fill(in, 40);
  auto r = s.kernel(3u, s.instr, s.count, in, parent, out);
  expect(r.wait() == ERT_CMD_STATE_COMPLETED, "a run on sub-buffers completes");
  // Half the output first: a sync of part of a sub-buffer.
  out.sync(XCL_BO_SYNC_BO_FROM_DEVICE, BYTES / 2, BYTES / 2);
  const int32_t *p = out.map<const int32_t *>();
  expect(p[0] == 0x55555555 && p[WORDS / 2] == 40 + 3 * (WORDS / 2) + s.add, "a partial sync brings its part only");
  expect(s.holds(out, 40), "the output lands in the parent's memory");
  const unsigned char *w = whole.map<const unsigned char *>();
  whole.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  expect(w[0] == 0x55 && w[BYTES - 1] == 0x55, "the parent's bytes before the windows are untouched");
  expect(throws<std::runtime_error>([&] { xrt::bo(whole, BYTES + 1, 2 * BYTES); }, "sub buffer size and offset"),
         "a sub-buffer past its parent is XRT's error");
  expect(throws<std::runtime_error>([&] { in.sync(XCL_BO_SYNC_BO_TO_DEVICE, 2 * BYTES + 1, 0); },
                                    "Invalid offset and size when syncing sub buffer"),
         "a sync past the parent is XRT's error");
}

void flags(Setup &s) {
  expect(throws<std::runtime_error>(
             [&] { xrt::bo(s.device, BYTES, XRT_BO_FLAGS_HOST_ONLY | XCL_BO_FLAGS_CACHEABLE, 0); },
             "Unknown buffer type"),
         "two buffer types at once are XRT's error");
  xrt::bo host = s.buffer(3);
  expect(host.get_flags() == xrt::bo::flags::host_only && host.get_memory_group() == 0,
         "a buffer's flags and memory group");

  // A device-only buffer: no host copy; write and read reach the device.
  xrt::bo dev(s.device, BYTES, xrt::bo::flags::device_only, s.kernel.group_id(3));
  expect(throws<std::runtime_error>([&] { dev.map(); }, "device only buffer has no host buffer"),
         "a device-only buffer has no host copy to map");
  std::vector<int32_t> data(WORDS);
  for (int i = 0; i < WORDS; i++)
    data[i] = 50 + 3 * i;
  dev.write(data.data());
  std::vector<int32_t> back(WORDS);
  dev.read(back.data());
  expect(back == data, "a device-only buffer reads back what was written");

  // User memory as the host copy, used as the output.
  void *mem = std::aligned_alloc(4096, BYTES);
  std::memset(mem, 0, BYTES);
  xrt::bo user(s.device, mem, BYTES, s.kernel.group_id(5));
  expect(user.map() == mem, "a user-memory buffer maps that memory");
  expect(throws<std::runtime_error>([&] { xrt::bo(s.device, static_cast<char *>(mem) + 8, 64, 0); },
                                    "userptr is not aligned"),
         "unaligned user memory is XRT's error");
  xrt::bo spare = s.buffer(4);
  auto r = s.kernel(3u, s.instr, s.count, dev, spare, user);
  expect(r.wait() == ERT_CMD_STATE_COMPLETED, "a run from a device-only buffer into user memory completes");
  user.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  expect(static_cast<int32_t *>(mem)[1] == 53 + s.add, "the output is in the user's memory");

  // An output in a memory the argument is not connected to (SRAM): XRT
  // copies it into a connected one and runs on the copy, with a warning.
  xrt::bo in = s.buffer(3), misplaced(s.device, BYTES, XRT_BO_FLAGS_HOST_ONLY, s.kernel.group_id(1));
  Setup::fill(in, 60);
  std::memset(misplaced.map(), 0, BYTES);
  misplaced.sync(XCL_BO_SYNC_BO_TO_DEVICE);
  auto m = s.kernel(3u, s.instr, s.count, in, spare, misplaced);
  misplaced.sync(XCL_BO_SYNC_BO_FROM_DEVICE);
  expect(m.wait() == ERT_CMD_STATE_COMPLETED && misplaced.map<int32_t *>()[0] == 0,
         "an output in the wrong memory group gets nothing (XRT ran on a copy)");

  // ext::bo: host only, group 0, with an access mode.
  xrt::ext::bo e(s.device, BYTES, xrt::ext::bo::access_mode::read);
  expect(e.get_flags() == xrt::bo::flags::host_only && e.get_memory_group() == 0, "an ext::bo is host only, group 0");
  expect(throws<std::runtime_error>(
             [&] { xrt::ext::bo(s.device, BYTES, xrt::ext::bo::access_mode::shared | xrt::ext::bo::access_mode::process); },
             "xrt::ext::bo: invalid access mode"),
         "two sharing modes at once are XRT's error");
  std::free(mem);
}

void runlist(Setup &s, const std::string &stall_insts) {
  xrt::bo in = s.buffer(3), spare = s.buffer(4), out1 = s.buffer(5), out2 = s.buffer(5);
  Setup::fill(in, 70);
  auto make = [&](xrt::bo &instr, xrt::bo &out) {
    xrt::run r(s.kernel);
    r.set_arg(0, 3u);
    r.set_arg(1, instr);
    r.set_arg(2, s.count);
    r.set_arg(3, in);
    r.set_arg(4, spare);
    r.set_arg(5, out);
    return r;
  };
  xrt::runlist list(s.context);
  xrt::run a = make(s.instr, out1), b = make(s.instr, out2);
  list.add(a);
  list.add(b);
  expect(throws<std::runtime_error>([&] { a.start(); }, "Run object belongs to a runlist and cannot be explicitly started"),
         "a run of a runlist cannot start on its own");
  list.execute();
  expect(throws<std::runtime_error>([&] { list.add(a); }, "runlist must be idle before adding run objects, current state: running"),
         "a running list takes no run");
  expect(throws<std::runtime_error>([&] { list.reset(); }, "The runlist is submitted for execution and cannot be reset."),
         "a running list cannot be reset");
  list.wait();
  expect(a.state() == ERT_CMD_STATE_COMPLETED && b.state() == ERT_CMD_STATE_COMPLETED && s.holds(out1, 70) &&
             s.holds(out2, 70),
         "both runs of the list complete, in order");
  list.execute();
  list.wait();
  expect(list.state() == ERT_CMD_STATE_COMPLETED, "an idle list executes again");
  list.reset();
  a.start();
  expect(a.wait() == ERT_CMD_STATE_COMPLETED, "a run freed by reset starts on its own");

  // A run that stalls stops the list: the runs after it are aborted.
  uint32_t good = s.count;
  xrt::bo stall = s.instructions(stall_insts);
  uint32_t stalled = s.count;
  s.count = good;
  xrt::run first = make(s.instr, out1);
  s.count = stalled;
  xrt::run second = make(stall, out2);
  s.count = good;
  xrt::run third = make(s.instr, out1);
  xrt::runlist failing(s.context);
  failing.add(first);
  failing.add(second);
  failing.add(third);
  failing.execute();
  bool caught = false;
  try {
    failing.wait();
  } catch (const xrt::runlist::aie_error &e) {
    std::cout << "  threw: " << e.what() << "\n";
    caught = std::string(e.what()) == "runlist failed execution (ERT_CMD_STATE_TIMEOUT)" &&
             e.get_command_state() == ERT_CMD_STATE_TIMEOUT && e.get_run().get_handle() == second.get_handle();
  }
  expect(caught, "wait throws the failing run as runlist::aie_error");
  expect(first.state() == ERT_CMD_STATE_COMPLETED && second.state() == ERT_CMD_STATE_TIMEOUT &&
             third.state() == ERT_CMD_STATE_ABORT,
         "the runs before complete, the ones after are aborted");
}

void states(Setup &s, const std::string &stall_insts) {
  xrt::bo in = s.buffer(3), spare = s.buffer(4), out = s.buffer(5);
  xrt::run fresh(s.kernel);
  expect(fresh.state() == ERT_CMD_STATE_NEW, "a run not started is ERT_CMD_STATE_NEW");
  expect(throws<std::runtime_error>([&] { fresh.abort(); }, "Cannot abort command that wasn't started"),
         "a run not started cannot be aborted");
  expect(throws<std::runtime_error>([&] { fresh.update_arg(0, 3u); }, "Edge devices only"),
         "update_arg is for Edge devices");
  expect(throws<std::runtime_error>([&] { fresh.get_ctrl_scratchpad_bo(); }, "No module associated with run object"),
         "an xclbin kernel's run has no control scratchpad");
  expect(fresh.return_code() == 0, "an NPU run's return code is 0");

  xrt::bo stall = s.instructions(stall_insts);
  auto r = s.kernel(3u, stall, s.count, in, spare, out);
  expect(r.wait(std::chrono::milliseconds(100)) == ERT_CMD_STATE_TIMEOUT, "a run that cannot finish times out");
  expect(r.wait(5u) == ERT_CMD_STATE_TIMEOUT, "also with a timeout in milliseconds");
  bool caught = false;
  try {
    r.wait2();
  } catch (const xrt::run::command_error &e) {
    std::cout << "  threw: " << e.what() << "\n";
    caught = std::string(e.what()) == "Command failed to complete successfully (ERT_CMD_STATE_TIMEOUT)" &&
             e.get_command_state() == ERT_CMD_STATE_TIMEOUT &&
             dynamic_cast<const xrt::run::aie_error *>(&e) != nullptr;
  }
  expect(caught, "wait2 throws run::aie_error with XRT's message");
  expect(r.abort() == ERT_CMD_STATE_TIMEOUT, "aborting an ended run leaves its state");
}

void context(Setup &s) {
  xrt::hw_context exclusive(s.device, s.xclbin.get_uuid(), xrt::hw_context::access_mode::exclusive);
  expect(exclusive.get_mode() == xrt::hw_context::access_mode::exclusive, "an exclusive context's mode");
  expect(s.context.get_mode() == xrt::hw_context::access_mode::shared, "a context is shared by default");
  xrt::hw_context qos(s.device, s.xclbin.get_uuid(), xrt::hw_context::cfg_param_type{{"gops", 100}});
  qos.update_qos({{"priority", 1}});
  expect(s.context.get_xclbin().get_uuid() == s.xclbin.get_uuid(), "a context's xclbin");
  xclDeviceHandle handle = s.device;
  std::ostringstream printed;
  printed << s.device;
  expect(handle != nullptr && !printed.str().empty() && xrt::device() == nullptr,
         "a device converts to XRT's C handle (a null one for no device), and prints");
  expect(s.kernel.get_xclbin().get_xsa_name() == "aie-sim", "a kernel's xclbin and its platform");
  xrt::kernel again(exclusive, "MLIR_AIE:MLIRAIE");
  xrt::bo in = s.buffer(3), spare = s.buffer(4), out = s.buffer(5);
  Setup::fill(in, 80);
  auto r = again(3u, s.instr, s.count, in, spare, out);
  expect(r.wait() == ERT_CMD_STATE_COMPLETED && s.holds(out, 80), "a kernel named name:instance runs");
  expect(throws<std::runtime_error>([&] { xrt::kernel(s.context, "OTHER"); }, "No such kernel 'OTHER'"),
         "an unknown kernel is XRT's error");
  expect(throws<std::runtime_error>([&] { xrt::kernel(s.context, "MLIR_AIE:OTHER"); },
                                    "No compute units matching 'MLIR_AIE:OTHER'"),
         "an unknown instance is XRT's error");
  expect(throws<std::runtime_error>([&] { xrt::ext::kernel(s.context, "MLIR_AIE"); },
                                    "xrt::hw_context passed is not created using full ELF"),
         "ext::kernel without a module needs a full ELF's context");
  expect(throws<std::runtime_error>([&] { xrt::aie::profiling p(s.context); }, "aie-sim does not simulate"),
         "AIE profiling counters are not simulated");
  xrt::aie::bo aie_bo(s.device, BYTES, XRT_BO_FLAGS_HOST_ONLY, 0);
  expect(throws<std::runtime_error>([&] { aie_bo.sync("gmio", XCL_BO_SYNC_BO_GMIO_TO_AIE); }, "not simulate"),
         "GMIO syncs are not simulated");
}

void one(Setup &s) {
  xrt::bo buf(s.device, 2 * BYTES, XRT_BO_FLAGS_HOST_ONLY, s.kernel.group_id(3));
  Setup::fill(buf, 90);
  auto r = s.kernel(3u, s.instr, s.count, buf);
  expect(r.wait() == ERT_CMD_STATE_COMPLETED, "a kernel of one buffer completes");
  xrt::bo out(buf, BYTES, BYTES);
  expect(s.holds(out, 90), "its output follows its input in the one buffer");
}

void many(Setup &s, int k) {
  std::vector<xrt::bo> b;
  for (int i = 0; i < k; i++)
    b.push_back(s.buffer(3 + i));
  Setup::fill(b.front(), 100);
  xrt::run r;
  if (k == 6)
    r = s.kernel(3u, s.instr, s.count, b[0], b[1], b[2], b[3], b[4], b[5]);
  else if (k == 8)
    r = s.kernel(3u, s.instr, s.count, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]);
  else
    throw std::runtime_error("many: 6 or 8 buffers");
  expect(r.wait() == ERT_CMD_STATE_COMPLETED && s.holds(b.back(), 100),
         "a kernel of " + std::to_string(k) + " buffers runs from operator()");
  expect(throws<std::out_of_range>([&] { s.kernel(3u, s.instr, s.count, b[0], b[0], b[0], b[0], b[0], b[0], b[0], b[0], b[0]); },
                                   "(which is " + std::to_string(3 + k) + ")"),
         "one more buffer is std::out_of_range");
}

} // namespace

int main(int argc, const char *argv[]) {
  if (argc < 5) {
    std::cerr << "usage: xrt_api MODE XCLBIN INSTS N [STALL_INSTS | K]\n";
    return 2;
  }
  std::string mode = argv[1];
  Setup s(argv[2], argv[3], std::stoi(argv[4]));
  if (mode == "args")
    args(s);
  else if (mode == "subbuf")
    subbuf(s);
  else if (mode == "flags")
    flags(s);
  else if (mode == "runlist" && argc == 6)
    runlist(s, argv[5]);
  else if (mode == "states" && argc == 6)
    states(s, argv[5]);
  else if (mode == "context")
    context(s);
  else if (mode == "one")
    one(s);
  else if (mode == "many" && argc == 6)
    many(s, std::stoi(argv[5]));
  else {
    std::cerr << "xrt_api: unknown mode " << mode << "\n";
    return 2;
  }
  if (checks::failures)
    return 1;
  std::cout << "PASS!\n";
  return 0;
}
