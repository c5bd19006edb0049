"""The dialects' op classes (generated from aiec's op table at import) and
mlir-aie's hand-written conveniences over them."""
