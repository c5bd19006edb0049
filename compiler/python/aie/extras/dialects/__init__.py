"""Value-returning op builders (mlir-python-extras' ``dialects.ext``)."""
