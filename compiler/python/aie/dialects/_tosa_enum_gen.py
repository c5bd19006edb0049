"""The `tosa` dialect's enums, generated from aiec's enum table (see `_gen`)."""

from ._gen import enums_of as _enums_of

globals().update(_enums_of("tosa"))
