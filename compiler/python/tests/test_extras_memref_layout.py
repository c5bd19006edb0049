"""aie.extras.dialects.memref's views: the result types of subview,
expand_shape and reinterpret_cast (strided layouts included) against MLIR's
rules on hand-computed cases, slicing a MemRefValue, and aie.ir's strided
layout model they are computed with."""

import pytest

import aie.extras.types as T
from aie.extras.context import mlir_mod_ctx
from aie.extras.dialects import memref
from aie.extras.dialects.arith import constant
from aie.extras.dialects.func import func
from aie.extras.dialects.memref import rank_reduce
from aie.ir import Module, ShapedType, StridedLayoutAttr, Type

DYN = ShapedType.get_dynamic_stride_or_offset()


def text_of(ctx):
    text = str(ctx.module)
    assert str(Module.parse(text)) == text
    assert ctx.module.operation.verify()
    return text


def test_strided_layouts_are_read_and_printed_as_mlir_does():
    with mlir_mod_ctx():
        t = Type.parse("memref<4x8xf32, strided<[16,1],offset:3>>")
        assert t.get_strides_and_offset() == ([16, 1], 3)
        assert isinstance(t.layout, StridedLayoutAttr) and t.layout.strides == [16, 1] and t.layout.offset == 3
        assert Type.parse("memref<?x8xf32, strided<[?, 1], offset: ?>>").get_strides_and_offset() == ([DYN, 1], DYN)
        # the identity layout: row-major strides, dynamic outside a dynamic size
        assert Type.parse("memref<4x?x8xf32>").get_strides_and_offset() == ([DYN, 8, 1], 0)
        assert Type.parse("memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>").get_strides_and_offset() == ([8, 1], 0)
        assert str(StridedLayoutAttr.get(0, [8, 1])) == "strided<[8, 1]>"
        assert str(StridedLayoutAttr.get(5, [DYN, 1])) == "strided<[?, 1], offset: 5>"
        assert str(StridedLayoutAttr.get_fully_dynamic(2)) == "strided<[?, ?], offset: ?>"
        with pytest.raises(ValueError, match="has no strided layout"):
            Type.parse("memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>").get_strides_and_offset()


def test_subview_result_types():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(a: T.memref(8, 16, T.f32()), i: T.index(), n: T.i32()):
            # offset 2 * 16 + 4 * 1, strides those of the source
            v = memref.subview(a, [2, 4], [4, 4], [1, 1])
            assert str(v.type) == "memref<4x4xf32, strided<[16, 1], offset: 36>>"
            # of a view: 36 + 1 * 16 + 1 * 1, strides [16 * 2, 1 * 1]
            w = memref.subview(v, [1, 1], [2, 2], [2, 1])
            assert str(w.type) == "memref<2x2xf32, strided<[32, 1], offset: 53>>"
            # a value offset makes the offset dynamic; a value size, its dimension
            assert str(memref.subview(a, [i, 0], [1, 16], [1, 1], rank_reduce=True).type) \
                == "memref<16xf32, strided<[1], offset: ?>>"
            assert str(memref.subview(a, [constant(3, index=True), 0], [n, 8], [1, 2]).type) \
                == "memref<?x8xf32, strided<[16, 2], offset: 48>>"
            # contiguous from 0: the identity layout
            assert str(memref.subview(a, [0, 0], [8, 16], [1, 1]).type) == "memref<8x16xf32>"
            assert str(memref.subview(a, [0, 0], [1, 16], [1, 1], rank_reduce=True).type) == "memref<16xf32>"
            assert str(memref.subview(a, [0, 0], [8, 1], [1, 1]).type) == "memref<8x1xf32, strided<[16, 1]>>"

        @func(emit=True)
        def g(c: Type.parse("memref<8x?xf32, strided<[?, 1], offset: 4>, 2>")):
            # a dynamic source stride makes the offset dynamic; the memory space stays
            assert str(memref.subview(c, [1, 2], [4, 4], [1, 1]).type) \
                == "memref<4x4xf32, strided<[?, 1], offset: ?>, 2>"

    text = text_of(ctx)
    assert "memref.subview %arg0[2, 4] [4, 4] [1, 1] : memref<8x16xf32> to " \
           "memref<4x4xf32, strided<[16, 1], offset: 36>>" in text
    assert "memref.subview %arg0[3, 0] [%0, 8] [1, 2] : memref<8x16xf32> to" in text


def test_a_zero_offset_times_a_dynamic_stride_is_zero():
    """MLIR's saturated arithmetic: 4 + 0 * ? + 2 * 1 is 6 (aiec's
    verifier, dialect/src/verify/memref.rs, still infers `?` there)."""
    with mlir_mod_ctx():
        @func(emit=True)
        def g(c: Type.parse("memref<8x?xf32, strided<[?, 1], offset: 4>>")):
            assert str(memref.subview(c, [0, 2], [4, 4], [1, 1]).type) == "memref<4x4xf32, strided<[?, 1], offset: 6>>"


def test_expand_shape_result_types():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(a: T.memref(8, 16, T.f32()), d: T.memref(DYN, 16, T.f32())):
            assert memref.expand_shape(a, []) is a
            # an identity source gives an identity result
            assert str(memref.expand_shape(a, [1]).type) == "memref<8x1x16xf32>"
            # strided: a group's innermost dimension at the source stride, the others at the
            # stride of what is inside them: group [1, 4] of stride 16 -> [64, 16], [4, 1] of 1 -> [1, 1]
            v = memref.subview(a, [2, 4], [4, 4], [1, 1])
            assert str(memref.expand_shape(v, [0, 3]).type) \
                == "memref<1x4x4x1xf32, strided<[64, 16, 1, 1], offset: 36>>"
            # a dynamic size is given by memref.dim of the source
            assert str(memref.expand_shape(d, [2]).type) == "memref<?x16x1xf32>"

    text = text_of(ctx)
    assert "memref.expand_shape %arg0 [[0, 1], [2]] output_shape [8, 1, 16] : memref<8x16xf32> into " \
           "memref<8x1x16xf32>" in text
    assert "memref.expand_shape %subview [[0, 1], [2, 3]] output_shape [1, 4, 4, 1]" in text
    assert "%dim = memref.dim %arg1, %c0 : index" in text
    assert "memref.expand_shape %arg1 [[0], [1, 2]] output_shape [%dim, 16, 1]" in text


def test_reinterpret_cast_result_types():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(a: T.memref(8, 16, T.f32()), i: T.index()):
            assert str(memref.reinterpret_cast(a).type) == "memref<8x16xf32>"
            assert str(memref.reinterpret_cast(a, [0], [128], [1]).type) == "memref<128xf32>"
            assert str(memref.reinterpret_cast(a, [4], [2, 8]).type) == "memref<2x8xf32, strided<[8, 1], offset: 4>>"
            assert str(memref.reinterpret_cast(a, [i], [4, 4], [16, 2]).type) \
                == "memref<4x4xf32, strided<[16, 2], offset: ?>>"
            assert str(memref.reinterpret_cast(a, [0], [i, 16], [16, 1]).type) == "memref<?x16xf32, strided<[16, 1]>>"

    assert "memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [4, 4], strides: [16, 2] : memref<8x16xf32> to" \
        in text_of(ctx)


def test_slicing_a_memref_takes_views():
    with mlir_mod_ctx() as ctx:
        @func(emit=True)
        def f(a: T.memref(8, 16, T.f32()), b: T.memref(4, 4, T.f32()), i: T.index()):
            assert a[...] is a and a[:, :] is a
            assert str(a[2:6, 4:8].type) == "memref<4x4xf32, strided<[16, 1], offset: 36>>"
            assert str(a[0, :, rank_reduce].type) == "memref<16xf32>"
            assert str(a[i, :, rank_reduce].type) == "memref<16xf32, strided<[1], offset: ?>>"
            # every second row of column 3: strides [16 * 2, 1]
            assert str(a[0:8:2, 3].type) == "memref<4x1xf32, strided<[32, 1], offset: 3>>"
            # from the end: rows 6 and 7 of column 15, 6 * 16 + 15
            assert str(a[-2:, -1].type) == "memref<2x1xf32, strided<[16, 1], offset: 111>>"
            assert str(a[None, 1:3, ...].type) == "memref<1x2x16xf32, strided<[32, 16, 1], offset: 16>>"
            # the unit dimensions dropped, the new one is placed among those left
            assert str(a[3:4, None, 5:9, rank_reduce].type) == "memref<1x4xf32, strided<[4, 1], offset: 53>>"
            a[0:4, 4:8] = b
            assert isinstance(a[1, 2].owner, memref.LoadOp)

    text = text_of(ctx)
    assert "memref.copy %arg1, %" in text
    assert ": memref<4x4xf32> to memref<4x4xf32, strided<[16, 1], offset: 4>>" in text


def test_bad_views_are_refused_with_a_clear_error():
    with mlir_mod_ctx():
        @func(emit=True)
        def f(a: T.memref(8, 16, T.f32()), d: T.memref(DYN, 16, T.f32()), n: T.i32(), i: T.index()):
            with pytest.raises(ValueError, match=r"subview: memref<8x16xf32> takes 2 offsets, got 1"):
                memref.subview(a, [0], [1, 1], [1, 1])
            with pytest.raises(TypeError, match="subview: expected a ranked memref, got i32"):
                memref.subview(n, [0], [1], [1])
            with pytest.raises(TypeError, match="subview sizes: expected ints or index values"):
                memref.subview(a, [0, 0], [1.5, 1], [1, 1])
            with pytest.raises(ValueError, match=r"repeated axis in \[1, 1\]"):
                memref.expand_shape(a, [1, 1])
            with pytest.raises(ValueError, match=r"new axes \[3\] are not all in \[0, 3\)"):
                memref.expand_shape(a, [3])
            with pytest.raises(ValueError, match="are dynamic: give the strides"):
                memref.reinterpret_cast(d)
            with pytest.raises(ValueError, match="takes one offset, got 2"):
                memref.reinterpret_cast(a, [0, 0])
            with pytest.raises(IndexError, match="takes at most 2 indices, got 3"):
                a[0:1, 0:1, 0:1]
            with pytest.raises(ValueError, match="slice step is positive"):
                a[::-1]
            with pytest.raises(TypeError, match="slice bounds of a memref view are ints"):
                a[i:8]
            with pytest.raises(IndexError, match="of a dynamic dimension"):
                d[2:]
            with pytest.raises(ValueError, match=r"copying memref<8x16xf32> into a view of shape \[4, 4\]"):
                a[0:4, 0:4] = a
            with pytest.raises(ValueError, match="has no strided layout"):
                memref.subview(memref.alloc(Type.parse("memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>")),
                               [0, 0], [2, 2], [1, 1])
