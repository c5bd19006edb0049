"""aie.iron's kernels: Kernel and ExternalFunction (declaration, the
registry, calls) and the kernel library's factories (docs/python-iron.md).

The library's sources are looked up below the kernel headers; a temporary
tree with the file names stands in for them here."""

from pathlib import Path

import numpy as np
import pytest
from ml_dtypes import bfloat16

import aie.utils.config as config
from aie.extras.context import mlir_mod_ctx
from aie.iron import kernels
from aie.iron.kernel import BaseKernel, ExternalFunction, Kernel
from aie.iron.kernels import _common
from aie.utils.hostruntime import set_current_device

# Every source the factories name, by directory.
SOURCES = {
    "aie2": [
        "passThrough.cc", "scale.cc", "add.cc", "mul.cc", "relu.cc", "reduce_add.cc",
        "reduce_min.cc", "reduce_max.cc", "rgba2hue.cc", "threshold.cc",
        "bitwiseOR.cc", "bitwiseAND.cc", "gray2rgba.cc", "rgba2gray.cc",
        "filter2d.cc", "addWeighted.cc", "softmax.cc", "gelu.cc", "silu.cc",
        "swiglu.cc", "bf16_exp.cc", "mm.cc", "mv.cc", "cascade_mm.cc",
        "conv2dk1.cc", "conv2dk3.cc", "conv2dk1_skip.cc", "conv2dk1_i8.cc",
        "conv2dk1_skip_init.cc", "bottleneck/bn_conv2dk1_relu.cc",
        "bottleneck/bn_conv2dk3.cc", "bottleneck/bn_conv2dk1_i8.cc",
        "bottleneck/bn_conv2dk1_skip.cc", "bottleneck/bn_conv2dk3_dw.cc",
    ],
    "aie2p": ["conv2dk14.cc", "softmax.cc", "mm.cc"],
}  # fmt: skip


@pytest.fixture(autouse=True)
def library(tmp_path, monkeypatch):
    """A kernel library tree in ``tmp_path`` and empty registries."""
    for arch, names in SOURCES.items():
        for name in names:
            path = tmp_path / "aie_kernels" / arch / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(f"// {arch}/{name}\n")
    monkeypatch.setattr(config, "cxx_header_path", lambda: str(tmp_path))
    ExternalFunction._instances.clear()
    _common._EXTERN_CACHE.clear()
    set_current_device(None)
    yield tmp_path
    set_current_device(None)
    ExternalFunction._instances.clear()
    _common._EXTERN_CACHE.clear()


def ty(shape, dtype):
    return np.ndarray[shape, np.dtype[dtype]]


def flat(n, dtype):
    return ty((n,), dtype)


# --- BaseKernel / Kernel ------------------------------------------------------


def test_argument_introspection():
    k = Kernel("k", "k.o", [ty((4, 8), np.int16), np.int32, flat(3, bfloat16)])
    assert k.arg_shape(0) == (4, 8)
    assert k.arg_dtype(0) == np.dtype(np.int16)
    assert k.arg_dtype(2) == np.dtype(bfloat16)
    assert k.tile_size(0) == 4 and k.tile_size(2) == 3
    assert k.arg_types() == k._arg_types and k.arg_types() is not k._arg_types
    with pytest.raises(ValueError, match="does not have a shape"):
        k.arg_shape(1)
    with pytest.raises(ValueError, match="does not have a dtype"):
        k.arg_dtype(1)
    with pytest.raises(ValueError, match=r"Argument index 3 out of range \(max: 2\)"):
        k.tile_size(3)
    with pytest.raises(ValueError, match="No argument types defined"):
        Kernel("k", "k.o").arg_shape()


def test_kernel_names_must_be_given():
    with pytest.raises(ValueError, match="Kernel name cannot be empty"):
        BaseKernel("")
    with pytest.raises(ValueError, match="Kernel name cannot be empty"):
        Kernel(None, "x.o")


def test_kernel_resolves_to_a_private_declaration_with_link_with():
    with mlir_mod_ctx() as ctx:
        plain = Kernel("scale", "scale.o", [flat(16, np.int32), np.int32])
        merged = Kernel("inl", "inl.ll", [flat(4, np.int8)], link_with_mode="merge")
        plain.resolve()
        plain.resolve()
        merged.resolve()
        text = str(ctx.module)
    assert text.count("func.func private @scale") == 1
    assert (
        'func.func private @scale(memref<16xi32>, i32) attributes {link_with = "scale.o"}'
        in text
    )
    assert 'link_with = "inl.ll", link_with_mode = "merge"' in text
    assert plain.object_file_name == "scale.o" and plain.link_with_mode is None
    # the declared types are left as they were given
    assert plain.arg_types() == [flat(16, np.int32), np.int32]


def test_calling_a_kernel_emits_a_call_and_collapses_nd_memrefs():
    from aie.dialects import memref
    from aie.extras import types as T

    with mlir_mod_ctx() as ctx:
        k = Kernel("f", "f.o", [flat(32, np.int32), np.int32])
        with pytest.raises(
            ValueError, match="must be resolved before it can be called"
        ):
            k(None, 1)
        k.resolve()
        buf = memref.alloc(T.memref(4, 8, T.i32()), [], [])
        k(buf, 7)
        with pytest.raises(
            ValueError, match=r"Kernel 'f' expects 2 argument\(s\), but 1"
        ):
            k(buf)
        text = str(ctx.module)
    assert "memref.collapse_shape" in text
    assert "[[0, 1]] : memref<4x8xi32> into memref<32xi32>" in text
    assert "func.call @f(" in text


# --- ExternalFunction ----------------------------------------------------------


def test_external_function_records_what_its_compile_needs(tmp_path):
    source = tmp_path / "k.cc"
    source.write_text("int k;")
    ef = ExternalFunction(
        "k",
        source_file=str(source),
        arg_types=[flat(8, np.uint8)],
        include_dirs=["/inc"],
        compile_flags=["-DX=1"],
    )
    assert ef._name == ef._original_name == "k"
    assert ef.object_file_name == "k.o" and ef.link_with_mode is None
    assert (ef._source_file, ef._source_string) == (str(source), None)
    assert (ef._include_dirs, ef._compile_flags, ef._use_chess) == (
        ["/inc"],
        ["-DX=1"],
        False,
    )
    assert ef in ExternalFunction._instances
    assert repr(ef) == f"ExternalFunction('k', digest={ef._content_digest()})"
    assert len(ef._content_digest()) == 16


def test_external_function_needs_a_source():
    with pytest.raises(
        ValueError, match="source_file or source_string must be provided"
    ):
        ExternalFunction("k")


def test_symbol_prefix_renames_the_symbol_and_its_object():
    ef = ExternalFunction("mm", source_string="x", symbol_prefix="abc")
    assert (ef._name, ef._original_name, ef._symbol_prefix) == ("abc_mm", "mm", "abc")
    assert ef.object_file_name == "abc_mm.o"


def test_inline_builds_llvm_ir_merged_into_the_core():
    ef = ExternalFunction("f", source_string="x", inline=True)
    assert (ef.object_file_name, ef.link_with_mode) == ("f.ll", "merge")
    bc = ExternalFunction("g", source_string="x", inline=True, object_file_name="g.BC")
    assert bc.object_file_name == "g.BC"
    with pytest.raises(ValueError, match=r"must end in '\.ll'"):
        ExternalFunction("h", source_string="x", inline=True, object_file_name="h.o")
    with pytest.raises(ValueError, match="cannot be combined with use_chess"):
        ExternalFunction("h", source_string="x", inline=True, use_chess=True)
    with pytest.raises(NotImplementedError, match="symbol_prefix"):
        ExternalFunction("h", source_string="x", inline=True, symbol_prefix="p")


def test_equal_content_is_the_same_kernel_and_other_content_gets_its_own_file():
    a = ExternalFunction("f", source_string="int a;", compile_flags=["-DA", "-DB"])
    same = ExternalFunction("f", source_string="int a;", compile_flags=["-DB", "-DA"])
    assert a == same and hash(a) == hash(same)
    assert len(ExternalFunction._instances) == 1
    other = ExternalFunction("f", source_string="int b;")
    assert other != a
    assert other.object_file_name == f"f_{other._content_digest()[:8]}.o"
    inline = ExternalFunction("g", source_string="1", inline=True)
    inline2 = ExternalFunction("g", source_string="2", inline=True)
    assert inline.object_file_name == "g.ll" and inline2.object_file_name.endswith(
        ".ll"
    )
    assert inline2.object_file_name != "g.ll"
    assert (a == "f") is False


def test_an_explicit_object_file_name_may_not_collide():
    ExternalFunction("f", object_file_name="f.o", source_string="1")
    with pytest.raises(ValueError, match="would collide"):
        ExternalFunction("f", object_file_name="f.o", source_string="2")


def test_the_digest_follows_the_source_file_and_the_toolchain(tmp_path):
    source = tmp_path / "k.cc"
    source.write_text("one")
    first = ExternalFunction("k", source_file=str(source))
    source.write_text("two")
    second = ExternalFunction("k", source_file=str(source), object_file_name="k2.o")
    assert first._content_digest() != second._content_digest()
    chess = ExternalFunction(
        "k", source_file=str(source), use_chess=True, object_file_name="k3.o"
    )
    assert chess._content_digest() != second._content_digest()
    missing = ExternalFunction("m", source_file=str(tmp_path / "none.cc"))
    assert len(missing._content_digest()) == 16


def test_external_function_checks_call_arguments():
    with mlir_mod_ctx():
        ef = ExternalFunction(
            "f", source_string="x", arg_types=[flat(4, np.int32), np.int32]
        )
        ef.resolve()
        with pytest.raises(
            ValueError, match=r"expects 2 argument\(s\), but 1 were provided"
        ):
            ef(1)
        with pytest.raises(ValueError, match="Argument 1: expected scalar, got str"):
            ef(np.zeros(4, np.int32), "3")
        with pytest.raises(
            ValueError, match=r"Argument 0: expected \(4,\)/<class 'numpy.int32'>"
        ):
            ef(np.zeros(5, np.int32), 3)


# --- the library ----------------------------------------------------------------

# factory, arguments, symbol, argument types, flags, source (below aie_kernels)
LIBRARY = [
    (kernels.passthrough, dict(tile_size=64, dtype=np.int16), "passThroughLine",
     [flat(64, np.int16), flat(64, np.int16), np.int32], ["-DBIT_WIDTH=16"], "aie2/passThrough.cc"),
    (kernels.scale, dict(tile_size=32, vectorized=False), "vector_scalar_mul_scalar",
     [flat(32, np.int32), flat(32, np.int32), flat(1, np.int32), np.int32], ["-DBIT_WIDTH=32"], "aie2/scale.cc"),
    (kernels.add, dict(), "eltwise_add_bf16_vector", [flat(1024, bfloat16)] * 3, [], "aie2/add.cc"),
    (kernels.mul, dict(vectorized=False), "eltwise_mul_bf16_scalar", [flat(1024, bfloat16)] * 3, [], "aie2/mul.cc"),
    (kernels.relu, dict(), "bf16_relu", [flat(1024, bfloat16)] * 2, [], "aie2/relu.cc"),
    (kernels.reduce_add, dict(tile_size=256), "reduce_add_vector",
     [flat(256, np.int32), flat(1, np.int32), np.int32], [], "aie2/reduce_add.cc"),
    (kernels.reduce_min, dict(vectorized=False), "reduce_min_scalar",
     [flat(1024, np.int32), flat(1, np.int32), np.int32], [], "aie2/reduce_min.cc"),
    (kernels.reduce_max, dict(dtype=bfloat16), "reduce_max_vector_bfloat16",
     [flat(1024, bfloat16), flat(2, bfloat16), np.int32], [], "aie2/reduce_max.cc"),
    (kernels.compute_max, dict(), "compute_max", [flat(1, np.int32)] * 3, [], "aie2/reduce_max.cc"),
    (kernels.rgba2hue, dict(line_width=10), "rgba2hueLine",
     [flat(40, np.uint8), flat(10, np.uint8), np.int32], [], "aie2/rgba2hue.cc"),
    (kernels.rgba2gray, dict(line_width=10), "rgba2grayLine",
     [flat(40, np.uint8), flat(10, np.uint8), np.int32], [], "aie2/rgba2gray.cc"),
    (kernels.gray2rgba, dict(line_width=10), "gray2rgbaLine",
     [flat(10, np.uint8), flat(40, np.uint8), np.int32], [], "aie2/gray2rgba.cc"),
    (kernels.threshold, dict(line_width=8, dtype=np.int32), "thresholdLine",
     [flat(8, np.int32), flat(8, np.int32), np.int32, np.int32, np.int32, np.int8],
     ["-DBIT_WIDTH=32"], "aie2/threshold.cc"),
    (kernels.bitwise_or, dict(line_width=8, dtype=np.int16), "bitwiseORLine",
     [flat(8, np.int16)] * 3 + [np.int32], ["-DBIT_WIDTH=16"], "aie2/bitwiseOR.cc"),
    (kernels.bitwise_and, dict(line_width=8), "bitwiseANDLine",
     [flat(8, np.uint8)] * 3 + [np.int32], ["-DBIT_WIDTH=8"], "aie2/bitwiseAND.cc"),
    (kernels.filter2d, dict(line_width=8), "filter2dLine",
     [flat(8, np.uint8)] * 4 + [np.int32, ty((3, 3), np.int16)], [], "aie2/filter2d.cc"),
    (kernels.add_weighted, dict(line_width=8), "addWeightedLine",
     [flat(8, np.uint8)] * 3 + [np.int32, np.int16, np.int16, np.int8], ["-DBIT_WIDTH=8"],
     "aie2/addWeighted.cc"),
    (kernels.mv, dict(dim_m=16, dim_k=8), "matvec_vectorized_i16_i32",
     [flat(128, np.int16), flat(8, np.int16), flat(16, np.int32)], ["-DDIM_M=16", "-DDIM_K=8"],
     "aie2/mv.cc"),
    (kernels.mm, dict(dim_m=8, dim_k=16, dim_n=4, input_dtype=np.int8, output_dtype=np.int32),
     "matmul_i8_i32", [flat(128, np.int8), flat(64, np.int8), flat(32, np.int32)],
     ["-DDIM_M=8", "-DDIM_K=16", "-DDIM_N=4", "-Di8_i32_ONLY"], "aie2/mm.cc"),
    (kernels.cascade_mm, dict(dim_m=2, dim_k=2, dim_n=2), "matmul_scalar_cascade_get_only_i16_i16",
     [flat(4, np.int16)] * 3, ["-DDIM_M=2", "-DDIM_K=2", "-DDIM_N=2"], "aie2/cascade_mm.cc"),
    (kernels.conv2dk1, dict(input_width=2, input_channels=4, output_channels=8, act_dtype=np.uint8),
     "conv2dk1_ui8", [flat(8, np.uint8), flat(32, np.int8), flat(16, np.uint8)] + [np.int32] * 4,
     [], "aie2/conv2dk1.cc"),
    (kernels.conv2dk3, dict(input_width=2, input_channels=4, output_channels=8, weight_output_channels=16),
     "conv2dk3_i8", [flat(8, np.int8)] * 3 + [flat(576, np.int8), flat(16, np.uint8)] + [np.int32] * 8,
     ["-DINT8_ACT"], "aie2/conv2dk3.cc"),
    (kernels.conv2dk1_skip, dict(input_width=2, input_channels=4, output_channels=8),
     "conv2dk1_skip_i8", [flat(4, np.uint8)] * 2 + [flat(32, np.int8), flat(16, np.uint8), flat(16, np.int8)]
     + [np.int32] * 5, ["-DINT8_ACT"], "aie2/conv2dk1_skip.cc"),
    (kernels.conv2dk1_i8, dict(input_width=2, input_channels=4, output_channels=8), "conv2dk1_i8",
     [flat(8, np.int8), flat(32, np.int8), flat(16, np.int8)] + [np.int32] * 4, ["-DINT8_ACT"],
     "aie2/conv2dk1_i8.cc"),
    (kernels.conv2dk14, dict(input_width=28, output_channels=2), "conv2dk14_i8",
     [flat(1568, np.uint8), flat(1568, np.int8), flat(32, np.int8)] + [np.int32] * 5, [],
     "aie2p/conv2dk14.cc"),
    (kernels.conv2dk1_skip_init, dict(input_width=2, input_channels=4, output_channels=8, skip_input_channels=6),
     "conv2dk1_skip_init_i8", [flat(4, np.uint8)] * 2 + [flat(80, np.int8), flat(16, np.uint8), flat(12, np.int8)]
     + [np.int32] * 7, ["-DINT8_ACT"], "aie2/conv2dk1_skip_init.cc"),
    (kernels.bn_conv2dk1_relu, dict(input_width=2, input_channels=4, output_channels=8), "conv2dk1_relu_i8_ui8",
     [flat(8, np.int8), flat(32, np.int8), flat(16, np.uint8)] + [np.int32] * 4, ["-DREGULAR", "-DINT8_ACT"],
     "aie2/bottleneck/bn_conv2dk1_relu.cc"),
    (kernels.bn_conv2dk3, dict(input_width=4, input_channels=2, output_channels=3), "conv2dk3_stride2_i8",
     [flat(8, np.int8)] * 3 + [flat(54, np.int8), flat(6, np.uint8)] + [np.int32] * 8, [],
     "aie2/bottleneck/bn_conv2dk3.cc"),
    (kernels.bn_conv2dk1_i8, dict(input_width=2, input_channels=4, output_channels=8), "conv2dk1_ui8_i8",
     [flat(8, np.uint8), flat(32, np.int8), flat(16, np.int8)] + [np.int32] * 4, ["-DREGULAR", "-DSCALAR"],
     "aie2/bottleneck/bn_conv2dk1_i8.cc"),
    (kernels.bn_conv2dk1_skip, dict(input_width=2, input_channels=4, output_channels=8, skip_dtype=np.int8),
     "conv2dk1_skip_ui8_i8_i8", [flat(8, np.uint8), flat(32, np.int8), flat(16, np.int8), flat(16, np.int8)]
     + [np.int32] * 5, ["-DREGULAR", "-DSCALAR"], "aie2/bottleneck/bn_conv2dk1_skip.cc"),
    (kernels.bn_conv2dk3_dw, dict(input_width=4, input_channels=2, output_channels=2, stride=2),
     "conv2dk3_dw_stride2_relu_ui8_ui8", [flat(8, np.uint8)] * 3 + [flat(18, np.int8), flat(4, np.uint8)]
     + [np.int32] * 8, ["-DREGULAR", "-DSCALAR", "-DSTRIDE2"], "aie2/bottleneck/bn_conv2dk3_dw.cc"),
    (kernels.bn_conv2dk1_relu_xy_pool_padded, dict(input_width=2, input_channels=3, output_channels=5),
     "conv2dk1_xy_pool_fused_relu_large_padded_i8_ui8",
     [flat(6, np.int8), flat(15, np.int8), flat(5, np.uint16)] + [np.int32] * 8,
     ["-DSCALAR", "-DCONV_XYPOOL_FUSED_LARGE_PADDED", "-DINT8_ACT"], "aie2/bottleneck/bn_conv2dk1_relu.cc"),
    (kernels.bn_fc_relu_ui16_pad, dict(input_channels=4, output_channels=2, weight_chunk_count=6),
     "post_L2_conv2dk1_relu_i16_ui16_pad", [flat(4, np.uint16), flat(6, np.int8), flat(2, np.uint16)]
     + [np.int32] * 5, ["-DSCALAR", "-DPOSTL2_PAD", "-DUINT16_ACT"], "aie2/bottleneck/bn_conv2dk1_relu.cc"),
    (kernels.bn_conv2dk1_partial_put_i8, dict(input_width=2, input_channels=3, weight_count=7, block_index=14),
     "bn14_1_conv2dk1_i8_ui8_partial_width_put_new", [flat(6, np.int8), flat(7, np.int8)] + [np.int32] * 7,
     ["-DBN14_1_PARTIAL_PUT_I8_CAS_WIDTH_NEW"], "aie2/bottleneck/bn_conv2dk1_i8.cc"),
    (kernels.bn_conv2dk1_partial_get_relu_i8, dict(input_width=2, input_channels=3, output_channels=4, weight_count=7),
     "bn13_1_conv2dk1_i8_ui8_partial_width_get_new",
     [flat(6, np.int8), flat(7, np.int8), flat(8, np.uint8)] + [np.int32] * 9,
     ["-DBN13_1_PARTIAL_GET_I8_CAS_WIDTH_NEW"], "aie2/bottleneck/bn_conv2dk1_relu.cc"),
    (kernels.bn_conv2dk3_dw_out_split, dict(input_width=2, input_channels=4, output_split_channels=2),
     "bn13_conv2dk3_ui8_out_split", [flat(8, np.uint8)] * 3 + [flat(36, np.int8)] + [flat(4, np.uint8)] * 2
     + [np.int32] * 8, ["-DSCALAR", "-DBN13", "-DSTRIDE1_OUT_SPLIT"], "aie2/bottleneck/bn_conv2dk3_dw.cc"),
    (kernels.bn_conv2dk1_input_split_partial_put_ui8, dict(input_width=2, input_channels=3, weight_count=5),
     "bn13_1_conv2dk1_ui8_ui8_input_split_partial_width_put_new", [flat(6, np.uint8), flat(5, np.int8)]
     + [np.int32] * 7, ["-DBN13_1_INPUT_SPLIT_PARTIAL_PUT_UI8_UI8_CAS_WIDTH_NEW"],
     "aie2/bottleneck/bn_conv2dk1_i8.cc"),
    (kernels.bn_conv2dk1_input_split_partial_skip_get,
     dict(input_width=2, input_channels=3, output_channels=2, weight_count=5, block_index=14),
     "bn_14_2_conv2dk1_ui8_i8_i8_scalar_input_split_partial_width_get_new",
     [flat(6, np.uint8), flat(5, np.int8), flat(4, np.int8), flat(4, np.int8)] + [np.int32] * 10,
     ["-DBN14_1_INPUT_SPLIT_PARTIAL_GET_UI8_I8_I8_CAS_WIDTH_NEW"], "aie2/bottleneck/bn_conv2dk1_skip.cc"),
]  # fmt: skip


def key_of(arg_types):
    return [_common._arg_type_key(t) for t in arg_types]


@pytest.mark.parametrize(
    "factory, kwargs, symbol, arg_types, flags, source",
    LIBRARY,
    ids=[entry[0].__name__ for entry in LIBRARY],
)
def test_library_declarations(
    library, factory, kwargs, symbol, arg_types, flags, source
):
    ef = factory(**kwargs)
    assert isinstance(ef, ExternalFunction)
    assert ef._original_name == symbol
    assert key_of(ef.arg_types()) == key_of(arg_types)
    assert ef._compile_flags == flags
    assert Path(ef._source_file) == library / "aie_kernels" / source
    assert ef._include_dirs == [str(library)]
    # the same request is the same kernel
    assert factory(**kwargs) is ef


def test_parameterized_kernels_have_digest_named_symbols_and_objects():
    ef = kernels.passthrough(tile_size=64, dtype=np.int16)
    prefix = ef._symbol_prefix
    assert len(prefix) == 8 and int(prefix, 16) >= 0
    assert ef._name == f"{prefix}_passThroughLine"
    assert ef.object_file_name == f"passThroughLine_{prefix}.o"
    other = kernels.passthrough(tile_size=128, dtype=np.int16)
    assert other._symbol_prefix != prefix and other is not ef
    # the digest depends on the request only, not on what was asked before
    _common._EXTERN_CACHE.clear()
    ExternalFunction._instances.clear()
    assert kernels.passthrough(tile_size=64, dtype=np.int16)._name == ef._name


def test_companions_of_one_source_share_its_object_and_keep_their_symbols():
    a = kernels.reduce_max()
    b = kernels.compute_max(dtype=bfloat16)
    assert a.object_file_name == b.object_file_name == "reduce_max.cc.o"
    assert (a._name, b._name) == ("reduce_max_vector", "compute_max_bfloat16")
    assert a._symbol_prefix is None


def test_mm_companions_and_block_sizes():
    ef = kernels.mm(dim_m=64, dim_k=64, dim_n=32, b_col_maj=True, c_col_maj=True)
    assert ef._compile_flags[-2:] == ["-DB_COL_MAJ", "-DC_COL_MAJ"]
    assert isinstance(ef.zero, Kernel) and ef.zero._name == "zero_i16"
    assert ef.zero.object_file_name == ef.object_file_name
    assert key_of(ef.zero.arg_types()) == key_of([flat(2048, np.int16)])
    assert ef.mac_dims == (4, 4, 4)
    scalar = kernels.mm(vectorized=False, input_dtype=bfloat16, output_dtype=np.float32)
    assert (
        scalar._original_name == "matmul_scalar_bf16_f32"
        and scalar.zero._name == "zero_scalar_f32"
    )
    assert scalar.mac_dims == (4, 8, 4)
    assert kernels.mv(vectorized=False).zero._name == "zero_scalar_i32"
    cascade = kernels.cascade_mm(input_dtype=bfloat16, output_dtype=bfloat16)
    assert cascade.get_only is cascade
    assert cascade.put_only._name == "matmul_scalar_cascade_put_only_bf16_bf16"
    assert cascade.put_get._name == "matmul_scalar_cascade_put_get_bf16_bf16"
    assert cascade.zero._name == "zero_scalar_bf16" and cascade.mac_dims == (1, 1, 1)


def test_the_architecture_comes_from_the_current_device(library):
    from aie.iron.device import NPU2Col1

    set_current_device(NPU2Col1())
    ef = kernels.mm(input_dtype=np.int8, output_dtype=np.int8)
    assert ef.mac_dims == (8, 8, 8)
    assert Path(ef._source_file) == library / "aie_kernels" / "aie2p" / "mm.cc"
    emulated = kernels.mm(
        input_dtype=bfloat16, output_dtype=bfloat16, emulate_bf16_mmul_with_bfp16=True
    )
    assert emulated.mac_dims == (8, 8, 8)
    assert "-DAIE_API_EMULATE_BFLOAT16_MMUL_WITH_BFP16" in emulated._compile_flags
    # a source only AIE2 has is found there
    assert Path(kernels.mv()._source_file) == library / "aie_kernels" / "aie2" / "mv.cc"
    # on AIE2P the activations are their source alone
    softmax = kernels.softmax()
    assert softmax._source_string is None
    assert (
        Path(softmax._source_file) == library / "aie_kernels" / "aie2p" / "softmax.cc"
    )


def test_aie2_activations_include_the_lookup_table_helpers(library):
    gelu = kernels.gelu()
    assert gelu._source_file is None
    assert gelu._source_string == (
        f'#include "{library}/aie_kernels/aie2/gelu.cc"\n'
        f'#include "{library}/lut_based_ops.cpp"\n'
    )
    assert gelu._include_dirs == [
        str(library),
        f"{library}/aie_kernels/aie2",
        str(library),
    ]
    assert kernels.swiglu()._original_name == "swiglu_bf16"
    assert len(kernels.swiglu().arg_types()) == 4
    assert kernels.bf16_exp()._name == "exp_bf16_1024"
    assert kernels.silu()._name == "silu_bf16"


def test_a_missing_source_names_where_it_was_looked_for(library):
    (library / "aie_kernels" / "aie2" / "relu.cc").unlink()
    with pytest.raises(
        FileNotFoundError, match=r"Kernel source 'relu.cc' not found under .*/aie2/"
    ):
        kernels.relu()


@pytest.mark.parametrize(
    "call, message",
    [
        (
            lambda: kernels.passthrough(dtype=np.float32),
            "passthrough: unsupported dtype",
        ),
        (lambda: kernels.scale(dtype=np.int8), "dtype must be np.int16 or np.int32"),
        (lambda: kernels.add(dtype=np.float32), "dtype must be bfloat16"),
        (lambda: kernels.mul(tile_size=512), "tile_size must be 1024"),
        (lambda: kernels.relu(tile_size=2048), "tile_size must be 1024"),
        (lambda: kernels.reduce_add(dtype=np.int16), "dtype must be np.int32"),
        (
            lambda: kernels.reduce_max(dtype=np.float32),
            "dtype must be np.int32 or bfloat16",
        ),
        (
            lambda: kernels.compute_max(dtype=np.int8),
            "dtype must be np.int32 or bfloat16",
        ),
        (lambda: kernels.threshold(dtype=np.float32), "unsupported dtype"),
        (lambda: kernels.bitwise_or(dtype="x"), "unsupported dtype"),
        (lambda: kernels.softmax(tile_size=1), "tile_size must be 1024"),
        (
            lambda: kernels.mm(input_dtype=np.float64, output_dtype=np.float64),
            "unsupported",
        ),
        (lambda: kernels.mv(output_dtype=np.int16), "only .* is supported"),
        (lambda: kernels.cascade_mm(input_dtype=np.int8), "unsupported"),
        (
            lambda: kernels.conv2dk1(act_dtype=np.int16),
            "act_dtype must be np.int8 or np.uint8",
        ),
        (lambda: kernels.bn_conv2dk1_skip(skip_dtype=np.int32), "skip_dtype"),
        (lambda: kernels.bn_conv2dk3_dw(stride=3), "stride must be 1 or 2"),
        (
            lambda: kernels.bn_conv2dk3_dw_out_split(block_index=12),
            "block_index must be 13 or 14",
        ),
    ],
)
def test_bad_requests_are_refused(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_a_second_chess_variant_is_refused():
    kernels.scale(use_chess=True)
    assert kernels.scale(use_chess=True)._symbol_prefix is None
    with pytest.raises(
        ValueError, match="Chess kernel 'vector_scalar_mul_vector' already has"
    ):
        kernels.scale(tile_size=512, use_chess=True)


def test_activation_references():
    x = np.array([-2.0, -0.5, 0.0, 1.5], dtype=np.float32)
    assert list(kernels.relu_ref(x)) == [0.0, 0.0, 0.0, 1.5]
    np.testing.assert_allclose(kernels.silu_ref(x), x / (1 + np.exp(-x)), rtol=1e-6)
    np.testing.assert_allclose(
        kernels.gelu_ref(np.float32([1.0])), [0.841192], rtol=1e-5
    )
    # Saturates at e^88, the kernels' clamp, instead of overflowing.
    assert kernels.bf16_exp_ref(np.float32([0.0, 1000.0])).tolist() == [1.0, float(np.exp(np.float32(88)))]
    y = kernels.softmax_ref(np.arange(8, dtype=np.float32), tile_size=4)
    np.testing.assert_allclose(y.reshape(2, 4).sum(axis=1), [1.0, 1.0], rtol=1e-6)
    np.testing.assert_allclose(y[:4], y[4:], rtol=1e-6)
    assert kernels.relu_ref(x.astype(bfloat16)).dtype == bfloat16
    with pytest.raises(ValueError, match="not a multiple of tile_size=4"):
        kernels.softmax_ref(np.zeros(6, np.float32), tile_size=4)


def test_one_source_built_for_two_architectures_is_two_kernels(library):
    from aie.iron.device import NPU1Col1, NPU2Col1

    (library / "aie_kernels" / "aie2p" / "mm.cc").unlink()  # both use aie2/mm.cc
    set_current_device(NPU1Col1())
    aie2 = kernels.mm()
    set_current_device(NPU2Col1())
    aie2p = kernels.mm()
    assert aie2._source_file == aie2p._source_file
    assert aie2 is not aie2p and aie2.object_file_name != aie2p.object_file_name
    assert (aie2.mac_dims, aie2p.mac_dims) == ((4, 4, 4), (4, 4, 8))
