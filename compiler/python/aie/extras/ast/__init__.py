"""Rewriting a Python function's source (eudsl-python-extras' ``ast``):
``canonicalize`` (``@canonicalize(using=c)`` rewrites the function with
canonicalizer ``c``), the AST and code helpers it uses (``util``) and
ctypes views of CPython's objects (``py_type``)."""
