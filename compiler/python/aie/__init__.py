"""aiec's Python helpers, under the names mlir-aie's package gives them
(docs/simulator.md, "Decoding a hardware trace"), and ``AiecError``: the
one exception every design aiec refuses raises (docs/python.md, "Errors").
Nothing is imported until it is used."""


def __getattr__(name):
    if name == "AiecError":
        from .ir import AiecError

        return AiecError
    raise AttributeError(f"module 'aie' has no attribute {name!r}")
