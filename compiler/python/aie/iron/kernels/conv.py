"""Convolutions: conv2dk1/conv2dk3/conv2dk14 and their skip variants, and
the bottleneck (``bn_*``) kernels of the ResNet and MobileNet designs.

Activations and outputs are flat lines of ``width · channels`` elements;
every kernel ends with int32 scalars (sizes, scales, flags), counted here.
"""

import numpy as np

from ..kernel import ExternalFunction
from ._common import _conv_act_dtype_info, _default_source_path, _make_extern


def _flat(size: int, dtype) -> type:
    return np.ndarray[(size,), np.dtype[dtype]]


def _i32s(n: int) -> list:
    """``n`` trailing int32 scalars."""
    return [np.int32] * n


def _bottleneck(filename: str):
    """A bottleneck source (AIE2 only)."""
    return _default_source_path(f"bottleneck/{filename}", subdir="aie2")


def conv2dk1(
    input_width: int = 32,
    input_channels: int = 64,
    output_channels: int = 64,
    act_dtype: type = np.int8,
) -> ExternalFunction:
    """``conv2dk1_{i8,ui8}(in, weights: i8, out: ui8, 4 × i32)``: a 1x1
    convolution of int8 or uint8 activations."""
    symbol, flags = _conv_act_dtype_info("conv2dk1", act_dtype, factory_name="conv2dk1")
    return _make_extern(
        symbol,
        _default_source_path("conv2dk1.cc"),
        [
            _flat(input_width * input_channels, act_dtype),
            _flat(input_channels * output_channels, np.int8),
            _flat(input_width * output_channels, np.uint8),
            *_i32s(4),
        ],
        compile_flags=flags,
    )


def conv2dk3(
    input_width: int = 32,
    input_channels: int = 64,
    output_channels: int = 64,
    act_dtype: type = np.int8,
    weight_output_channels: int | None = None,
) -> ExternalFunction:
    """``conv2dk3_{i8,ui8}(above, line, below, weights, out, 8 × i32)``: a 3x3
    convolution; ``weight_output_channels`` (default ``output_channels``)
    sizes a weight buffer shared by workers that each make a slice of the
    output channels."""
    symbol, flags = _conv_act_dtype_info("conv2dk3", act_dtype, factory_name="conv2dk3")
    if weight_output_channels is None:
        weight_output_channels = output_channels
    line = _flat(input_width * input_channels, act_dtype)
    return _make_extern(
        symbol,
        _default_source_path("conv2dk3.cc"),
        [
            line,
            line,
            line,
            _flat(9 * input_channels * weight_output_channels, np.int8),
            _flat(input_width * output_channels, np.uint8),
            *_i32s(8),
        ],
        compile_flags=flags,
    )


def conv2dk1_skip(
    input_width: int = 32,
    input_channels: int = 64,
    output_channels: int = 64,
    act_dtype: type = np.int8,
) -> ExternalFunction:
    """``conv2dk1_skip_{i8,ui8}(in0, in1, weights, out, skip, 5 × i32)``: a
    1x1 convolution of two half-channel inputs plus a residual (skip) line
    of ``act_dtype``."""
    symbol, flags = _conv_act_dtype_info(
        "conv2dk1_skip", act_dtype, factory_name="conv2dk1_skip"
    )
    half = _flat(input_width * (input_channels // 2), np.uint8)
    return _make_extern(
        symbol,
        _default_source_path("conv2dk1_skip.cc", subdir="aie2"),
        [
            half,
            half,
            _flat(input_channels * output_channels, np.int8),
            _flat(input_width * output_channels, np.uint8),
            _flat(input_width * output_channels, act_dtype),
            *_i32s(5),
        ],
        compile_flags=flags,
    )


def conv2dk1_i8(
    input_width: int = 32, input_channels: int = 64, output_channels: int = 64
) -> ExternalFunction:
    """``conv2dk1_i8(in, weights, out, 4 × i32)``: a 1x1 convolution, int8
    throughout."""
    return _make_extern(
        "conv2dk1_i8",
        _default_source_path("conv2dk1_i8.cc"),
        [
            _flat(input_width * input_channels, np.int8),
            _flat(input_channels * output_channels, np.int8),
            _flat(input_width * output_channels, np.int8),
            *_i32s(4),
        ],
        compile_flags=["-DINT8_ACT"],
    )


def conv2dk14(
    input_width: int = 224,
    input_channels: int = 16,
    output_channels: int = 16,
    kernel_width: int = 14,
) -> ExternalFunction:
    """``conv2dk14_i8(in, weights, out, 5 × i32)`` (AIE2P): a 14x14
    convolution of RGBA tiles; ``input_channels`` is not part of the
    buffers' sizes."""
    tiles = input_width // kernel_width
    pixels = kernel_width * kernel_width
    rgba = 4
    acc_factor = 8
    return _make_extern(
        "conv2dk14_i8",
        _default_source_path("conv2dk14.cc", subdir="aie2p"),
        [
            _flat(tiles * pixels * rgba, np.uint8),
            _flat(output_channels * pixels * rgba, np.int8),
            _flat(output_channels * tiles * acc_factor, np.int8),
            *_i32s(5),
        ],
    )


def conv2dk1_skip_init(
    input_width: int = 32,
    input_channels: int = 64,
    output_channels: int = 64,
    act_dtype: type = np.int8,
    skip_input_channels: int | None = None,
) -> ExternalFunction:
    """``conv2dk1_skip_init_{i8,ui8}(in0, in1, weights, out, skip, 7 × i32)``:
    conv2dk1_skip whose skip path is itself a 1x1 convolution of
    ``skip_input_channels`` (default ``input_channels``) channels, its
    weights after the main ones."""
    symbol, flags = _conv_act_dtype_info(
        "conv2dk1_skip_init", act_dtype, factory_name="conv2dk1_skip_init"
    )
    if skip_input_channels is None:
        skip_input_channels = input_channels
    half = _flat(input_width * (input_channels // 2), np.uint8)
    return _make_extern(
        symbol,
        _default_source_path("conv2dk1_skip_init.cc", subdir="aie2"),
        [
            half,
            half,
            _flat((input_channels + skip_input_channels) * output_channels, np.int8),
            _flat(input_width * output_channels, np.uint8),
            _flat(input_width * skip_input_channels, act_dtype),
            *_i32s(7),
        ],
        compile_flags=flags,
    )


def bn_conv2dk1_relu(
    input_width: int = 32, input_channels: int = 64, output_channels: int = 64
) -> ExternalFunction:
    """``conv2dk1_relu_i8_ui8(in: i8, weights, out: ui8, 4 × i32)``."""
    return _make_extern(
        "conv2dk1_relu_i8_ui8",
        _bottleneck("bn_conv2dk1_relu.cc"),
        [
            _flat(input_width * input_channels, np.int8),
            _flat(input_channels * output_channels, np.int8),
            _flat(input_width * output_channels, np.uint8),
            *_i32s(4),
        ],
        compile_flags=["-DREGULAR", "-DINT8_ACT"],
    )


def bn_conv2dk3(
    input_width: int = 32, input_channels: int = 64, output_channels: int = 64
) -> ExternalFunction:
    """``conv2dk3_stride2_i8(above, line, below, weights, out: ui8, 8 ×
    i32)``: a stride-2 3x3 convolution (half-width output)."""
    line = _flat(input_width * input_channels, np.int8)
    return _make_extern(
        "conv2dk3_stride2_i8",
        _bottleneck("bn_conv2dk3.cc"),
        [
            line,
            line,
            line,
            _flat(9 * input_channels * output_channels, np.int8),
            _flat((input_width // 2) * output_channels, np.uint8),
            *_i32s(8),
        ],
    )


def bn_conv2dk1_i8(
    input_width: int = 32, input_channels: int = 64, output_channels: int = 64
) -> ExternalFunction:
    """``conv2dk1_ui8_i8(in: ui8, weights, out: i8, 4 × i32)``."""
    return _make_extern(
        "conv2dk1_ui8_i8",
        _bottleneck("bn_conv2dk1_i8.cc"),
        [
            _flat(input_width * input_channels, np.uint8),
            _flat(input_channels * output_channels, np.int8),
            _flat(input_width * output_channels, np.int8),
            *_i32s(4),
        ],
        compile_flags=["-DREGULAR", "-DSCALAR"],
    )


def bn_conv2dk1_skip(
    input_width: int = 32,
    input_channels: int = 64,
    output_channels: int = 64,
    skip_dtype: type = np.uint8,
) -> ExternalFunction:
    """``conv2dk1_skip_ui8_{ui8,i8}_i8(in: ui8, weights, out: i8, skip, 5 ×
    i32)``, the skip line uint8 or int8."""
    if skip_dtype == np.uint8:
        symbol = "conv2dk1_skip_ui8_ui8_i8"
        flags = ["-DREGULAR", "-DSCALAR", "-DUNSIGNED_SKIP"]
    elif skip_dtype == np.int8:
        symbol = "conv2dk1_skip_ui8_i8_i8"
        flags = ["-DREGULAR", "-DSCALAR"]
    else:
        raise ValueError(
            "bn_conv2dk1_skip(): skip_dtype must be np.uint8 or np.int8, "
            f"got {skip_dtype}"
        )
    return _make_extern(
        symbol,
        _bottleneck("bn_conv2dk1_skip.cc"),
        [
            _flat(input_width * input_channels, np.uint8),
            _flat(input_channels * output_channels, np.int8),
            _flat(input_width * output_channels, np.int8),
            _flat(input_width * output_channels, skip_dtype),
            *_i32s(5),
        ],
        compile_flags=flags,
    )


def bn_conv2dk3_dw(
    input_width: int = 32,
    input_channels: int = 64,
    output_channels: int = 64,
    stride: int = 1,
) -> ExternalFunction:
    """``conv2dk3_dw_stride{1,2}_relu_ui8_ui8(above, line, below, weights,
    out, 8 × i32)``: a depthwise 3x3 convolution with ReLU."""
    if stride not in (1, 2):
        raise ValueError(f"bn_conv2dk3_dw(): stride must be 1 or 2, got {stride}")
    line = _flat(input_width * input_channels, np.uint8)
    return _make_extern(
        f"conv2dk3_dw_stride{stride}_relu_ui8_ui8",
        _bottleneck("bn_conv2dk3_dw.cc"),
        [
            line,
            line,
            line,
            _flat(9 * input_channels, np.int8),
            _flat((input_width // stride) * output_channels, np.uint8),
            *_i32s(8),
        ],
        compile_flags=["-DREGULAR", "-DSCALAR", f"-DSTRIDE{stride}"],
    )


def bn_conv2dk1_relu_xy_pool_padded(
    input_width: int = 7,
    input_channels: int = 80,
    output_channels: int = 1280,
    weight_chunk_count: int | None = None,
) -> ExternalFunction:
    """``conv2dk1_xy_pool_fused_relu_large_padded_i8_ui8(in, weights, out:
    u16, 8 × i32)``: a 1x1 convolution, ReLU and global average pool in one
    pass; ``weight_chunk_count`` sizes weights streamed in chunks (default:
    all ``input_channels · output_channels``)."""
    weights = (
        weight_chunk_count
        if weight_chunk_count is not None
        else input_channels * output_channels
    )
    return _make_extern(
        "conv2dk1_xy_pool_fused_relu_large_padded_i8_ui8",
        _bottleneck("bn_conv2dk1_relu.cc"),
        [
            _flat(input_width * input_channels, np.int8),
            _flat(weights, np.int8),
            _flat(output_channels, np.uint16),
            *_i32s(8),
        ],
        compile_flags=["-DSCALAR", "-DCONV_XYPOOL_FUSED_LARGE_PADDED", "-DINT8_ACT"],
    )


def _check_block(block_index: int, factory: str) -> None:
    """The per-block wrappers exist for MobileNet blocks 13 and 14 only."""
    if block_index not in (13, 14):
        raise ValueError(
            f"{factory}(): block_index must be 13 or 14 (the only per-block "
            f"symbols defined in the source), got {block_index}."
        )


def bn_conv2dk1_partial_put_i8(
    input_width: int = 7,
    input_channels: int = 80,
    weight_count: int = 4800,
    *,
    block_index: int = 13,
) -> ExternalFunction:
    """``bn{13,14}_1_conv2dk1_i8_ui8_partial_width_put_new(in, weights, 7 ×
    i32)``: the half of a width-split 1x1 convolution that puts its partial
    sum on the cascade."""
    _check_block(block_index, "bn_conv2dk1_partial_put_i8")
    return _make_extern(
        f"bn{block_index}_1_conv2dk1_i8_ui8_partial_width_put_new",
        _bottleneck("bn_conv2dk1_i8.cc"),
        [
            _flat(input_width * input_channels, np.int8),
            _flat(weight_count, np.int8),
            *_i32s(7),
        ],
        compile_flags=[f"-DBN{block_index}_1_PARTIAL_PUT_I8_CAS_WIDTH_NEW"],
    )


def bn_conv2dk1_partial_get_relu_i8(
    input_width: int = 7,
    input_channels: int = 80,
    output_channels: int = 480,
    weight_count: int = 4800,
    *,
    block_index: int = 13,
) -> ExternalFunction:
    """``bn{13,14}_1_conv2dk1_i8_ui8_partial_width_get_new(in, weights, out:
    ui8, 9 × i32)``: the half that takes the cascade's partial sum, finishes
    the sum and applies ReLU."""
    _check_block(block_index, "bn_conv2dk1_partial_get_relu_i8")
    return _make_extern(
        f"bn{block_index}_1_conv2dk1_i8_ui8_partial_width_get_new",
        _bottleneck("bn_conv2dk1_relu.cc"),
        [
            _flat(input_width * input_channels, np.int8),
            _flat(weight_count, np.int8),
            _flat(input_width * output_channels, np.uint8),
            *_i32s(9),
        ],
        compile_flags=[f"-DBN{block_index}_1_PARTIAL_GET_I8_CAS_WIDTH_NEW"],
    )


def bn_conv2dk3_dw_out_split(
    input_width: int = 7,
    input_channels: int = 480,
    output_split_channels: int = 240,
    *,
    block_index: int = 13,
) -> ExternalFunction:
    """``bn{13,14}_conv2dk3_ui8_out_split(above, line, below, weights, out0,
    out1, 8 × i32)``: a stride-1 depthwise 3x3 convolution whose output
    channels go to two buffers of ``output_split_channels`` each."""
    _check_block(block_index, "bn_conv2dk3_dw_out_split")
    line = _flat(input_width * input_channels, np.uint8)
    out = _flat(input_width * output_split_channels, np.uint8)
    return _make_extern(
        f"bn{block_index}_conv2dk3_ui8_out_split",
        _bottleneck("bn_conv2dk3_dw.cc"),
        [line, line, line, _flat(9 * input_channels, np.int8), out, out, *_i32s(8)],
        compile_flags=["-DSCALAR", f"-DBN{block_index}", "-DSTRIDE1_OUT_SPLIT"],
    )


def bn_conv2dk1_input_split_partial_put_ui8(
    input_width: int = 7,
    input_channels: int = 240,
    weight_count: int = 9600,
    *,
    block_index: int = 13,
) -> ExternalFunction:
    """``bn{13,14}_1_conv2dk1_ui8_ui8_input_split_partial_width_put_new(in:
    ui8, weights, 7 × i32)``: the put half of a channel-split 1x1
    convolution."""
    _check_block(block_index, "bn_conv2dk1_input_split_partial_put_ui8")
    return _make_extern(
        f"bn{block_index}_1_conv2dk1_ui8_ui8_input_split_partial_width_put_new",
        _bottleneck("bn_conv2dk1_i8.cc"),
        [
            _flat(input_width * input_channels, np.uint8),
            _flat(weight_count, np.int8),
            *_i32s(7),
        ],
        compile_flags=[
            f"-DBN{block_index}_1_INPUT_SPLIT_PARTIAL_PUT_UI8_UI8_CAS_WIDTH_NEW"
        ],
    )


def bn_conv2dk1_input_split_partial_skip_get(
    input_width: int = 7,
    input_channels: int = 240,
    output_channels: int = 80,
    weight_count: int = 9600,
    *,
    block_index: int = 13,
) -> ExternalFunction:
    """``bn_{13,14}_2_conv2dk1_ui8_i8_i8_scalar_input_split_partial_width_get_new
    (in: ui8, weights, out: i8, skip: i8, 10 × i32)``: the get half of a
    channel-split 1x1 convolution, adding the skip line."""
    _check_block(block_index, "bn_conv2dk1_input_split_partial_skip_get")
    return _make_extern(
        f"bn_{block_index}_2_conv2dk1_ui8_i8_i8_scalar_input_split_partial_width_get_new",
        _bottleneck("bn_conv2dk1_skip.cc"),
        [
            _flat(input_width * input_channels, np.uint8),
            _flat(weight_count, np.int8),
            _flat(input_width * output_channels, np.int8),
            _flat(input_width * output_channels, np.int8),
            *_i32s(10),
        ],
        compile_flags=[
            f"-DBN{block_index}_1_INPUT_SPLIT_PARTIAL_GET_UI8_I8_I8_CAS_WIDTH_NEW"
        ],
    )


def bn_fc_relu_ui16_pad(
    input_channels: int = 1280,
    output_channels: int = 16,
    weight_chunk_count: int | None = None,
) -> ExternalFunction:
    """``post_L2_conv2dk1_relu_i16_ui16_pad(in: u16, weights, out: u16, 5 ×
    i32)``: a fully connected layer with ReLU on a padded weight layout."""
    weights = (
        weight_chunk_count
        if weight_chunk_count is not None
        else input_channels * output_channels
    )
    return _make_extern(
        "post_L2_conv2dk1_relu_i16_ui16_pad",
        _bottleneck("bn_conv2dk1_relu.cc"),
        [
            _flat(input_channels, np.uint16),
            _flat(weights, np.int8),
            _flat(output_channels, np.uint16),
            *_i32s(5),
        ],
        compile_flags=["-DSCALAR", "-DPOSTL2_PAD", "-DUINT16_ACT"],
    )
