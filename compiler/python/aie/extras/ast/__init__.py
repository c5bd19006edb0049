"""Rewriting a Python function's source (eudsl-python-extras' ``ast``):
``canonicalize`` (``@canonicalize(using=scf.canonicalizer)`` makes a
function's ``if``/``for``/``while`` build ``scf`` regions), the AST and code
helpers it uses (``util``) and ctypes views of CPython's objects
(``py_type``)."""
