"""``python -m aie.compiler.txn2mlir.main -f insts.bin``: prints the module
of an NPU transaction binary (an ``insts.bin``), as mlir-aie's
``txn2mlir.py`` does: the NPU device its header names, holding the
stream's ops (``transaction_binary_to_mlir``, docs/python-bindings.md)."""

import argparse

from aie.dialects.aie import transaction_binary_to_mlir
from aie.ir import Context


def main():
    parser = argparse.ArgumentParser(description="Print an NPU transaction binary as MLIR.")
    parser.add_argument("-file", "-f", type=argparse.FileType("rb"), required=True,
                        help="the transaction binary (insts.bin)")
    args = parser.parse_args()
    data = args.file.read()
    with Context() as ctx:
        module = transaction_binary_to_mlir(ctx, data)
    print(str(module))


if __name__ == "__main__":
    main()
