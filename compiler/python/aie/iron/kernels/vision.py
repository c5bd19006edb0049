"""Image kernels working a line at a time: colour conversions, threshold,
bitwise OR/AND, filter2d and add_weighted."""

import numpy as np

from ..kernel import ExternalFunction
from ._common import _default_source_path, _dtype_to_bit_width, _make_extern


def _line(size: int, dtype) -> type:
    return np.ndarray[(size,), np.dtype[dtype]]


def _convert(symbol: str, source: str, n_in: int, n_out: int, use_chess: bool):
    return _make_extern(
        symbol,
        _default_source_path(source),
        [_line(n_in, np.uint8), _line(n_out, np.uint8), np.int32],
        use_chess=use_chess,
    )


def rgba2hue(line_width: int = 1920, use_chess: bool = False) -> ExternalFunction:
    """``rgba2hueLine(rgba[4w], hue[w], w)``."""
    return _convert(
        "rgba2hueLine", "rgba2hue.cc", line_width * 4, line_width, use_chess
    )


def rgba2gray(line_width: int = 1920, use_chess: bool = False) -> ExternalFunction:
    """``rgba2grayLine(rgba[4w], gray[w], w)``."""
    return _convert(
        "rgba2grayLine", "rgba2gray.cc", line_width * 4, line_width, use_chess
    )


def gray2rgba(line_width: int = 1920, use_chess: bool = False) -> ExternalFunction:
    """``gray2rgbaLine(gray[w], rgba[4w], w)``."""
    return _convert(
        "gray2rgbaLine", "gray2rgba.cc", line_width, line_width * 4, use_chess
    )


def threshold(
    line_width: int = 1920, dtype: type = np.uint8, use_chess: bool = False
) -> ExternalFunction:
    """``thresholdLine(in, out, w, threshold, max, type: i8)`` on
    ``np.uint8``, ``np.int16`` or ``np.int32`` lines (the two values int16,
    int32 for int32 lines)."""
    width = _dtype_to_bit_width(dtype, factory_name="threshold")
    value = np.int32 if width == 32 else np.int16
    line = _line(line_width, dtype)
    return _make_extern(
        "thresholdLine",
        _default_source_path("threshold.cc"),
        [line, line, np.int32, value, value, np.int8],
        compile_flags=[f"-DBIT_WIDTH={width}"],
        use_chess=use_chess,
    )


def _bitwise(op: str, line_width: int, dtype, use_chess: bool) -> ExternalFunction:
    width = _dtype_to_bit_width(dtype, factory_name=f"bitwise{op}")
    line = _line(line_width, dtype)
    return _make_extern(
        f"bitwise{op}Line",
        _default_source_path(f"bitwise{op}.cc"),
        [line, line, line, np.int32],
        compile_flags=[f"-DBIT_WIDTH={width}"],
        use_chess=use_chess,
    )


def bitwise_or(
    line_width: int = 1920, dtype: type = np.uint8, use_chess: bool = False
) -> ExternalFunction:
    """``bitwiseORLine(a, b, out, w)``."""
    return _bitwise("OR", line_width, dtype, use_chess)


def bitwise_and(
    line_width: int = 1920, dtype: type = np.uint8, use_chess: bool = False
) -> ExternalFunction:
    """``bitwiseANDLine(a, b, out, w)``."""
    return _bitwise("AND", line_width, dtype, use_chess)


def filter2d(line_width: int = 1920, use_chess: bool = False) -> ExternalFunction:
    """``filter2dLine(above, line, below, out, w, kernel[3][3]: i16)``: a 3x3
    convolution of uint8 lines."""
    line = _line(line_width, np.uint8)
    return _make_extern(
        "filter2dLine",
        _default_source_path("filter2d.cc"),
        [line, line, line, line, np.int32, np.ndarray[(3, 3), np.dtype[np.int16]]],
        use_chess=use_chess,
    )


def add_weighted(
    line_width: int = 1920, dtype: type = np.uint8, use_chess: bool = False
) -> ExternalFunction:
    """``addWeightedLine(a, b, out, w, alpha: i16, beta: i16, gamma)``, gamma
    of the line's element width."""
    width = _dtype_to_bit_width(dtype, factory_name="add_weighted")
    gamma = {8: np.int8, 16: np.int16, 32: np.int32}[width]
    line = _line(line_width, dtype)
    return _make_extern(
        "addWeightedLine",
        _default_source_path("addWeighted.cc"),
        [line, line, line, np.int32, np.int16, np.int16, gamma],
        compile_flags=[f"-DBIT_WIDTH={width}"],
        use_chess=use_chess,
    )
