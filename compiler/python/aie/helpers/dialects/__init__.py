"""mlir-aie's helpers over the upstream dialects: ``func`` (functions as
decorated Python functions, calls) and ``scf`` (loops and branches)."""
