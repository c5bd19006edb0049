"""Command-line tools of mlir-aie's package (``aie.compiler.txn2mlir``)."""
