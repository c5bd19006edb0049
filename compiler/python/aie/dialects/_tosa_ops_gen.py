"""The `tosa` dialect's op classes and value builders, generated from aiec's
op table (see `_gen`)."""

from ._gen import ops_of as _ops_of

globals().update(_ops_of("tosa"))
