"""``python get_trace_summary.py --input trace.json``: prints the kernel
cycles of a decoded trace (:func:`aie.utils.trace.utils.print_cycles_summary`:
per traced module, its invocations and their first, least, mean and
greatest cycles), as mlir-aie's script of that name does."""

import argparse
import logging
import sys

from aie.utils.trace.utils import print_cycles_summary

logger = logging.getLogger(__name__)


def parse_args():
    """The command line: ``--input`` names the decoded trace (JSON)."""
    parser = argparse.ArgumentParser(description="Print the kernel cycles of a decoded trace.")
    parser.add_argument("--input", help="Trace file", required=True)
    return parser.parse_args(sys.argv[1:])


if __name__ == "__main__":
    opts = parse_args()
    logging.basicConfig(level=logging.WARNING, format="%(message)s", stream=sys.stderr)
    print_cycles_summary(opts.input)
