"""aiec's counterparts of mlir-aie's ``aie.helpers`` modules
(``aie.helpers.taplib``: docs/python-taplib.md)."""
