# The Makefile example's Python host, on XRT's Python binding (pyxrt), as
# mlir-aie's test.py hosts use it:
#   python3 test.py -x build/final.xclbin -i build/insts.bin -k MLIR_AIE [-t TRACE_BYTES]
import argparse
import sys

import numpy as np
import pyxrt as xrt

LENGTH = 4096


def main():
    p = argparse.ArgumentParser()
    p.add_argument("-x", "--xclbin", required=True)
    p.add_argument("-i", "--instr", required=True)
    p.add_argument("-k", "--kernel", default="MLIR_AIE")
    p.add_argument("-t", "--trace_size", type=int, default=0)
    opts = p.parse_args()

    insts = np.fromfile(opts.instr, dtype=np.uint32)
    device = xrt.device(0)
    xclbin = xrt.xclbin(opts.xclbin)
    device.register_xclbin(xclbin)
    context = xrt.hw_context(device, xclbin.get_uuid())
    kernel = xrt.kernel(context, opts.kernel)

    def bo(size, group, flags=xrt.bo.host_only):
        return xrt.bo(device, size, flags, kernel.group_id(group))

    bo_insts = bo(insts.nbytes, 1, xrt.bo.cacheable)
    bo_a, bo_c, bo_f = bo(LENGTH * 2, 3), bo(LENGTH * 2, 4), bo(4, 5)
    bo_trace = bo(max(opts.trace_size, 4), 6)
    a = (np.arange(LENGTH) % 100).astype(np.int16)
    bo_insts.write(insts, 0)
    bo_a.write(a, 0)
    bo_f.write(np.array([3], dtype=np.int32), 0)
    for b in (bo_insts, bo_a, bo_f, bo_c, bo_trace):
        b.sync(xrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE)

    run = kernel(3, bo_insts, len(insts), bo_a, bo_c, bo_f, bo_trace)
    if run.wait() != xrt.ert_cmd_state.ERT_CMD_STATE_COMPLETED:
        sys.exit("the kernel did not complete")
    bo_c.sync(xrt.xclBOSyncDirection.XCL_BO_SYNC_BO_FROM_DEVICE)
    c = bo_c.read(LENGTH * 2, 0).view(np.int16)
    if opts.trace_size > 0:
        bo_trace.sync(xrt.xclBOSyncDirection.XCL_BO_SYNC_BO_FROM_DEVICE)
        words = bo_trace.read(opts.trace_size, 0).view(np.uint32)
        with open("trace.txt", "w") as out:
            out.writelines(f"{w:08x}\n" for w in words)
    if not np.array_equal(c, a * 3):
        sys.exit(f"FAIL: {int(np.sum(c != a * 3))} of {LENGTH} elements differ")
    print("PASS!")


if __name__ == "__main__":
    main()
