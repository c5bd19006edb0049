"""aie.dialects.aievec: every op of mlir-aie's AIE vector dialect built by its
generated builder (ODS's signature), printed as aie-opt prints it, read back
and verified; aie.dialects.tosa imports and is empty."""

import pytest

import aie.dialects.tosa as tosa
import aie.extras.types as T
from aie.dialects import aievec
from aie.dialects.aievec import ShuffleMode
from aie.extras.context import mlir_mod_ctx
from aie.extras.dialects import arith
from aie.helpers.dialects.func import func
from aie.ir import MLIRError, Module


def text_of(ctx):
    text = str(ctx.module)
    assert str(Module.parse(text)) == text
    assert ctx.module.operation.verify()
    return text


def test_loads_products_and_shift_round_saturate_as_mlir_aie_prints_them():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def kernel(a: T.memref(64, T.i16()), b: T.memref(64, T.i16())):
            i = arith.constant(0, index=True)
            x = aievec.upd(T.vector(32, T.i16()), a, [i])
            y = aievec.upd(T.vector(32, T.i16()), b, [i], index=1, offset=256, vector=x)
            p = aievec.mul_elem(T.vector(32, T.i32()), x, y)
            q = aievec.mac_elem(T.vector(32, T.i32()), x, y, p, fmsub=True)
            aievec.srs(T.vector(32, T.i16()), q, arith.constant(3))
            aievec.srs(T.vector(32, T.i16()), q, arith.constant(3), sign=0)
            u = aievec.ups(T.vector(32, T.i32()), x)
            aievec.ups(T.vector(32, T.i32()), x, shift=2)
            aievec.broadcast(T.vector(32, T.i16()), x, idx=0)
            aievec.cast(T.vector(32, T.i32()), u, is_res_acc=True)
    text = text_of(ctx)
    assert "aievec.upd %arg0[%c0] {index = 0 : i8, offset = 0 : i32} : memref<64xi16>, vector<32xi16>" in text
    assert "aievec.upd %arg1[%c0], %0 {index = 1 : i8, offset = 256 : i32} : memref<64xi16>, vector<32xi16>" in text
    assert "aievec.mul_elem %0, %1 : vector<32xi16>, vector<32xi16>, vector<32xi32>" in text
    assert "aievec.mac_elem %0, %1, %2 {fmsub = true} : vector<32xi16>, vector<32xi16>, vector<32xi32>" in text
    assert "aievec.srs %3, %c3_i32 : vector<32xi32>, i32, vector<32xi16>" in text
    assert "aievec.srs %3, %c3_i32_0 {sign = 0 : i32} : vector<32xi32>, i32, vector<32xi16>" in text
    # Attributes MLIR always holds print at their defaults, as aie-opt prints them.
    assert "aievec.ups %0 {shift = 0 : i8} : vector<32xi16>, vector<32xi32>" in text
    assert "aievec.ups %0 {shift = 2 : i8} : vector<32xi16>, vector<32xi32>" in text
    assert "aievec.broadcast %0 {idx = 0 : i8} : vector<32xi16>, vector<32xi16>" in text
    assert "aievec.cast %6 {isResAcc = true} : vector<32xi32>, vector<32xi32>" in text


def test_inferred_results_lanes_and_selection():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def kernel(a: T.vector(16, T.i32()), b: T.vector(16, T.i32()), s: T.i32()):
            aievec.add_elem(a, b)
            aievec.sub_elem(a, b)
            aievec.min(a, b)
            aievec.max(a, b)
            aievec.neg(a)
            aievec.bxor(a, b)
            aievec.band(a, b)
            aievec.bor(a, b)
            aievec.bneg(a)
            c = aievec.concat([a, b])
            aievec.ext(T.vector(16, T.i32()), c, 1)
            m = aievec.cmp(T.ui(32), a, b, pred="slt")
            aievec.sel(a, b, m)
            aievec.ext_elem(T.i32(), a, s)
            aievec.broadcast_scalar(T.vector(16, T.i32()), s)
            aievec.shift(T.vector(16, T.i32()), a, b, s)
            aievec.shuffle(a, ShuffleMode.T32_4X4)
            aievec.shuffle(a, ShuffleMode.T32_4X8_LO, rhs=b)
            aievec.legacyshuffle(T.vector(16, T.i32()), a, mode=3)
    text = text_of(ctx)
    assert "aievec.add_elem %arg0, %arg1 : vector<16xi32>" in text
    assert "aievec.bneg %arg0 : vector<16xi32>" in text
    assert "aievec.concat %arg0, %arg1 : vector<16xi32>, vector<32xi32>" in text
    assert "aievec.ext %9 {index = 1 : i8} : vector<32xi32>, vector<16xi32>" in text
    assert 'aievec.cmp %arg0, %arg1 {pred = "slt"} : vector<16xi32>, vector<16xi32>, ui32' in text
    assert "aievec.sel %arg0, %arg1, %11 : vector<16xi32>, vector<16xi32>, ui32, vector<16xi32>" in text
    assert "aievec.ext_elem %arg0, %arg2 : vector<16xi32>, i32, i32" in text
    assert "aievec.broadcast_scalar %arg2 : i32, vector<16xi32>" in text
    assert "aievec.shift %arg0, %arg1, %arg2 {isAcc = false} : vector<16xi32>, vector<16xi32>, i32, vector<16xi32>" in text
    assert "aievec.shuffle %arg0 [t32_4x4] : vector<16xi32>" in text
    assert "aievec.shuffle %arg0, %arg1 [t32_4x8_lo] : vector<16xi32>" in text
    assert "aievec.legacyshuffle %arg0 {mode = 3 : i32} : vector<16xi32>, vector<16xi32>" in text
    assert str(ShuffleMode.T16_1X2_flip) == "t16_1x2_flip" and ShuffleMode.T8_4X8 == 47


def test_matrices_convolutions_and_float_functions():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def kernel(a: T.vector(4, 8, T.bf16()), b: T.vector(8, 4, T.bf16()), c: T.vector(4, 4, T.f32()),
                   l: T.vector(32, T.i16()), r: T.vector(32, T.i16()), f: T.vector(16, T.f32()),
                   i: T.vector(32, T.i8())):
            aievec.matmul(a, b, c)
            aievec.matmul_aie2p(a, b, c)
            k = aievec.mul_conv(T.vector(16, T.i64()), l, r, m=16, n=4)
            aievec.fma_conv(T.vector(16, T.i64()), l, r, k, m=16, n=4, fmsub=True)
            aievec.exp(f)
            aievec.tanh(f)
            aievec.inv(f)
            aievec.pack(T.vector(32, T.i8()), l)
            aievec.unpack(T.vector(32, T.i16()), i)
    text = str(ctx.module)
    assert "aievec.matmul %arg0, %arg1, %arg2 : vector<4x8xbf16>, vector<8x4xbf16> into vector<4x4xf32>" in text
    assert ("aievec.mul_conv %arg3, %arg4 {M = 16 : i32, N = 4 : i32} : "
            "vector<32xi16>, vector<32xi16>, vector<16xi64>") in text
    assert ("aievec.fma_conv %arg3, %arg4, %2 {M = 16 : i32, N = 4 : i32, fmsub = true} : "
            "vector<32xi16>, vector<32xi16>, vector<16xi64>") in text
    assert "aievec.pack %arg3 : vector<32xi16>, vector<32xi8>" in text
    assert text_of(ctx) == text
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def aie2_only(a: T.vector(4, 8, T.i8()), b: T.vector(8, 8, T.i8()), c: T.vector(4, 8, T.i32())):
            aievec.matmul(a, b, c)
            aievec.matmul_aie2p(a, b, c)
    with pytest.raises(MLIRError, match="a lhs operand of AIE2P matrix-multiply and accumulate"):
        ctx.module.operation.verify()


def test_verification_reports_mlir_aie_words():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def kernel(a: T.vector(16, T.i32())):
            aievec.ups(T.vector(16, T.i16()), a)
    with pytest.raises(MLIRError, match="the element type of result accumulator must be wider"):
        ctx.module.operation.verify()


def test_tosa_imports_and_has_no_op():
    public = [n for n in dir(tosa) if not n.startswith("_")]
    assert public == []
