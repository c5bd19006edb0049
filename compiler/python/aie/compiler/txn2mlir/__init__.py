"""``txn2mlir``: an NPU transaction binary as MLIR (:mod:`.main`)."""
