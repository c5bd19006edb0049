"""The `ptr` dialect's enums, generated from aiec's enum table (see `_gen`)."""

from ._gen import enum_module as _enum_module

__getattr__, __all__ = _enum_module("ptr", globals())
