"""Matrix kernels: mm, mv and cascade_mm. Each returned ExternalFunction
carries its companions from the same object file as ``Kernel`` attributes
(``.zero``; for cascade_mm also ``.get_only``, ``.put_only``,
``.put_get``) and, for mm and cascade_mm, ``.mac_dims``: the (r, s, t)
block the built kernel expects its operands laid out in."""

import numpy as np
from ml_dtypes import bfloat16

from ..kernel import ExternalFunction, Kernel
from ._common import _default_source_path, _detect_arch, _make_extern

# mm: (input, output) types -> (symbol suffix, the -D flag selecting them).
_MM_COMBOS = {
    (np.int8, np.int8): ("i8_i8", "i8_i8_ONLY"),
    (np.int8, np.int16): ("i8_i16", "i8_i16_ONLY"),
    (np.int8, np.int32): ("i8_i32", "i8_i32_ONLY"),
    (np.int16, np.int16): ("i16_i16", "i16_i16_ONLY"),
    (np.int16, np.int32): ("i16_i32", "i16_i32_ONLY"),
    (bfloat16, bfloat16): ("bf16_bf16", "bf16_bf16_ONLY"),
    (bfloat16, np.float32): ("bf16_f32", "bf16_f32_ONLY"),
}

# mm: the MMUL block (r, s, t) per architecture and (input, output) types.
_MM_MAC_DIMS = {
    "aie2": {
        (np.int8, np.int8): (4, 8, 8),
        (np.int8, np.int16): (4, 8, 8),
        (np.int8, np.int32): (4, 8, 8),
        (np.int16, np.int16): (4, 4, 4),
        (np.int16, np.int32): (4, 4, 4),
        (bfloat16, bfloat16): (4, 8, 4),
        (bfloat16, np.float32): (4, 8, 4),
    },
    "aie2p": {
        (np.int8, np.int8): (8, 8, 8),
        (np.int8, np.int16): (8, 8, 8),
        (np.int8, np.int32): (8, 8, 8),
        (np.int16, np.int16): (4, 4, 8),
        (np.int16, np.int32): (4, 4, 8),
        (bfloat16, bfloat16): (4, 8, 8),
        (bfloat16, np.float32): (4, 8, 8),
    },
}

# mm on AIE2P with bf16 inputs emulated through BFP16: an 8x8x8 block.
_MM_EMULATED_BF16_MAC_DIMS_AIE2P = {
    (bfloat16, bfloat16): (8, 8, 8),
    (bfloat16, np.float32): (8, 8, 8),
}

# cascade_mm: (input, output) types -> symbol suffix.
_CASCADE_COMBOS = {
    (np.int16, np.int16): "i16_i16",
    (np.int16, np.int32): "i16_i32",
    (bfloat16, bfloat16): "bf16_bf16",
    (bfloat16, np.float32): "bf16_f32",
}

# cascade_mm is scalar on both architectures: operands stay row-major.
_CASCADE_MM_MAC_DIMS = {
    arch: dict.fromkeys(_CASCADE_COMBOS, (1, 1, 1)) for arch in ("aie2", "aie2p")
}

# The suffix of the zero_* symbol per output type.
_ZERO_SUFFIX = {
    np.int8: "i8",
    np.int16: "i16",
    np.int32: "i32",
    np.float32: "f32",
    bfloat16: "bf16",
}


def _flat(size: int, dtype) -> type:
    return np.ndarray[(size,), np.dtype[dtype]]


def _operands(m: int, k: int, n: int, input_dtype, output_dtype) -> list:
    """A (m·k), B (k·n), C (m·n), flat."""
    return [
        _flat(m * k, input_dtype),
        _flat(k * n, input_dtype),
        _flat(m * n, output_dtype),
    ]


def mm(
    dim_m: int = 64,
    dim_k: int = 64,
    dim_n: int = 64,
    input_dtype: type = np.int16,
    output_dtype: type = np.int16,
    vectorized: bool = True,
    b_col_maj: bool = False,
    c_col_maj: bool = False,
    use_chess: bool = False,
    emulate_bf16_mmul_with_bfp16: bool = False,
) -> ExternalFunction:
    """``matmul[_scalar]_<in>_<out>(A, B, C)``: C += A·B on one core.

    ``b_col_maj``/``c_col_maj`` build for B read / C written column-major;
    ``emulate_bf16_mmul_with_bfp16`` (AIE2P, bf16 inputs) builds the BFP16
    emulation (8x8x8 blocks). ``.zero`` is ``zero[_scalar]_<out>(C)``.
    """
    key = (input_dtype, output_dtype)
    if key not in _MM_COMBOS:
        raise ValueError(
            f"mm(): unsupported (input_dtype, output_dtype) = {key}. "
            f"Supported: {list(_MM_COMBOS)}"
        )
    suffix, only = _MM_COMBOS[key]
    operands = _operands(dim_m, dim_k, dim_n, input_dtype, output_dtype)
    flags = [f"-DDIM_M={dim_m}", f"-DDIM_K={dim_k}", f"-DDIM_N={dim_n}", f"-D{only}"]
    if b_col_maj:
        flags.append("-DB_COL_MAJ")
    if c_col_maj:
        flags.append("-DC_COL_MAJ")
    arch = _detect_arch()
    emulated = (
        emulate_bf16_mmul_with_bfp16 and arch == "aie2p" and input_dtype is bfloat16
    )
    if emulated:
        flags.append("-DAIE_API_EMULATE_BFLOAT16_MMUL_WITH_BFP16")
    extern = _make_extern(
        f"{'matmul' if vectorized else 'matmul_scalar'}_{suffix}",
        _default_source_path("mm.cc"),
        operands,
        compile_flags=flags,
        use_chess=use_chess,
    )
    extern.mac_dims = (
        _MM_EMULATED_BF16_MAC_DIMS_AIE2P[key] if emulated else _MM_MAC_DIMS[arch][key]
    )
    zero = "zero" if vectorized else "zero_scalar"
    extern.zero = Kernel(
        f"{zero}_{_ZERO_SUFFIX[output_dtype]}", extern.object_file_name, operands[2:]
    )
    return extern


def mv(
    dim_m: int = 32,
    dim_k: int = 32,
    input_dtype: type = np.int16,
    output_dtype: type = np.int32,
    vectorized: bool = True,
    use_chess: bool = False,
) -> ExternalFunction:
    """``matvec_{vectorized,scalar}_i16_i32(A, b, c)``: c += A·b (int16 in,
    int32 out only). ``.zero`` is ``zero_{vectorized,scalar}_i32(c)``."""
    if input_dtype != np.int16 or output_dtype != np.int32:
        raise ValueError(
            "mv(): only (np.int16, np.int32) is supported, "
            f"got ({input_dtype}, {output_dtype})"
        )
    variant = "vectorized" if vectorized else "scalar"
    result = _flat(dim_m, np.int32)
    extern = _make_extern(
        f"matvec_{variant}_i16_i32",
        _default_source_path("mv.cc"),
        [_flat(dim_m * dim_k, np.int16), _flat(dim_k, np.int16), result],
        compile_flags=[f"-DDIM_M={dim_m}", f"-DDIM_K={dim_k}"],
        use_chess=use_chess,
    )
    extern.zero = Kernel(f"zero_{variant}_i32", extern.object_file_name, [result])
    return extern


def cascade_mm(
    dim_m: int = 64,
    dim_k: int = 64,
    dim_n: int = 64,
    input_dtype: type = np.int16,
    output_dtype: type = np.int16,
    use_chess: bool = False,
) -> ExternalFunction:
    """A matrix product accumulated down a cascade of cores:
    ``matmul_scalar_cascade_get_only_<in>_<out>(A, B, C)`` (returned, also
    ``.get_only``), and from the same object ``.put_only``, ``.put_get``
    (the chain's bottom and middle) and ``.zero``
    (``zero_scalar_<out>(C)``)."""
    key = (input_dtype, output_dtype)
    if key not in _CASCADE_COMBOS:
        raise ValueError(
            f"cascade_mm(): unsupported (input_dtype, output_dtype) = {key}. "
            f"Supported: {list(_CASCADE_COMBOS)}"
        )
    suffix = _CASCADE_COMBOS[key]
    operands = _operands(dim_m, dim_k, dim_n, input_dtype, output_dtype)
    extern = _make_extern(
        f"matmul_scalar_cascade_get_only_{suffix}",
        _default_source_path("cascade_mm.cc"),
        operands,
        compile_flags=[f"-DDIM_M={dim_m}", f"-DDIM_K={dim_k}", f"-DDIM_N={dim_n}"],
        use_chess=use_chess,
    )
    extern.get_only = extern
    for role in ("put_only", "put_get"):
        setattr(
            extern,
            role,
            Kernel(
                f"matmul_scalar_cascade_{role}_{suffix}",
                extern.object_file_name,
                operands,
            ),
        )
    extern.zero = Kernel(
        f"zero_scalar_{_ZERO_SUFFIX[output_dtype]}",
        extern.object_file_name,
        operands[2:],
    )
    arch = _detect_arch()
    if arch not in _CASCADE_MM_MAC_DIMS:
        raise ValueError(
            f"cascade_mm(): unsupported arch {arch!r}; "
            f"cascade_mm.cc only ships for {sorted(_CASCADE_MM_MAC_DIMS)}."
        )
    extern.mac_dims = _CASCADE_MM_MAC_DIMS[arch][key]
    return extern
