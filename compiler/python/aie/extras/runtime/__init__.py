"""mlir-python-extras' ``runtime``: pass pipelines (``passes``)."""
