"""mlir-python-extras' conveniences as mlir-aie vendors them under
``aie.extras``: type shorthands (``types``), ``mlir_mod_ctx`` (``context``)
and value-returning op builders (``dialects``)."""
