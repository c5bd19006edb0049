"""aiec's counterparts of mlir-aie's ``aie.utils`` modules."""
