"""Helpers for rewriting a Python function's source (eudsl-python-extras'
``ast``): the AST and code helpers (``util``) and ctypes views of CPython's
objects (``py_type``)."""
