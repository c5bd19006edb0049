"""aiec's counterparts of mlir-aie's ``aie.utils`` modules."""

__all__ = ["ceildiv"]


def ceildiv(a: int, b: int) -> int:
    """The smallest integer not below ``a / b``."""
    return -(a // -b)
